import type { EndpointDef } from '@chronicle/contract';
import { describe, expect, it, vi } from 'vitest';

vi.mock('typebox', () => import('./typebox-stub.js'));

describe('typebox browser stub', () => {
  it('loads the whole contract and keeps every endpoint path and method', async () => {
    const contract = await import('@chronicle/contract');
    const index = contract.endpoints.genshin.index;
    expect(contract.endpointPath(index)).toBe('/game_record/genshin/api/index');
    expect(index.method).toBe('GET');
    for (const family of Object.values(contract.endpoints)) {
      for (const endpoint of Object.values<EndpointDef>(family)) {
        expect(endpoint.id).toMatch(/^[a-z0-9]+\.[A-Za-z][A-Za-z0-9]*$/);
        expect(typeof endpoint.path).toBe('string');
      }
    }
  });

  it('answers builder calls and property reads with an inert placeholder', async () => {
    const { default: Type } = await import('./typebox-stub.js');
    const schema = Type.Object?.({ a: Type.String?.() });
    expect(typeof schema).toBe('function');
    expect((schema as unknown as { then?: unknown }).then).toBeUndefined();
    expect(() => ({ ...(schema as object) })).not.toThrow();
  });
});

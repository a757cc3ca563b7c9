import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.js';
import { fakeApi } from '../../../test/render.js';
import { getCharacterDetailQueryOptions } from './get-character-detail.js';

const body = { role_id: '812000101', server: 'os_asia', character_ids: [10000002] };

afterEach(() => vi.restoreAllMocks());

describe('getCharacterDetailQueryOptions', () => {
  it('posts the role and the character ids to character/detail', async () => {
    const spy = fakeApi({ 'genshin.characterDetail': () => ({ list: [] }) });
    await new QueryClient().fetchQuery(getCharacterDetailQueryOptions(body));
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.characterDetail', method: 'POST' }),
      body,
      expect.anything(),
    );
  });

  it('leaves retcodes to the view instead of the layout, and does not ask again', () => {
    const options = getCharacterDetailQueryOptions(body);
    expect(options.meta?.errorLayout).toBeUndefined();
    const retry = options.retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, new ApiError(10102, 'not public'))).toBe(false);
    expect(retry(0, new NetworkError('offline'))).toBe(true);
    expect(retry(1, new NetworkError('offline'))).toBe(false);
  });
});

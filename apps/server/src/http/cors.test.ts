import { endpointPath, endpoints } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { UID } from '../test/fixtures.js';
import { describeEachDb, envelope } from '../test/harness.js';

/*
 * Cross-origin calls from the operator's API hosts (http/cors.ts): a page of another listed host
 * can read the request id of an answer, to quote it when it reports a failure (docs/DEPLOY.md).
 */

const SIBLING = 'https://eu.chronicle.test';
const ROLES = endpointPath(endpoints.binding.getUserGameRolesByCookie);

describeEachDb(
  'CORS of the operator hosts',
  (env) => {
    it('exposes x-request-id to a listed origin, on answers and refusals', async () => {
      const answered = await env.get(ROLES, { as: UID.alice, headers: { origin: SIBLING } });
      const refused = await env.get(ROLES, { headers: { origin: SIBLING } });
      expect(envelope(answered).retcode).toBe(0);
      expect(envelope(refused).retcode).not.toBe(0);
      for (const res of [answered, refused]) {
        expect(res.headers['access-control-allow-origin']).toBe(SIBLING);
        expect(res.headers['access-control-expose-headers']).toBe('x-request-id');
        expect(res.headers['x-request-id']).toEqual(expect.any(String));
      }
    });

    it('exposes nothing to other origins', async () => {
      const res = await env.get(ROLES, {
        as: UID.alice,
        headers: { origin: 'https://evil.example' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-expose-headers']).toBeUndefined();
    });
  },
  { config: { apiHosts: [{ key: 'eu', origin: SIBLING }] } },
);

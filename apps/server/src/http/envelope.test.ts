import { VIEWER_HEADER } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { ROLE, UID } from '../test/fixtures.js';
import { describeEachDb, envelope } from '../test/harness.js';
import { jsonPath } from './json-path.js';

describeEachDb(
  'API envelope',
  (env) => {
    it('answers HTTP 200 with {retcode, message, data} and Content-Type exactly application/json', async () => {
      const res = await env.get('/community/misc/wapi/langs');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json');
      expect(envelope(res)).toMatchObject({ retcode: 0, message: 'OK' });
    });

    it('keeps the exact content type on errors', async () => {
      const res = await env.get('/game_record/card/wapi/getGameRecordCard?uid=1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json');
      expect(envelope(res)).toEqual({ retcode: 10001, message: 'Please login', data: null });
    });

    it('names the signed-in account an answer was made for (the offline copies are filed under it)', async () => {
      const own = await env.get(`/game_record/card/wapi/getGameRecordCard?uid=${UID.alice}`, {
        as: UID.alice,
      });
      expect(envelope(own).retcode).toBe(0);
      expect(own.headers[VIEWER_HEADER]).toBe(String(UID.alice));
      // Another account's records read by bob: filed under bob, the reader.
      const visit = await env.get(`/game_record/card/wapi/getGameRecordCard?uid=${UID.alice}`, {
        as: UID.bob,
      });
      expect(visit.headers[VIEWER_HEADER]).toBe(String(UID.bob));
      // No session, no account: nothing to file it under.
      const anonymous = await env.get('/community/misc/wapi/langs');
      expect(anonymous.headers[VIEWER_HEADER]).toBeUndefined();
      const refused = await env.get(`/game_record/card/wapi/getGameRecordCard?uid=${UID.alice}`);
      expect(refused.headers[VIEWER_HEADER]).toBeUndefined();
    });

    it('answers -10001 naming the field when a query parameter is invalid', async () => {
      const res = await env.get(`/game_record/genshin/api/index?role_id=abc&server=os_asia`, {
        as: UID.alice,
      });
      expect(res.statusCode).toBe(200);
      const body = envelope(res);
      expect(body.retcode).toBe(-10001);
      expect(body.message).toContain('query.role_id');
      expect(body.data).toBeNull();
    });

    it('answers -10001 naming a missing required field', async () => {
      const res = await env.get('/game_record/genshin/api/index?server=os_asia', { as: UID.alice });
      expect(envelope(res)).toMatchObject({ retcode: -10001 });
      expect(envelope(res).message).toContain('query.role_id is required');
    });

    it('answers -10001 to a body that is not JSON', async () => {
      const res = await env.post('/game_record/card/wapi/changeDataSwitch', {
        as: UID.alice,
        headers: { 'content-type': 'application/json' },
        body: '{not json',
      });
      expect(res.statusCode).toBe(200);
      expect(envelope(res).retcode).toBe(-10001);
    });

    it('answers -10001 to a body of another media type', async () => {
      const res = await env.post('/account/api/login', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'account=alice&password=x',
      });
      expect(res.statusCode).toBe(200);
      expect(envelope(res).retcode).toBe(-10001);
    });

    it('answers -10001 "Unknown endpoint" for an unknown path under an API prefix', async () => {
      for (const url of [
        '/game_record/genshin/api/nope',
        '/event/game_record/card/wapi/x',
        '/community/x/y',
      ]) {
        const res = await env.get(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json');
        expect(envelope(res)).toEqual({ retcode: -10001, message: 'Unknown endpoint', data: null });
      }
    });

    it('keeps a plain 404 outside the API prefixes', async () => {
      const res = await env.get('/definitely/not/here');
      expect(res.statusCode).toBe(404);
    });

    it('answers -1 with a generic message and no stack trace on an unexpected error', async () => {
      const res = await env.get('/game_record/genshin/api/__explode');
      expect(res.statusCode).toBe(200);
      const body = envelope(res);
      expect(body).toEqual({
        retcode: -1,
        message: 'Internal error, please try again later',
        data: null,
      });
      expect(res.body).not.toContain('secret detail');
      expect(res.body).not.toContain('at ');
    });

    it('serves the same handler under every mount prefix', async () => {
      const prefixes = [
        '/game_record/genshin/api',
        '/game_record/app/genshin/api',
        '/event/game_record/genshin/api',
        '/event/game_record/app/genshin/api',
      ];
      for (const prefix of prefixes) {
        const res = await env.get(`${prefix}/index?role_id=${ROLE.aliceMain}&server=os_asia`, {
          as: UID.alice,
        });
        expect(envelope(res).retcode).toBe(0);
      }
    });

    it('falls back to en-us for a language code nobody supports', async () => {
      const res = await env.get(
        `/game_record/genshin/api/index?role_id=${ROLE.aliceMain}&server=os_asia`,
        { as: UID.alice, headers: { 'x-rpc-language': 'xx-yy' } },
      );
      const body = envelope<{ avatars: { id: number; name: string }[] }>(res);
      expect(body.retcode).toBe(0);
      expect(body.data.avatars.find((a) => a.id === 10000002)?.name).toBe('Aria Windsong');
    });
  },
  {
    extend: (app) => {
      app.get('/game_record/genshin/api/__explode', () => {
        throw new Error('secret detail');
      });
    },
  },
);

describe('jsonPath', () => {
  it('turns JSON pointers into readable paths', () => {
    expect(jsonPath('/snapshots/0/payload/avatars/3/level')).toBe(
      '$.snapshots[0].payload.avatars[3].level',
    );
    expect(jsonPath('', 'body')).toBe('body');
    expect(jsonPath('/names/en-us', 'x')).toBe('x.names.en-us');
  });
});

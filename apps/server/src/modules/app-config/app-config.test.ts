import { FEATURE_SWITCH_KEYS } from '@chronicle/contract';
import { beforeAll, expect, it } from 'vitest';
import { UID } from '../../test/fixtures.js';
import { describeEachDb, envelope } from '../../test/harness.js';
import { createServiceToken } from '../ingest/service-token.service.js';
import { setAnnouncement } from './app-config.service.js';

const CONFIG = '/community/misc/wapi/app_config';
const TOKEN_CHECK = '/community/user/wapi/login_token_check';

type Config = {
  game_id: number;
  switches: Record<string, string>;
  hosts: { key: string; origin: string }[];
  announcement: { version: string; title: string; content: string } | null;
  webp_query: string;
};

const WEBP = 'x-oss-process=image/format,webp';

const HOSTS = [
  { key: 'eu', origin: 'https://eu.chronicle.test' },
  { key: 'asia', origin: 'http://127.0.0.1:9100' },
];

describeEachDb(
  'app config, announcements and feature switches',
  (env) => {
    let auth: Record<string, string>;
    beforeAll(async () => {
      auth = { authorization: `Bearer ${await createServiceToken(env.db, 'tests')}` };
    });
    const operator = (method: 'PUT' | 'DELETE', url: string, body?: unknown) =>
      env.request(method, `/ingest/v1/${url}`, { headers: auth, body });
    const config = async (gameId: string, lang = 'en-us') =>
      envelope<Config>(
        await env.get(CONFIG, { query: { game_id: gameId }, headers: { 'x-rpc-language': lang } }),
      );

    it('answers every switch on, the configured hosts and no announcement by default', async () => {
      const body = await config('2');
      expect(body.retcode).toBe(0);
      expect(body.data).toEqual({
        game_id: 2,
        switches: Object.fromEntries(FEATURE_SWITCH_KEYS.map((k) => [k, '1'])),
        hosts: HOSTS,
        announcement: null,
        webp_query: WEBP,
      });
    });

    it('refuses unknown games with -10001', async () => {
      expect((await config('3')).retcode).toBe(-10001);
      expect(envelope(await env.get(CONFIG)).retcode).toBe(-10001);
    });

    it('stores switches per game; unknown keys refuse the whole change (-9101)', async () => {
      const set = envelope<{ switches: Record<string, string> }>(
        await operator('PUT', 'feature-switches/2', { switches: { share: '0', data_review: '0' } }),
      );
      expect(set.retcode).toBe(0);
      expect(set.data.switches).toMatchObject({ share: '0', data_review: '0', share_image: '1' });
      expect((await config('2')).data.switches.share).toBe('0');
      // Another game keeps its own switches.
      expect((await config('1')).data.switches.share).toBe('1');

      const bad = await operator('PUT', 'feature-switches/2', {
        switches: { share: '1', teleport: '0' },
      });
      expect(envelope(bad).retcode).toBe(-9101);
      expect((await config('2')).data.switches.share).toBe('0');
      expect(
        envelope(await operator('PUT', 'feature-switches/2', { switches: { share: 'yes' } }))
          .retcode,
      ).toBe(-9101);

      await operator('PUT', 'feature-switches/2', { switches: { share: '1', data_review: '1' } });
      expect((await config('2')).data.switches.share).toBe('1');
    });

    it('serves the announcement in the request language, falling back to the default one', async () => {
      const en = { version: 'v1', title: 'Welcome', content: 'Maintenance on Friday.' };
      const ja = { version: 'v1-ja', title: 'ようこそ', content: '金曜日にメンテナンス。' };
      expect(envelope(await operator('PUT', 'announcements/2/en-us', en)).data).toEqual({
        game_id: 2,
        lang: 'en-us',
        version: 'v1',
      });
      await operator('PUT', 'announcements/2/ja-jp', ja);

      expect((await config('2')).data.announcement).toEqual(en);
      expect((await config('2', 'ja-jp')).data.announcement).toEqual(ja);
      expect((await config('2', 'fr-fr')).data.announcement).toEqual(en);
      // Per game.
      expect((await config('6')).data.announcement).toBeNull();

      await operator('DELETE', 'announcements/2/ja-jp');
      expect((await config('2', 'ja-jp')).data.announcement).toEqual(en);
    });

    it('stores only the declared fields of an announcement: extra keys never reach the row', async () => {
      const sneaky = {
        version: 'v2',
        title: 'Hi',
        content: 'Body',
        game_id: 6,
        lang: 'ko-kr',
        updated_at: 1,
        extra: 'x',
      };
      const put = envelope(await operator('PUT', 'announcements/2/fr-fr', sneaky));
      expect(put.retcode).toBe(0);
      const rows = await env.db.selectFrom('announcements').selectAll().execute();
      expect(rows.map((r) => `${r.game_id}/${r.lang}`).sort()).toEqual(['2/en-us', '2/fr-fr']);
      expect(rows.find((r) => r.lang === 'fr-fr')?.updated_at).not.toBe(1);
      expect((await config('2', 'fr-fr')).data.announcement).toEqual({
        version: 'v2',
        title: 'Hi',
        content: 'Body',
      });
      // A `__proto__` key is a bad request with an envelope, not a database error.
      const proto = await env.app.inject({
        method: 'PUT',
        url: '/ingest/v1/announcements/2/de-de',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"version":"v3","title":"t","content":"c","__proto__":{"game_id":6}}',
      });
      expect(proto.statusCode).toBeLessThan(500);
      expect(envelope(proto).retcode).toBeLessThan(0);
      expect(proto.body).not.toMatch(/at .*\.(ts|js):\d+/);
      expect((await env.db.selectFrom('announcements').select('lang').execute()).length).toBe(2);
    });

    it('treats blank content as no announcement, and refuses bad input', async () => {
      await operator('PUT', 'announcements/1/en-us', { version: 'b1', title: '', content: '  ' });
      expect((await config('1')).data.announcement).toBeNull();
      expect(
        envelope(
          await operator('PUT', 'announcements/1/xx-yy', { version: 'a', title: '', content: 'x' }),
        ).retcode,
      ).toBe(-9101);
      expect(
        envelope(
          await operator('PUT', 'announcements/1/en-us', { version: '', title: '', content: 'x' }),
        ).retcode,
      ).toBe(-9101);
      // The service keeps the contract's limits for callers without route validation (CLI).
      await expect(
        setAnnouncement(
          env.db,
          1,
          'en-us',
          { version: 'v'.repeat(65), title: '', content: 'x' },
          0,
        ),
      ).rejects.toMatchObject({ retcode: -9101 });
      expect(
        envelope(
          await operator('PUT', 'announcements/9/en-us', { version: 'a', title: '', content: 'x' }),
        ).retcode,
      ).toBe(-9101);
    });

    it('keeps operator writes behind the service token', async () => {
      const anonymous = await env.request('PUT', '/ingest/v1/feature-switches/2', {
        body: { switches: { share_image: '0' } },
      });
      expect(envelope(anonymous).retcode).toBe(-9100);
      const asPlayer = await env.request('PUT', '/ingest/v1/announcements/2/en-us', {
        as: UID.alice,
        body: { version: 'x', title: '', content: 'x' },
      });
      expect(envelope(asPlayer).retcode).toBe(-9100);
      expect((await config('2')).data.switches.share_image).toBe('1');
    });

    it('checks the login token per game: need_login without a session, success with one', async () => {
      const out = envelope<{ status: string }>(
        await env.get(TOKEN_CHECK, { query: { game_id: '2' } }),
      );
      expect(out).toMatchObject({ retcode: 0, data: { status: 'need_login' } });
      const stale = envelope<{ status: string }>(
        await env.get(TOKEN_CHECK, {
          query: { game_id: '6' },
          cookies: { ltuid_v2: String(UID.alice), ltoken_v2: 'v2_expired' },
        }),
      );
      expect(stale.data.status).toBe('need_login');
      const signedIn = envelope<{ status: string }>(
        await env.get(TOKEN_CHECK, { as: UID.alice, query: { game_id: '1' } }),
      );
      expect(signedIn.data.status).toBe('success');
      expect(envelope(await env.get(TOKEN_CHECK, { query: { game_id: '5' } })).retcode).toBe(
        -10001,
      );
    });

    it('lets the operator hosts call with credentials, and nobody else', async () => {
      const preflight = await env.app.inject({
        method: 'OPTIONS',
        url: CONFIG,
        headers: {
          origin: 'https://eu.chronicle.test',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-rpc-language',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://eu.chronicle.test');
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      const stranger = await env.get(CONFIG, {
        query: { game_id: '2' },
        headers: { origin: 'https://evil.example' },
      });
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
      // The page may connect to those hosts, and only those.
      expect(stranger.headers['content-security-policy']).toContain(
        "connect-src 'self' https://eu.chronicle.test http://127.0.0.1:9100;",
      );
    });
  },
  { config: { apiHosts: HOSTS, imageWebpQuery: WEBP } },
);

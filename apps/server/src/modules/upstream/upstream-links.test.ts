import { RETCODE, type UpstreamLink } from '@chronicle/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, envelope } from '../../test/harness.js';
import { fixtureBundle, ROLE, UID } from '../../test/fixtures.js';
import { createAccount } from '../account/account.service.js';
import { findRole } from '../binding/binding.service.js';
import { switchesFor } from '../policy/policy.service.js';
import { applyBundle } from '../ingest/ingest.service.js';
import { SyncWorker } from './sync.worker.js';
import { CHANGE_LIMITS } from './upstream.routes.js';
import { startUpstream, upstreamConfig, type RunningUpstream } from './upstream.test-support.js';
import { fetchTransport } from './fetch-transport.js';

/*
 * The linked-accounts API (issue 17): only the cookie owner's links, cookies checked on the upstream
 * before anything is stored and never given back, clear retcodes for every way a link can fail,
 * unlink with or without the records, and no state change from another site.
 */

let a: RunningUpstream;
const sent = { count: 0 };
beforeAll(async () => {
  a = await startUpstream({ bundle: fixtureBundle() });
});
afterAll(() => a.stop());

const LINKS = '/chronicle/api/upstream/links';
const LINK = '/chronicle/api/upstream/link';

describeEachDb(
  'linked accounts API',
  (env) => {
    let player = 0;
    let other = 0;
    let cookie = '';
    beforeAll(async () => {
      player = Number(
        (await createAccount(env.db, { account: 'linker', password: 'linker-pw' })).uid,
      );
      other = Number(
        (await createAccount(env.db, { account: 'someone', password: 'someone-pw' })).uid,
      );
      cookie = await a.cookieOf(UID.alice);
    });

    const link = (
      as: number,
      body: Record<string, unknown>,
      headers: Record<string, string> = {},
    ) => env.post(LINK, { as, body, headers });

    it('needs a session', async () => {
      expect(envelope(await env.get(LINKS)).retcode).toBe(RETCODE.NOT_LOGGED_IN);
      expect(envelope(await env.post(LINK, { body: { upstream: 'a', cookie } })).retcode).toBe(
        RETCODE.NOT_LOGGED_IN,
      );
    });

    it('lists the configured upstreams and no links at first', async () => {
      const data = envelope<{ links: unknown[]; hosts: unknown[]; sync_interval_hours: number }>(
        await env.get(LINKS, { as: player }),
      ).data;
      expect(data).toEqual({
        links: [],
        hosts: [{ name: 'a', origin: a.origin }],
        sync_interval_hours: 6,
      });
    });

    it('refuses an upstream that is not configured, without calling anything', async () => {
      const before = sent.count;
      const answer = envelope(await link(player, { upstream: 'elsewhere', cookie }));
      expect(answer.retcode).toBe(RETCODE.UPSTREAM_UNKNOWN);
      expect(sent.count).toBe(before);
    });

    it('refuses a cookie string without a login pair', async () => {
      const answer = envelope(await link(player, { upstream: 'a', cookie: 'mi18nLang=en-us' }));
      expect(answer.retcode).toBe(RETCODE.COOKIE_INCOMPLETE);
    });

    it('refuses cookies the upstream rejects, and stores nothing', async () => {
      const answer = envelope(
        await link(player, { upstream: 'a', cookie: `ltuid_v2=${UID.alice}; ltoken_v2=v2_wrong` }),
      );
      expect(answer.retcode).toBe(RETCODE.UPSTREAM_LOGIN_REJECTED);
      expect(await env.db.selectFrom('upstream_links').selectAll().execute()).toEqual([]);
    });

    it('refuses a link whose roles another local account owns', async () => {
      const owned = {
        game_id: 2 as const,
        game_role_id: ROLE.aliceMain,
        uid: other,
        nickname: 'Taken',
        level: 5,
      };
      await applyBundle(env.db, { roles: [owned] });
      const answer = envelope(await link(player, { upstream: 'a', cookie }));
      expect(answer.retcode).toBe(RETCODE.ROLE_OWNED_ELSEWHERE);
      expect(answer.message).toContain(ROLE.aliceMain);
      await env.db.deleteFrom('game_roles').where('game_role_id', '=', ROLE.aliceMain).execute();
    });

    it('refuses a request another site started, and takes the same origin or none', async () => {
      const evil = envelope(
        await link(player, { upstream: 'a', cookie }, { origin: 'https://evil.example' }),
      );
      expect(evil.retcode).toBe(RETCODE.CROSS_SITE);
      const fetchSite = envelope(
        await link(player, { upstream: 'a', cookie }, { 'sec-fetch-site': 'cross-site' }),
      );
      expect(fetchSite.retcode).toBe(RETCODE.CROSS_SITE);
      expect(await env.db.selectFrom('upstream_links').selectAll().execute()).toEqual([]);

      const same = envelope<{ link: UpstreamLink }>(
        await link(
          player,
          { upstream: 'a', cookie, langs: ['ko-kr', 'xx-yy'] },
          { origin: 'http://chronicle.test' },
        ),
      );
      expect(same.retcode).toBe(0);
      expect(same.data.link).toMatchObject({
        upstream: 'a',
        upstream_origin: a.origin,
        upstream_uid: String(UID.alice),
        status: 'pending',
        langs: ['en-us', 'ko-kr'],
        last_sync_at: null,
        last_error: null,
      });
    });

    it('keeps the cookies sealed and never returns them', async () => {
      const token = /ltoken_v2=([^;]+)/.exec(cookie)?.[1] ?? '';
      expect(token.length).toBeGreaterThan(10);
      const [row] = await env.db.selectFrom('upstream_links').selectAll().execute();
      expect(row?.cookies).toMatch(/^v1\./);
      expect(JSON.stringify(row)).not.toContain(token);
      const listed = await env.get(LINKS, { as: player });
      expect(listed.body).not.toContain(token);
      expect(envelope<{ links: UpstreamLink[] }>(listed).data.links).toHaveLength(1);
    });

    it("answers another account's link id as no such link", async () => {
      const [mine] = envelope<{ links: UpstreamLink[] }>(await env.get(LINKS, { as: player })).data
        .links;
      const id = mine?.id ?? 0;
      expect(
        envelope<{ links: unknown[] }>(await env.get(LINKS, { as: other })).data.links,
      ).toEqual([]);
      for (const path of ['sync', 'unlink']) {
        const answer = envelope(
          await env.post(`/chronicle/api/upstream/${path}`, {
            as: other,
            body: { link_id: id, delete_records: true },
          }),
        );
        expect(answer.retcode).toBe(RETCODE.LINK_NOT_FOUND);
      }
      const again = envelope(await link(other, { upstream: 'a', cookie }));
      expect(again.retcode).toBe(RETCODE.ALREADY_LINKED);
    });

    it('limits how often one account may try to link: -110 past the limit, others unaffected', async () => {
      const eager = Number(
        (await createAccount(env.db, { account: 'eager', password: 'eager-pass' })).uid,
      );
      const tries = [];
      for (let i = 0; i <= CHANGE_LIMITS.link; i += 1) {
        tries.push(envelope(await link(eager, { upstream: 'a', cookie: 'ltuid_v2=1' })).retcode);
      }
      expect(tries.slice(0, CHANGE_LIMITS.link)).toEqual(
        Array.from({ length: CHANGE_LIMITS.link }, () => RETCODE.COOKIE_INCOMPLETE),
      );
      expect(tries.at(-1)).toBe(RETCODE.TOO_FREQUENT);
      const calm = envelope(await link(other, { upstream: 'a', cookie: 'ltuid_v2=1' }));
      expect(calm.retcode).toBe(RETCODE.COOKIE_INCOMPLETE);
    });

    it("starts a newly linked account's switches as the upstream's say", async () => {
      const shy = Number(
        (await createAccount(env.db, { account: 'shy', password: 'shy-password' })).uid,
      );
      // Carol keeps every switch off upstream.
      const linked = envelope<{ link: UpstreamLink }>(
        await link(shy, { upstream: 'a', cookie: await a.cookieOf(UID.carol) }),
      );
      const worker = new SyncWorker(env.app.upstream.env, { workers: 1 });
      await worker.runNow(linked.data.link.id);
      await worker.idle();
      await worker.stop();
      expect(await findRole(env.db, 2, ROLE.carolMain)).toMatchObject({ uid: shy });
      const switches = await switchesFor(env.db, shy, 2);
      expect([1, 2, 3].map((id) => switches.isPublic(id))).toEqual([false, false, false]);
      await env.post('/chronicle/api/upstream/unlink', {
        as: shy,
        body: { link_id: linked.data.link.id, delete_records: true },
      });
    });

    it('syncs on demand, then unlinks keeping the records, or deleting them', async () => {
      const worker = new SyncWorker(env.app.upstream.env, { workers: 1 });
      const [mine] = envelope<{ links: UpstreamLink[] }>(await env.get(LINKS, { as: player })).data
        .links;
      const id = mine?.id ?? 0;
      await worker.runNow(id);
      await worker.idle();
      const [synced] = envelope<{ links: UpstreamLink[] }>(await env.get(LINKS, { as: player }))
        .data.links;
      expect(synced?.status).toBe('ok');
      expect(synced?.roles.map((r) => r.game_role_id)).toContain(ROLE.aliceMain);
      expect(await findRole(env.db, 2, ROLE.aliceMain)).toMatchObject({ uid: player });

      const kept = envelope<{ deleted_roles: number }>(
        await env.post('/chronicle/api/upstream/unlink', {
          as: player,
          body: { link_id: id, delete_records: false },
        }),
      );
      expect(kept.data).toEqual({ deleted_roles: 0, deleted_snapshots: 0 });
      expect(await findRole(env.db, 2, ROLE.aliceMain)).toMatchObject({ uid: player });

      const relinked = envelope<{ link: UpstreamLink }>(
        await link(player, { upstream: 'a', cookie }),
      );
      await worker.runNow(relinked.data.link.id);
      await worker.idle();
      const deleted = envelope<{ deleted_roles: number; deleted_snapshots: number }>(
        await env.post('/chronicle/api/upstream/unlink', {
          as: player,
          body: { link_id: relinked.data.link.id, delete_records: true },
        }),
      );
      expect(deleted.data.deleted_roles).toBeGreaterThanOrEqual(3);
      expect(deleted.data.deleted_snapshots).toBeGreaterThan(0);
      expect(await findRole(env.db, 2, ROLE.aliceMain)).toBeUndefined();
      const left = await env.db
        .selectFrom('record_snapshots')
        .select('id')
        .where('game_role_id', '=', ROLE.aliceMain)
        .execute();
      expect(left).toEqual([]);
      await worker.stop();
    });
  },
  {
    bundle: null,
    // Read when the suite starts, after the upstream above is listening.
    get config() {
      return { upstream: upstreamConfig([{ name: 'a', origin: a.origin }]) };
    },
    upstream: {
      transportFor: (host) => {
        const inner = fetchTransport(host.origin);
        return {
          send: (request) => {
            sent.count += 1;
            return inner.send(request);
          },
        };
      },
    },
  },
);

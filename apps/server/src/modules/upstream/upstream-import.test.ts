import { RETCODE, type ImportSummary } from '@chronicle/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, envelope, type TestEnv } from '../../test/harness.js';
import { createAccount } from '../account/account.service.js';
import { findRole } from '../binding/binding.service.js';
import { UPSTREAM_GROUPS } from './parsers/registry.js';
import {
  cookieMapOf,
  harEntry,
  recordHar,
  replayGroup,
  demoWithoutPasswords,
  startUpstream,
  type RunningUpstream,
} from './upstream.test-support.js';

/*
 * Import of saved answers (issue 17): a HAR file saved while browsing one's Battle Chronicle, or raw
 * `{endpoint, query, response}` answers. The pages then answer as the upstream did; whatever cannot
 * be used is counted by reason; a file that is neither kind is refused; cookies and headers in the
 * file are never stored.
 */

const TRAVELER = 100000001;
const LUMINE = 100000002;
const MAIN_ROLE = '812000101';
const IMPORT = '/chronicle/api/upstream/import';
/** Both servers' clock and the HAR's time: the notes answer as of one instant. */
const NOW = Date.parse('2026-11-20T08:00:00.000Z');

let a: RunningUpstream;
let har: Awaited<ReturnType<typeof recordHar>>;
let token = '';
beforeAll(async () => {
  a = await startUpstream({ bundle: demoWithoutPasswords(), clock: () => NOW });
  har = await recordHar(
    a,
    UPSTREAM_GROUPS,
    TRAVELER,
    ['en-us', 'ja-jp'],
    '2026-11-20T08:00:00.000Z',
  );
  const first = har.log.entries[0] as { request: { headers: { name: string; value: string }[] } };
  token =
    /ltoken_v2=([^;]+)/.exec(
      first.request.headers.find((h) => h.name === 'cookie')?.value ?? '',
    )?.[1] ?? '';
});
afterAll(() => a.stop());

async function importFile(env: TestEnv, as: number, file: unknown, query = '') {
  return envelope<{ summary: ImportSummary }>(
    await env.post(`${IMPORT}${query}`, {
      as,
      body: typeof file === 'string' ? file : JSON.stringify(file),
      headers: { 'content-type': 'application/json' },
    }),
  );
}

const skipped = (summary: ImportSummary, reason: string) =>
  summary.skipped.find((s) => s.reason === reason)?.count ?? 0;

describeEachDb(
  'import of saved answers',
  (env) => {
    let player = 0;
    let other = 0;
    beforeAll(async () => {
      player = Number(
        (await createAccount(env.db, { account: 'importer', password: 'importer-pw' })).uid,
      );
      other = Number((await createAccount(env.db, { account: 'other', password: 'other-pw' })).uid);
    });

    it("imports a HAR of the traveler's chronicle: the roles are the importer's and answer as on A", async () => {
      expect(token.length).toBeGreaterThan(10);
      const { retcode, data } = await importFile(env, player, har);
      expect(retcode).toBe(0);
      const { summary } = data;
      expect(summary.format).toBe('har');
      expect(summary.entries).toBe(har.log.entries.length);
      expect(summary.imported).toBeGreaterThan(40);
      expect(summary.snapshots).toBeGreaterThan(10);
      expect(summary.roles.map((r) => r.game_role_id)).toContain(MAIN_ROLE);
      expect(summary.roles.every((r) => r.created)).toBe(true);
      expect(await findRole(env.db, 2, MAIN_ROLE)).toMatchObject({
        uid: player,
        nickname: 'Aether',
      });

      const from = { app: a.app, cookies: cookieMapOf(await a.cookieOf(TRAVELER)) };
      const to = { app: env.app, cookies: await env.sessionCookies(player) };
      const role = await findRole(a.db, 2, MAIN_ROLE);
      for (const group of UPSTREAM_GROUPS.filter((g) => g.game === 2)) {
        const upstreamRole = {
          gameId: 2 as const,
          roleId: MAIN_ROLE,
          server: role?.region ?? '',
          level: role?.level ?? 1,
        };
        for (const pair of await replayGroup(group, upstreamRole, 'ja-jp', from, to)) {
          expect(pair.actual, pair.request.endpoint.id).toEqual(pair.expected);
        }
      }
    });

    it('never stores the cookies or headers the HAR holds', async () => {
      for (const table of [
        'record_snapshots',
        'catalog_texts',
        'catalog_items',
        'role_settings',
        'game_roles',
      ] as const) {
        const rows = await env.db.selectFrom(table).selectAll().execute();
        expect(JSON.stringify(rows), table).not.toContain(token);
      }
    });

    it('keeps newer records when an older HAR comes again, and counts what it left out', async () => {
      const older = {
        log: {
          ...har.log,
          entries: har.log.entries.map((e) => ({
            ...(e as object),
            startedDateTime: '2026-01-01T00:00:00.000Z',
          })),
        },
      };
      const before = await env.db
        .selectFrom('record_snapshots')
        .select(['id', 'revision', 'payload'])
        .execute();
      const { data } = await importFile(env, player, older);
      expect(skipped(data.summary, 'older_than_stored')).toBeGreaterThan(0);
      const after = await env.db
        .selectFrom('record_snapshots')
        .select(['id', 'revision', 'payload'])
        .execute();
      expect(after).toEqual(before);
    });

    it('skips a role another account owns, and nothing of it is stored', async () => {
      const { data } = await importFile(env, other, har);
      expect(data.summary.imported).toBe(0);
      expect(skipped(data.summary, 'other_account')).toBeGreaterThan(0);
      expect(await findRole(env.db, 2, MAIN_ROLE)).toMatchObject({ uid: player });
    });

    it('counts other sites, failed answers and answers without a role, and keeps the good ones', async () => {
      const lumine = await recordHar(
        a,
        UPSTREAM_GROUPS.filter((g) => g.name === 'honkai3rd.note' || g.game === 6),
        LUMINE,
        ['en-us'],
      );
      const good = lumine.log.entries[0] as Record<string, unknown>;
      const entries = [
        ...lumine.log.entries,
        harEntry(
          'https://www.example.com',
          { method: 'GET', path: '/index.html', headers: {} },
          { hello: 'world' },
          '2026-11-20T08:00:00.000Z',
        ),
        harEntry(
          a.origin,
          {
            method: 'GET',
            path: '/event/game_record/genshin/api/index?role_id=812000202&server=os_asia',
            headers: {},
          },
          { retcode: 10102, message: 'Data is not public', data: null },
          '2026-11-20T08:00:00.000Z',
        ),
        harEntry(
          a.origin,
          { method: 'GET', path: '/event/game_record/genshin/api/dailyNote', headers: {} },
          { retcode: 0, message: 'OK', data: {} },
          '2026-11-20T08:00:00.000Z',
        ),
        { ...good, response: { status: 200, content: { mimeType: 'text/html', text: '<html>' } } },
        // The pages' own calls on the card API carry no records.
        harEntry(
          a.origin,
          {
            method: 'POST',
            path: '/event/game_record/card/wapi/beginner_guide/status',
            headers: {},
            body: '{}',
          },
          { retcode: 0, message: 'OK', data: { list: [] } },
          '2026-11-20T08:00:00.000Z',
        ),
      ];
      const { retcode, data } = await importFile(env, other, { log: { version: '1.2', entries } });
      expect(retcode).toBe(0);
      expect(data.summary.imported).toBe(lumine.log.entries.length);
      expect(skipped(data.summary, 'not_record_endpoint')).toBe(2);
      expect(skipped(data.summary, 'bad_answer')).toBe(0);
      expect(skipped(data.summary, 'not_success')).toBe(2);
      expect(skipped(data.summary, 'no_role')).toBe(1);
      expect(data.summary.roles.length).toBeGreaterThan(0);
    });

    it('imports raw answers, one object or an array', async () => {
      const note = har.log.entries.find((e) =>
        (e as { request: { url: string } }).request.url.includes('/honkai3rd/api/note'),
      ) as { request: { url: string }; response: { content: { text: string } } } | undefined;
      if (!note) throw new Error('the HAR has no notes of the second game');
      const url = new URL(note.request.url);
      const raw = {
        endpoint: url.pathname,
        query: Object.fromEntries(url.searchParams),
        response: JSON.parse(note.response.content.text) as unknown,
      };
      const one = await importFile(env, player, raw, '?format=raw');
      expect(one.retcode).toBe(0);
      expect(one.data.summary).toMatchObject({ format: 'raw', entries: 1, imported: 1 });
      const many = await importFile(env, player, [raw, { ...raw, endpoint: 'nowhere/api/x' }]);
      expect(many.data.summary).toMatchObject({ format: 'raw', entries: 2, imported: 1 });
    });

    it('refuses a file that is neither a HAR nor saved answers, storing nothing', async () => {
      const count = async () =>
        (await env.db.selectFrom('record_snapshots').select('id').execute()).length;
      const before = await count();
      for (const file of ['this is not JSON {', '[1, 2, 3]', '{}', '{"log": {"entries": 3}}']) {
        const answer = await importFile(env, player, file);
        expect(answer.retcode, file).toBe(RETCODE.IMPORT_UNREADABLE);
      }
      expect((await importFile(env, player, har, '?format=raw')).retcode).toBe(
        RETCODE.IMPORT_UNREADABLE,
      );
      expect(await count()).toBe(before);
    });
  },
  { bundle: null, clock: () => NOW },
);

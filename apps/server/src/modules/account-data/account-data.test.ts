import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { IngestBundle, type DeletionData } from '@chronicle/contract';
import { sql, type Kysely } from 'kysely';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportCommand,
  userDeleteCommand,
  userPasswordCommand,
} from '../../cli/account-data-commands.js';
import type { Database } from '../../db/database.js';
import { loadDemoData } from '../../load-demo.js';
import {
  describeEachDb,
  envelope,
  TEST_PUBLIC_URL,
  TEST_SECRET,
  testConfig,
} from '../../test/harness.js';
import { createServiceToken } from '../ingest/service-token.service.js';
import { UPSTREAM_GROUPS } from '../upstream/parsers/registry.js';
import {
  cookieMapOf,
  demoWithoutPasswords,
  replayGroup,
  startUpstream,
  type RunningUpstream,
} from '../upstream/upstream.test-support.js';
import { inflateRawSync } from 'node:zlib';
import { AccountService, createAccount } from '../account/account.service.js';
import { periodsOf } from '../records/records.repository.js';
import { importSavedAnswers } from '../upstream/import.service.js';
import { upstreamConfig } from '../upstream/upstream.test-support.js';
import { chronicleExport } from './account-export.js';
import { hoyolabExport } from './hoyolab-export.js';
import { crc32 } from './zip-stream.js';

/** The files of a zip archive (local headers read in order), by name. */
function unzip(bytes: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  let at = 0;
  while (bytes.readUInt32LE(at) === 0x04034b50) {
    const method = bytes.readUInt16LE(at + 8);
    const crc = bytes.readUInt32LE(at + 14);
    const compressed = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extra = bytes.readUInt16LE(at + 28);
    const name = bytes.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extra;
    const data = bytes.subarray(start, start + compressed);
    const content = method === 8 ? inflateRawSync(data) : data;
    if (crc32(content) !== crc) throw new Error(`bad CRC of ${name}`);
    files.set(name, content.toString('utf8'));
    at = start + compressed;
  }
  if (bytes.readUInt32LE(bytes.length - 22) !== 0x06054b50) throw new Error('no end record');
  expect(bytes.readUInt16LE(bytes.length - 12)).toBe(files.size);
  return files;
}

/* Data ownership (issue 18 §4, §5): export every record and erase an account. */

const TRAVELER = 100000001;
const LUMINE = 100000002;

async function exportText(db: Kysely<Database>, uid: number): Promise<string> {
  const parts = await chronicleExport(db, uid);
  if (!parts) throw new Error(`no account ${uid}`);
  let text = '';
  for await (const part of parts) text += part;
  return text;
}

async function rolesOf(db: Kysely<Database>, uid: number) {
  return db.selectFrom('game_roles').selectAll().where('uid', '=', uid).execute();
}

describe('export → import on an empty server', { timeout: 120_000 }, () => {
  let a: RunningUpstream;
  let b: RunningUpstream;
  let bundle: IngestBundle;

  beforeAll(async () => {
    // One frozen clock for both: time-dependent answers (calendars, countdowns) must not differ
    // because the two requests of a pair straddled a second on a busy machine.
    const at = Date.now();
    const clock = () => at;
    a = await startUpstream({ bundle: demoWithoutPasswords(), clock });
    bundle = JSON.parse(await exportText(a.db, TRAVELER)) as IngestBundle;
    b = await startUpstream({ bundle, clock });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  it('is an ingest bundle of the account alone, without its password', () => {
    expect(Value.Check(IngestBundle, bundle)).toBe(true);
    expect(bundle.accounts).toHaveLength(1);
    expect(bundle.accounts?.[0]).toMatchObject({ uid: TRAVELER, account: 'traveler' });
    expect(bundle.accounts?.[0]).not.toHaveProperty('password');
    expect(JSON.stringify(bundle)).not.toMatch(/password_hash|\$argon2/);
    expect(new Set(bundle.roles?.map((r) => r.uid))).toEqual(new Set([TRAVELER]));
  });

  it('answers every record endpoint of every role the same on both servers', async () => {
    const from = { app: a.app, cookies: cookieMapOf(await a.cookieOf(TRAVELER)) };
    const to = { app: b.app, cookies: cookieMapOf(await b.cookieOf(TRAVELER)) };
    let compared = 0;
    for (const role of await rolesOf(a.db, TRAVELER)) {
      for (const group of UPSTREAM_GROUPS.filter((g) => g.game === role.game_id)) {
        for (const lang of ['en-us', 'ja-jp'] as const) {
          const target = {
            gameId: group.game,
            roleId: role.game_role_id,
            server: role.region,
            level: role.level,
          };
          for (const pair of await replayGroup(group, target, lang, from, to)) {
            expect(pair.actual, `${role.game_role_id} ${pair.request.endpoint.id} ${lang}`).toEqual(
              pair.expected,
            );
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('carries every period and every kept version', async () => {
    const count = async (db: Kysely<Database>, table: 'record_snapshots' | 'record_versions') => {
      const roles = (await rolesOf(db, TRAVELER)).map((r) => r.game_role_id);
      const rows = await db
        .selectFrom(table)
        .select(['kind', 'period' as never])
        .where('game_role_id', 'in', roles)
        .execute();
      return rows.length;
    };
    expect(await count(b.db, 'record_snapshots')).toBe(await count(a.db, 'record_snapshots'));
    const versions = async (db: Kysely<Database>) => {
      const roles = (await rolesOf(db, TRAVELER)).map((r) => r.game_role_id);
      return db
        .selectFrom('record_versions')
        .select(['game_role_id', 'kind', 'day', 'hash'])
        .where('game_role_id', 'in', roles)
        .orderBy('game_role_id')
        .orderBy('kind')
        .orderBy('day')
        .execute();
    };
    const kept = await versions(a.db);
    expect(kept.length).toBeGreaterThan(20);
    expect(await versions(b.db)).toEqual(kept);
    for (const path of [
      '/chronicle/api/history/trends?game_id=2&role_id=812000101&server=os_asia',
      '/chronicle/api/history/periods?game_id=2&role_id=812000101&server=os_asia&kind=spiral_abyss',
    ]) {
      const read = async (server: RunningUpstream) =>
        (
          await server.app.inject({
            url: path,
            cookies: cookieMapOf(await server.cookieOf(TRAVELER)),
          })
        ).json<unknown>();
      expect(await read(b)).toEqual(await read(a));
    }
  });

  it('lets the operator give the imported account a password from standard input', async () => {
    const login = async (password: string) =>
      (
        await b.app.inject({
          method: 'POST',
          url: '/account/api/login',
          payload: { account: 'traveler', password },
        })
      ).json<{ retcode: number }>().retcode;
    expect(await login('traveler-demo')).not.toBe(0);
    const stdin = Object.assign(Readable.from(['a-new-pass-123\n']), { isTTY: false });
    const lines: string[] = [];
    await userPasswordCommand(
      b.db,
      { account: 'traveler', stdin: stdin as unknown as NodeJS.ReadStream },
      (line) => lines.push(line),
    );
    expect(lines).toEqual(['Password of traveler set.']);
    expect(await login('a-new-pass-123')).toBe(0);
  });

  it('exports every answer in HoYoLAB shapes, every season included, which another server imports', async () => {
    const parts = await hoyolabExport(
      { app: a.app, db: a.db, accounts: new AccountService(a.db, TEST_SECRET), now: Date.now },
      TRAVELER,
      'en-us',
    );
    if (!parts) throw new Error('no export');
    const chunks: Buffer[] = [];
    for await (const chunk of parts) chunks.push(chunk);
    const files = unzip(Buffer.concat(chunks));
    const roles = await rolesOf(a.db, TRAVELER);
    const answerFiles = [...files.keys()].filter((n) => n.startsWith('answers/'));
    expect(answerFiles).toHaveLength(roles.length);
    const readme = files.get('README.txt') ?? '';
    for (const name of answerFiles) expect(readme).toContain(name);

    const main = JSON.parse(files.get('answers/ys-812000101.json') ?? '[]') as {
      endpoint: string;
      query: Record<string, unknown>;
      response: { retcode: number; data: { schedule_id?: number } };
    }[];
    expect(main.every((answer) => answer.response.retcode === 0)).toBe(true);
    const abyss = main.filter((x) => x.endpoint.endsWith('/genshin/api/spiralAbyss'));
    expect(abyss.map((x) => x.response.data.schedule_id).sort()).toEqual([84, 85, 86, 87]);
    expect(abyss.filter((x) => x.query.period !== undefined)).toHaveLength(2);
    // The session the export asked with is gone again.
    const sessions = await a.db
      .selectFrom('sessions')
      .select('uid')
      .where('uid', '=', TRAVELER)
      .execute();
    const before = sessions.length;

    const c = await startUpstream({ bundle: null });
    try {
      const player = await createAccount(c.db, { account: 'moved', password: 'moved-pass-1' });
      const env = {
        db: c.db,
        config: upstreamConfig([]),
        fetchImage: () => Promise.reject(new Error('offline')),
        now: Date.now,
      };
      let imported = 0;
      for (const name of answerFiles) {
        const summary = await importSavedAnswers(
          env,
          Number(player.uid),
          JSON.parse(files.get(name) ?? '[]'),
          'raw',
        );
        imported += summary.imported;
      }
      expect(imported).toBeGreaterThan(40);
      const periods = await periodsOf(c.db, 2, '812000101', 'spiral_abyss');
      expect(periods.map((p) => p.period)).toEqual(['87', '86', '85', '84']);
    } finally {
      await c.stop();
    }
    expect(
      (await a.db.selectFrom('sessions').select('uid').where('uid', '=', TRAVELER).execute())
        .length,
    ).toBe(before);
  });

  it('writes the same bundle through the CLI, to a file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chronicle-export-'));
    try {
      const file = join(dir, 'traveler.json');
      const lines: string[] = [];
      await exportCommand(a.db, { account: 'traveler', output: file }, (l) => lines.push(l));
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(bundle);
      expect(lines[0]).toMatch(/^Exported traveler: 4 roles, \d+ snapshots/);
      await expect(
        exportCommand(a.db, { account: 'traveler', format: 'zip', output: file }, () => {}),
      ).rejects.toThrow(/unknown format/);
      const zipped = join(dir, 'traveler.zip');
      await exportCommand(
        a.db,
        { account: 'traveler', format: 'hoyolab', output: zipped, config: testConfig() },
        (l) => lines.push(l),
      );
      expect([...unzip(readFileSync(zipped)).keys()]).toContain('README.txt');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Every table of the database with its rows, for a scan of what still names an account. */
async function everyRow(db: Kysely<Database>, kind: 'sqlite' | 'postgres') {
  const tables =
    kind === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
            db,
          )
        ).rows.map((r) => r.name)
      : (
          await sql<{
            name: string;
          }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(
            db,
          )
        ).rows.map((r) => r.name);
  const out: { table: string; text: string }[] = [];
  for (const table of tables.filter((t) => !t.startsWith('kysely_'))) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db))
      .rows;
    for (const row of rows) {
      const text = JSON.stringify(row, (_k, v: unknown) =>
        typeof v === 'bigint' ? String(v) : Buffer.isBuffer(v) ? '<bytes>' : v,
      );
      out.push({ table, text });
    }
  }
  return out;
}

describeEachDb(
  'delete my data',
  (env) => {
    let roleIds: string[] = [];

    beforeAll(async () => {
      await loadDemoData(env.db);
      roleIds = (await rolesOf(env.db, TRAVELER)).map((r) => r.game_role_id);
      // What else an account leaves behind: a linked account with its sealed cookies, telemetry,
      // a risk flag, and a mirrored image only its records use.
      const now = Date.now();
      const link = await env.db
        .insertInto('upstream_links')
        .values({
          uid: TRAVELER,
          upstream: 'a',
          upstream_uid: '777',
          cookies: 'sealed',
          langs: '["en-us"]',
          status: 'ok',
          next_sync_at: now,
          created_at: now,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await env.db
        .insertInto('upstream_link_roles')
        .values({ link_id: Number(link.id), game_id: 2, game_role_id: roleIds[0] ?? '' })
        .execute();
      const hash = 'a'.repeat(64);
      await env.db
        .insertInto('media')
        .values({
          hash,
          content_type: 'image/png',
          size: 1,
          bytes: Buffer.from([1]),
          created_at: now,
        })
        .execute();
      await env.db
        .insertInto('media_sources')
        .values({ url: 'https://img.example/x.png', hash, fetched_at: now })
        .execute();
      await env.db
        .updateTable('record_snapshots')
        .set({
          payload:
            sql`replace(payload, '"role":{', ${`"role":{"game_head_icon":"/media/${hash}.png",`})` as never,
        })
        .where('game_role_id', '=', '812000101')
        .where('kind', '=', 'index')
        .execute();
      await env.db
        .insertInto('track_events')
        .values({
          type: 'page',
          path: '/ys',
          game_id: 2,
          label: null,
          aid: String(TRAVELER),
          event_key: null,
          viewer_uid: LUMINE,
          device_id: 'd',
          client_ts: now,
          created_at: now,
        })
        .execute();
      await sql`insert into risk_flags (subject, level, reason, until) values (${`account:${TRAVELER}`}, 'captcha', 'test', 0)`.execute(
        env.db,
      );
      await env.get('/game_record/genshin/api/index?role_id=812000101&server=os_asia', {
        as: TRAVELER,
      });
    });

    const erase = (confirm: string, headers: Record<string, string> = {}, as = TRAVELER) =>
      env.post('/chronicle/api/account/delete', { as, body: { confirm }, headers });

    it('refuses without a session, from another site, and when the name typed does not match', async () => {
      expect(
        envelope(await env.post('/chronicle/api/account/delete', { body: { confirm: 'traveler' } }))
          .retcode,
      ).toBe(-100);
      expect(envelope(await erase('traveler', { origin: 'https://evil.example' })).retcode).toBe(
        -9209,
      );
      expect(envelope(await erase('Traveler!')).retcode).toBe(-9301);
      expect(await rolesOf(env.db, TRAVELER)).toHaveLength(roleIds.length);
    });

    it('erases the account: no row anywhere names its uid or its roles, the session ends', async () => {
      const before = await everyRow(env.db, env.dbKind);
      const names = (text: string) =>
        text.includes(String(TRAVELER)) || roleIds.some((id) => text.includes(id));
      expect(before.filter((r) => names(r.text)).length).toBeGreaterThan(50);

      const response = await erase('traveler', { origin: TEST_PUBLIC_URL });
      const body = envelope<DeletionData>(response);
      expect(body.retcode).toBe(0);
      expect(body.data).toMatchObject({ roles: roleIds.length, links: 1, media: 1 });
      expect(body.data.snapshots).toBeGreaterThan(50);
      expect(String(response.headers['set-cookie'])).toMatch(/ltoken_v2=;/);

      const left = (await everyRow(env.db, env.dbKind)).filter((r) => names(r.text));
      expect(left).toEqual([]);
      // Other accounts keep everything.
      expect((await rolesOf(env.db, LUMINE)).length).toBeGreaterThan(0);
      expect(
        envelope(await env.get('/community/user/wapi/getUserFullInfo?gid=2', { as: LUMINE }))
          .retcode,
      ).toBe(0);
    });

    it('lets a service-token holder erase an account through the ingest API', async () => {
      const token = await createServiceToken(env.db, 'erase-test');
      const del = (uid: number, auth = `Bearer ${token}`) =>
        env.app.inject({
          method: 'DELETE',
          url: `/ingest/v1/accounts/${uid}`,
          headers: { authorization: auth },
        });
      expect(envelope(await del(LUMINE, 'Bearer nope')).retcode).toBe(-9100);
      const done = envelope<DeletionData>(await del(LUMINE));
      expect(done.retcode).toBe(0);
      expect(done.data.roles).toBeGreaterThan(0);
      expect(await rolesOf(env.db, LUMINE)).toEqual([]);
      expect(envelope(await del(LUMINE)).retcode).toBe(-9302);
    });

    it('erases from the CLI only with --yes', async () => {
      await expect(
        userDeleteCommand(env.db, { account: 'paimon', yes: false }, () => {}),
      ).rejects.toThrow(/--yes/);
      const lines: string[] = [];
      const account = await env.db
        .selectFrom('accounts')
        .select(['account', 'uid'])
        .where('uid', '>', LUMINE)
        .orderBy('uid')
        .executeTakeFirstOrThrow();
      await userDeleteCommand(env.db, { account: account.account, yes: true }, (l) =>
        lines.push(l),
      );
      expect(lines[0]).toMatch(new RegExp(`^Deleted ${account.account} \\(uid ${account.uid}\\)`));
      await expect(
        userDeleteCommand(env.db, { account: account.account, yes: true }, () => {}),
      ).rejects.toThrow(/no account/);
    });
  },
  { bundle: null },
);

describe('zip CRC-32', () => {
  it('is the standard one', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });
});

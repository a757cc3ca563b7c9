import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COOKIES, endpointPath, endpoints, type EndpointDef } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../db/create-db.js';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { getSetting } from '../db/settings.repository.js';
import { createAccount } from '../modules/account/account.service.js';
import { rolesOf } from '../modules/binding/binding.service.js';
import { deleteLink, insertLink, linksOf } from '../modules/upstream/link.repository.js';
import { SecretBox } from '../modules/upstream/secret-box.js';
import { startUpstream, type RunningUpstream } from '../modules/upstream/upstream.test-support.js';
import { fixtureBundle, ROLE, UID } from '../test/fixtures.js';

/*
 * The upstream commands through the real CLI entry: a Chronicle server in this process is the
 * upstream (the small fixtures: alice has roles in all three games), the CLI runs in child processes
 * on a throwaway SQLite file. The child talks to the server over loopback, so it is spawned
 * asynchronously (a blocking spawn would stall the server it calls).
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-upstream-cli-'));
const databaseUrl = `sqlite:${path.join(dir, 'local.db')}`;

let upstream: RunningUpstream;
const uids = { player: 0, other: 0, importer: 0 };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI (bundled for this test run), with `input` on its standard input. */
function chronicle(args: string[], input = ''): Promise<Run> {
  // Without SECRET, so the CLI uses (and keeps) the generated one in the settings table.
  const { SECRET: _secret, ...env } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(inject('serverBuild'), 'cli.js'), ...args], {
      cwd: serverRoot,
      env: {
        ...env,
        DATABASE_URL: databaseUrl,
        UPSTREAM_HOSTS: `a=${upstream.origin},b=${upstream.origin}`,
        SYNC_REQUEST_INTERVAL_MS: '0',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill(), 90_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(input);
  });
}

async function withDb<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = createDb(databaseUrl);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

const tokenOf = (cookie: string) => /ltoken_v2=([^;]+)/.exec(cookie)?.[1] ?? '';
const roleIdsOf = (uid: number) =>
  withDb(async (db) => (await rolesOf(db, uid)).map((r) => r.game_role_id).sort());
const aliceRoles = [ROLE.aliceMain, ROLE.aliceSecond, ROLE.aliceRail, ROLE.aliceVanguard].sort();

/** An answer of the upstream to `uid`'s fresh session: the full URL and the response text. */
async function answer(uid: number, def: EndpointDef, query: Record<string, string>) {
  const cookie = await upstream.cookieOf(uid);
  const url = `${endpointPath(def)}?${new URLSearchParams(query).toString()}`;
  const response = await upstream.app.inject({
    method: 'GET',
    url,
    cookies: { [COOKIES.uid]: String(uid), [COOKIES.token]: tokenOf(cookie) },
  });
  expect(response.json<{ retcode: number }>().retcode, url).toBe(0);
  return { url: `${upstream.origin}${url}`, text: response.body, token: tokenOf(cookie) };
}

async function regionOf(uid: number, roleId: string): Promise<string> {
  const role = (await rolesOf(upstream.db, uid)).find((r) => r.game_role_id === roleId);
  if (!role) throw new Error(`no role ${roleId} on the upstream`);
  return role.region;
}

beforeAll(async () => {
  upstream = await startUpstream({ bundle: fixtureBundle() });
  await withDb(async (db) => {
    await migrateToLatest(db);
    for (const name of ['player', 'other', 'importer'] as const) {
      uids[name] = Number((await createAccount(db, { account: name, password: `${name}-pw` })).uid);
    }
  });
});

afterAll(async () => {
  await upstream.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Each run starts a fresh Node process with tsx; the steps build on each other, in order.
describe(
  'chronicle link, links, sync, unlink, import-har, import-raw',
  { timeout: 120_000 },
  () => {
    let cookie = '';
    let linkId = 0;

    it('links with the cookies from standard input, after refusing an unknown upstream or account and bad cookies', async () => {
      cookie = await upstream.cookieOf(UID.alice);
      const token = tokenOf(cookie);

      const unknown = await chronicle(
        ['link', 'player', '--upstream', 'nowhere', '--cookie-stdin'],
        cookie,
      );
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toBe(
        'chronicle: unknown upstream "nowhere" (configured: a, b; see UPSTREAM_HOSTS)\n',
      );

      const nobody = await chronicle(
        ['link', 'nobody', '--upstream', 'a', '--cookie-stdin'],
        cookie,
      );
      expect(nobody.code).toBe(1);
      expect(nobody.stderr).toBe('chronicle: unknown account "nobody"\n');

      const rejected = await chronicle(
        ['link', 'player', '--upstream', 'a', '--cookie-stdin'],
        `ltuid_v2=${UID.alice}; ltoken_v2=v2_not-a-session`,
      );
      expect(rejected.code).toBe(1);
      expect(rejected.stderr).toBe(
        'chronicle: The upstream did not accept these cookies (retcode -9201)\n',
      );

      const linked = await chronicle(
        ['link', 'Player', '--upstream', 'a', '--cookie-stdin', '--lang', 'ja-jp'],
        `${cookie}\n`,
      );
      expect(linked.code).toBe(0);
      expect(linked.stdout).toMatch(/^\d+\n$/);
      linkId = Number(linked.stdout.trim());
      expect(linked.stderr).toContain(
        `Created link ${linkId}: player ← a account ${UID.alice} (en-us, ja-jp).`,
      );
      for (const run of [unknown, nobody, rejected, linked]) {
        expect(run.stdout + run.stderr).not.toContain(token);
      }

      // Sealed under the SECRET the server would use (the one kept in the settings table).
      await withDb(async (db) => {
        const [row] = await linksOf(db, uids.player);
        expect(row).toMatchObject({ id: linkId, upstream: 'a', upstream_uid: String(UID.alice) });
        expect(row?.cookies).not.toContain(token);
        const secret = (await getSetting(db, 'secret')) ?? '';
        expect(new SecretBox(secret).open(row?.cookies ?? '')).toContain(token);
        expect(JSON.parse(row?.langs ?? '[]')).toEqual(['en-us', 'ja-jp']);
      });
    });

    it('syncs the link in the foreground and prints its summary', async () => {
      const synced = await chronicle(['sync', 'player']);
      expect(synced.stderr).toBe('');
      expect(synced.code).toBe(0);
      expect(synced.stdout).toMatch(
        new RegExp(
          `^link ${linkId} \\(player ← a ${UID.alice}\\): ok, \\d+ requests, [1-9]\\d* snapshots?, ` +
            '\\d+ images?, \\d+ skipped, 0 errors, \\d+\\.\\d s\\n$',
        ),
      );
      expect(await roleIdsOf(uids.player)).toEqual(aliceRoles);
    });

    it('refuses to link an upstream account whose roles another local account owns', async () => {
      // Through the second upstream name, so it is not "already linked" but the same roles.
      const owned = await chronicle(['link', 'other', '--upstream', 'b', '--cookie-stdin'], cookie);
      expect(owned.code).toBe(1);
      expect(owned.stderr).toMatch(
        /^chronicle: The game role \d+ of this account belongs to another Chronicle account \(retcode -9204\)\n$/,
      );
    });

    it('fails the sync with "login expired" after a logout upstream; a link a server holds is left alone', async () => {
      await upstream.app.inject({
        method: 'POST',
        url: '/account/api/logout',
        cookies: { [COOKIES.uid]: String(UID.alice), [COOKIES.token]: tokenOf(cookie) },
      });
      // A link another process's worker is syncing right now.
      const now = Date.now();
      const held = await withDb((db) =>
        insertLink(db, {
          uid: uids.other,
          upstream: 'a',
          upstream_uid: String(UID.bob),
          cookies: 'sealed elsewhere',
          langs: '[]',
          status: 'ok',
          last_error: null,
          next_sync_at: now,
          lease_owner: 'worker-elsewhere',
          lease_until: now + 600_000,
          created_at: now,
        }),
      );

      const synced = await chronicle(['sync', '--all']);
      expect(synced.code).toBe(1);
      expect(synced.stdout).toContain(`link ${linkId} (player ← a ${UID.alice}): login_expired,`);
      expect(synced.stdout).toContain(
        '  login expired: a no longer accepts these cookies; link the account again with fresh ones (retcode 10001',
      );
      expect(synced.stdout).toContain(
        `link ${held} (other ← a ${UID.bob}): being synced elsewhere (a running server holds it now); not synced here`,
      );
      expect(synced.stderr).toBe('chronicle: 2 of 2 links not synced (only status "ok" counts)\n');

      const listed = await chronicle(['links']);
      expect(listed.code).toBe(0);
      const lines = listed.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(
        /^ID +ACCOUNT +UPSTREAM +UPSTREAM UID +STATUS +LAST SYNC \(UTC\) +NEXT SYNC \(UTC\) +ROLES +LAST ERROR$/,
      );
      expect(lines[1]).toMatch(
        new RegExp(
          `^${linkId} +player +a +${UID.alice} +login_expired +\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\dZ +` +
            '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\dZ +bh3 150000001, ys 612000002, ys 812000001, hsr 800000001 +' +
            'login expired: a no longer accepts these cookies; link the account again with fresh ' +
            'ones \\(retcode 10001: "Please login"\\)$',
        ),
      );
      expect(lines[2]).toMatch(
        new RegExp(`^${held} +other +a +${UID.bob} +ok, syncing +- +running +- +-$`),
      );
      expect(lines).toHaveLength(3);
      expect(listed.stdout + listed.stderr).not.toContain(tokenOf(cookie));
      expect(listed.stdout).not.toContain('sealed elsewhere');
      await withDb((db) => deleteLink(db, held));
    });

    it('unlinks with --delete-records: the roles the link brought in go with their records', async () => {
      const removed = await chronicle(['unlink', 'player', '--delete-records']);
      expect(removed.code).toBe(0);
      expect(removed.stdout).toMatch(
        new RegExp(
          `^Removed link ${linkId} \\(a account ${UID.alice}\\): deleted 4 roles and [1-9]\\d* snapshots?\\.\\n$`,
        ),
      );
      expect(await roleIdsOf(uids.player)).toEqual([]);
      expect(await withDb((db) => linksOf(db, uids.player))).toEqual([]);
    });

    it('unlinks without --delete-records: the records stay', async () => {
      cookie = await upstream.cookieOf(UID.alice);
      const linked = await chronicle(
        ['link', 'player', '--upstream', 'a', '--cookie-stdin'],
        cookie,
      );
      expect(linked.code).toBe(0);
      expect((await chronicle(['sync', 'player'])).code).toBe(0);

      const removed = await chronicle(['unlink', 'player']);
      expect(removed.code).toBe(0);
      expect(removed.stdout).toBe(
        `Removed link ${linked.stdout.trim()} (a account ${UID.alice}): kept 4 roles and their ` +
          'records, no longer synced (bh3 150000001, ys 612000002, ys 812000001, hsr 800000001).\n',
      );
      expect(await roleIdsOf(uids.player)).toEqual(aliceRoles);
    });

    it("imports a HAR file: carol's roles are created, alice's (another account's) are skipped", async () => {
      const carolMain = await regionOf(UID.carol, ROLE.carolMain);
      const carolRail = await regionOf(UID.carol, ROLE.carolRail);
      const captured = [
        await answer(UID.carol, endpoints.card.getGameRecordCard, { uid: String(UID.carol) }),
        await answer(UID.carol, endpoints.genshin.index, {
          role_id: ROLE.carolMain,
          server: carolMain,
        }),
        await answer(UID.carol, endpoints.hkrpg.index, {
          role_id: ROLE.carolRail,
          server: carolRail,
        }),
        await answer(UID.alice, endpoints.genshin.index, {
          role_id: ROLE.aliceMain,
          server: await regionOf(UID.alice, ROLE.aliceMain),
        }),
      ];
      const started = new Date().toISOString();
      const entries = captured.map(({ url, text, token }) => ({
        startedDateTime: started,
        request: {
          method: 'GET',
          url,
          headers: [{ name: 'x-rpc-language', value: 'en-us' }],
          cookies: [{ name: COOKIES.token, value: token }],
        },
        response: { status: 200, content: { mimeType: 'application/json', text } },
      }));
      entries.push({
        startedDateTime: started,
        request: { method: 'GET', url: `${upstream.origin}/favicon.ico`, headers: [], cookies: [] },
        response: { status: 404, content: { mimeType: 'text/html', text: '' } },
      });
      const file = path.join(dir, 'session.har');
      fs.writeFileSync(file, JSON.stringify({ log: { version: '1.2', entries } }));

      const imported = await chronicle(['import-har', file, '--account', 'importer']);
      expect(imported.code).toBe(0);
      const lines = imported.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(
        /^session\.har \(har\): 2 of 5 entries imported, [1-9]\d* snapshots?,/,
      );
      // The nickname comes from the answers (carol's index is a copy of alice's).
      expect(lines[1]).toMatch(/^ {2}roles created: ys 812000003 \(\w+\), hsr 800000003 \(Cleo\)$/);
      expect(lines).toContain(
        '  skipped 1: not a game-record request (not_record_endpoint, e.g. /favicon.ico)',
      );
      expect(lines).toContain(
        '  skipped 1: a role of another Chronicle account (other_account, e.g. role 812000001)',
      );
      for (const { token } of captured)
        expect(imported.stdout + imported.stderr).not.toContain(token);
      expect(await roleIdsOf(uids.importer)).toEqual([ROLE.carolRail, ROLE.carolMain].sort());
      expect(await roleIdsOf(uids.player)).toEqual(aliceRoles);
    });

    it('imports a folder of raw answers: a file that is not JSON is reported, the good one still goes in', async () => {
      const folder = path.join(dir, 'raw');
      fs.mkdirSync(folder);
      const server = await regionOf(UID.dave, ROLE.daveMain);
      const { text } = await answer(UID.dave, endpoints.genshin.index, {
        role_id: ROLE.daveMain,
        server,
      });
      fs.writeFileSync(
        path.join(folder, 'a-good.json'),
        JSON.stringify([
          {
            endpoint: endpointPath(endpoints.genshin.index),
            query: { role_id: ROLE.daveMain, server },
            lang: 'en-us',
            response: JSON.parse(text) as unknown,
          },
        ]),
      );
      fs.writeFileSync(path.join(folder, 'b-broken.json'), 'this is not JSON');
      fs.writeFileSync(path.join(folder, 'notes.txt'), 'not a .json file: not looked at');

      const imported = await chronicle(['import-raw', folder, '--account', 'importer']);
      expect(imported.code).toBe(1);
      expect(imported.stderr).toContain(`${path.join(folder, 'b-broken.json')}: not valid JSON (`);
      expect(imported.stderr).toContain(
        'chronicle: 1 of 2 files could not be imported: b-broken.json\n',
      );
      expect(imported.stdout).toMatch(/^a-good\.json \(raw\): 1 of 1 entry imported, 1 snapshot,/);
      expect(imported.stdout).toContain(`  roles created: ys ${ROLE.daveMain} (`);
      expect(imported.stdout).toContain(
        'Imported 1 of 2 files into importer: 1 answer, 1 snapshot, 1 role created, 0 updated.',
      );
      expect(await roleIdsOf(uids.importer)).toContain(ROLE.daveMain);
    });
  },
);

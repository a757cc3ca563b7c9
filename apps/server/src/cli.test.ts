import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrations/migrate.js';
import { SqlRiskStore } from './modules/risk/risk.sql-store.js';
import serverPackage from '../package.json' with { type: 'json' };
import { ALICE_INDEX } from './test/fixtures.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the real CLI (bundled for this test run) against a throwaway SQLite file. */
function chronicle(...args: string[]) {
  return chronicleWithInput('', ...args);
}

/** The same, with `input` on standard input (a pipe). */
function chronicleWithInput(input: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [path.join(inject('serverBuild'), 'cli.js'), ...args],
    {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'cli.db')}` },
      encoding: 'utf8',
      input,
      timeout: 60_000,
    },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Each run starts a fresh Node process, so allow more time than in-process tests.
describe('chronicle CLI', { timeout: 90_000 }, () => {
  it('prints help, per command too, and the version', () => {
    const result = chronicle('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('import <file|dir>');
    expect(result.stdout).toContain('Exit codes: 0 done; 1 the command failed');

    const tokenCreate = chronicle('token', 'create', '--help');
    expect(tokenCreate.code).toBe(0);
    expect(tokenCreate.stdout).toContain('Usage: chronicle token create [options] <name>');
    expect(tokenCreate.stdout).toContain('--expires-days <n>');
    // An option of another command is not offered here.
    expect(tokenCreate.stdout).not.toContain('--cookie-stdin');
    expect(chronicle('help', 'sync').stdout).toContain('Usage: chronicle sync [options] [account]');

    const version = chronicle('--version');
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toBe(serverPackage.version);
  });

  it('exits with 2 on usage errors, with one line on standard error and nothing on standard output', () => {
    for (const [args, message] of [
      [['teleport'], "unknown command 'teleport'"],
      [['import'], "missing required argument 'file|dir'"],
      [['token', 'create', 'x', '--cookie-stdin'], "unknown option '--cookie-stdin'"],
      [['sync', 'someone', '--all'], 'sync takes an account or --all'],
      [['export', 'someone', '--format', 'pdf'], 'Allowed choices are chronicle, hoyolab'],
      // Passwords are not taken on the command line.
      [
        ['user', 'create', 'x', '--password-stdin', '--password', 'pw'],
        "unknown option '--password'",
      ],
    ] as const) {
      const result = chronicle(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout, args.join(' ')).toBe('');
      expect(result.stderr, args.join(' ')).toMatch(/^chronicle: .+\n/);
      expect(result.stderr, args.join(' ')).toContain(message);
    }
  });

  it('imports a small file, then creates a user and a token', () => {
    const file = path.join(dir, 'small.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        accounts: [{ uid: 100000301, account: 'cliuser', nickname: 'Cli' }],
        roles: [{ game_id: 2, game_role_id: '812000301', uid: 100000301, nickname: 'C', level: 9 }],
        snapshots: [{ game_id: 2, game_role_id: '812000301', kind: 'index', payload: ALICE_INDEX }],
      }),
    );
    const imported = chronicle('import', file);
    expect(imported.stderr).toContain('small.json');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Imported 3 items from 1 file(s).');

    const user = chronicleWithInput(
      'operator-pw\n',
      'user',
      'create',
      'operator',
      '--password-stdin',
      '--nickname',
      'Op',
    );
    expect(user.code).toBe(0);
    expect(user.stdout).toMatch(/Created operator with uid \d+/);

    const token = chronicle('token', 'create', 'game-server');
    expect(token.code).toBe(0);
    expect(token.stdout.trim()).toMatch(/^chr_[\w-]{40,}$/);
  });

  it('exits non-zero with the JSON path of invalid data', () => {
    const file = path.join(dir, 'invalid.json');
    fs.writeFileSync(file, JSON.stringify({ roles: [{ game_id: 3, game_role_id: '1', uid: 1 }] }));
    const result = chronicle('import', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/invalid\.json: Invalid payload: \$\.roles\[0\]\./);
  });

  it('exits with 2 on a usage error', () => {
    const result = chronicle('user', 'create', 'x');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("required option '--password-stdin' not specified");
    const short = chronicleWithInput('short\n', 'user', 'create', 'x', '--password-stdin');
    expect(short.code).toBe(1);
    expect(short.stderr).toBe('chronicle: the password must be 8 to 128 characters\n');
  });

  it('sets and removes announcements, sets feature switches and prints insights', () => {
    const notice = path.join(dir, 'notice.txt');
    fs.writeFileSync(notice, 'Servers restart at 04:00.\n\nThank you!');
    const set = chronicle(
      'announce',
      'set',
      'ys',
      'en-us',
      '--version',
      '2026.11',
      '--title',
      'Hi',
      '--content',
      `@${notice}`,
    );
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('Announcement 2026.11 set for game 2 in en-us.');
    expect(chronicle('announce', 'remove', 'hsr', 'ja-jp').code).toBe(0);
    const badLang = chronicle('announce', 'set', 'ys', 'xx-yy', '--version', '1', '--content', 'x');
    expect(badLang.code).toBe(1);
    expect(badLang.stderr).toContain('unknown language xx-yy');

    const switches = chronicle('switch', 'bh3', 'share=0', 'data_review=0');
    expect(switches.code).toBe(0);
    expect(switches.stdout).toContain('share=0');
    expect(switches.stdout).toContain('share_image=1');
    expect(chronicle('switch', '1').stdout).toContain('data_review=0');
    expect(chronicle('switch', 'ys').stdout).toContain('share=1');
    expect(chronicle('switch', 'ys', 'teleport=0').code).toBe(1);
    expect(chronicle('switch', 'zz').stderr).toContain('unknown game "zz"');

    const insights = chronicle('insights', '--days', '3');
    expect(insights.code).toBe(0);
    expect(insights.stdout).toContain('Web vitals (p75):');
    expect(chronicle('insights', '--days', 'x').code).toBe(2);
  });

  it('lists the risk flags and clears one by uid or address', async () => {
    const db = createDb(`sqlite:${path.join(dir, 'cli.db')}`);
    try {
      await migrateToLatest(db);
      const store = new SqlRiskStore(db);
      const now = Date.now();
      await store.flag('account:100000301', 'challenge', '12 other roles', now, now + 3_600_000);
      await store.flag('ip:2001:db8::7', 'forced', '40 other roles', now + 1, now + 3_600_000);
      // Expired flags are not listed.
      await store.flag('ip:10.0.0.9', 'challenge', 'old', now - 7_200_000, now - 3_600_000);
    } finally {
      await db.destroy();
    }
    const listed = chronicle('risk', 'list');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^ip:2001:db8::7 {2}forced since .+Z until .+Z {2}\(40 other roles\)$/,
    );
    expect(lines[1]).toContain('account:100000301  challenge');

    expect(chronicle('risk', 'clear', '100000301').stdout).toContain('Cleared account:100000301.');
    expect(chronicle('risk', 'clear', '2001:db8::7').stdout).toContain('Cleared ip:2001:db8::7.');
    expect(chronicle('risk', 'list').stdout).toContain('No risk flags hold.');
    expect(chronicle('risk', 'clear', '10.9.9.9').stdout).toContain(
      'Nothing recorded for ip:10.9.9.9.',
    );
    const bad = chronicle('risk', 'clear', 'somebody');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('"somebody" is neither a uid nor an IP address');
    expect(chronicle('risk', 'purge').code).toBe(2);
  });
});

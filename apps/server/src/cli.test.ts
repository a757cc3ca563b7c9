import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ALICE_INDEX } from './test/fixtures.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the real CLI entry (through tsx) against a throwaway SQLite file. */
function chronicle(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'cli.db')}` },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Each run starts a fresh Node process with tsx, so allow more time than in-process tests.
describe('chronicle CLI', { timeout: 90_000 }, () => {
  it('prints help', () => {
    const result = chronicle('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('chronicle import <file|dir>');
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

    const user = chronicle(
      'user',
      'create',
      'operator',
      '--password',
      'operator-pw',
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
    expect(result.stderr).toContain('user create needs --password');
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
});

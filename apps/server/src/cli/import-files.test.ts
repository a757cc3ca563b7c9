import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { ALICE_INDEX } from '../test/fixtures.js';
import { describeEachDb } from '../test/harness.js';
import { getAccount } from '../modules/account/account.service.js';
import { listPeriods } from '../modules/records/records.service.js';
import { importFiles } from './import-files.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-import-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, value: unknown): string {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

/** A non-TTY sink, like a CI log. */
function sink(): NodeJS.WriteStream & { text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      text += chunk.toString();
      done();
    },
  }) as unknown as NodeJS.WriteStream & { text: () => string };
  stream.text = () => text;
  return stream;
}

describeEachDb(
  'chronicle import',
  (env) => {
    it('imports a small file in one transaction and reports progress', async () => {
      const file = write('ok/one.json', {
        accounts: [
          { uid: 100000201, account: 'imported', nickname: 'Imported', password: 'imported-pw' },
        ],
        roles: [
          { game_id: 2, game_role_id: '812000201', uid: 100000201, nickname: 'I', level: 20 },
        ],
        snapshots: [{ game_id: 2, game_role_id: '812000201', kind: 'index', payload: ALICE_INDEX }],
      });
      const out = sink();
      expect(await importFiles(env.db, file, out)).toEqual({ files: 1, items: 3 });
      expect(out.text()).toContain('one.json: 3 items imported');
      expect((await getAccount(env.db, 100000201))?.account).toBe('imported');
      expect(await listPeriods(env.db, 2, '812000201', 'index')).toEqual(['']);
    });

    it('imports every .json file of a folder in name order', async () => {
      write('folder/b.json', {
        switches: [{ uid: 100000202, game_id: 2, switch_id: 1, is_public: false }],
      });
      write('folder/a.json', {
        accounts: [{ uid: 100000202, account: 'foldered', nickname: 'F' }],
      });
      write('folder/readme.txt', 'ignored');
      expect(await importFiles(env.db, path.join(dir, 'folder'), sink())).toEqual({
        files: 2,
        items: 2,
      });
    });

    it('fails with the file and JSON path of invalid data and writes nothing from that file', async () => {
      const file = write('bad/bad.json', {
        accounts: [{ uid: 100000203, account: 'never', nickname: 'Never' }],
        snapshots: [
          {
            game_id: 2,
            game_role_id: '812000201',
            kind: 'index',
            payload: { ...ALICE_INDEX, homes: 'none' },
          },
        ],
      });
      await expect(importFiles(env.db, file, sink())).rejects.toThrow(
        /bad\.json: Invalid payload: \$\.snapshots\[0\]\.payload\.homes/,
      );
      expect(await getAccount(env.db, 100000203)).toBeUndefined();
    });

    it('reports broken JSON and missing paths clearly', async () => {
      const broken = write('broken.json', '{"accounts": [');
      await expect(importFiles(env.db, broken, sink())).rejects.toThrow(
        /broken\.json: not valid JSON/,
      );
      await expect(importFiles(env.db, path.join(dir, 'missing.json'), sink())).rejects.toThrow(
        /no such file/,
      );
    });
  },
  { bundle: null },
);

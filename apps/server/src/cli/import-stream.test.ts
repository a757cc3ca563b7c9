import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ALICE_INDEX } from '../test/fixtures.js';
import { describeEachDb } from '../test/harness.js';
import { getAccount } from '../modules/account/account.service.js';
import { listPeriods } from '../modules/records/records.service.js';
import { importFiles } from './import-files.js';
import { arrayItems, scanObject } from './json-scan.js';

/*
 * `chronicle import` reads a file in pieces (import-stream.ts, json-scan.ts): these pin what a
 * whole-file `JSON.parse` gave for free — sections applied in bundle order whatever their order in
 * the file, one transaction per file across chunks, and errors naming the item's index in the file.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-import-stream-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

const quiet = () =>
  new Writable({ write: (_chunk, _enc, done) => done() }) as unknown as NodeJS.WriteStream;

describe('json-scan', () => {
  it('finds the top-level values and hands out array items across read chunks', async () => {
    // Strings with brackets, commas, quotes and escapes, and items far larger than a read chunk.
    const big = 'x'.repeat(1_500_000);
    const items = [{ a: '[,]{"', b: '\\"' }, 7, 'é"]', [], { big }, null, { big, n: [1, [2]] }];
    const file = write(
      'scan.json',
      ` { "k\\"1" : ${JSON.stringify(items)} ,"n":-1.5e3,"s":"}",` + `"o":{"x":[1]}, "e": [ ] }\n`,
    );
    const sections = await scanObject(file);
    expect([...sections.keys()]).toEqual(['k"1', 'n', 's', 'o', 'e']);
    expect(sections.get('k"1')).toMatchObject({ array: true, items: items.length });
    expect(sections.get('e')).toMatchObject({ array: true, items: 0 });
    expect(sections.get('n')?.array).toBe(false);
    const read = [];
    for await (const item of arrayItems(file, sections.get('k"1')!)) {
      read.push(JSON.parse(item.text) as unknown);
    }
    expect(read).toEqual(items);
  });

  it('rejects a file that is not one well-nested object', async () => {
    for (const text of ['{"a": [1, 2}', '{"a": 1', '{"a": 1} x', '{"a" 1}', '{"a": "x}']) {
      await expect(scanObject(write('bad-scan.json', text)), text).rejects.toThrow(/at byte/);
    }
  });
});

describeEachDb(
  'chronicle import of a streamed file',
  (env) => {
    it('applies sections in bundle order whatever their order in the file', async () => {
      const file = write(
        'reversed.json',
        JSON.stringify({
          snapshots: [
            { game_id: 2, game_role_id: '812000301', kind: 'index', payload: ALICE_INDEX },
          ],
          roles: [
            { game_id: 2, game_role_id: '812000301', uid: 100000301, nickname: 'R', level: 9 },
          ],
          accounts: [{ uid: 100000301, account: 'reversed', nickname: 'Reversed' }],
        }),
      );
      expect(await importFiles(env.db, file, quiet())).toEqual({ files: 1, items: 3 });
      expect(await listPeriods(env.db, 2, '812000301', 'index')).toEqual(['']);
    });

    it('names the index in the file of a bad item past the first chunk and keeps nothing', async () => {
      const switches = Array.from({ length: 1200 }, (_, i) => ({
        uid: i === 1100 ? 100000399 : 100000302,
        game_id: 2,
        switch_id: 1,
        is_public: i % 2 === 0,
      }));
      const file = write(
        'late.json',
        JSON.stringify({
          accounts: [{ uid: 100000302, account: 'late', nickname: 'Late' }],
          switches,
        }),
      );
      await expect(importFiles(env.db, file, quiet())).rejects.toThrow(
        /late\.json: Invalid payload: \$\.switches\[1100\]\.uid: no account with uid 100000399/,
      );
      expect(await getAccount(env.db, 100000302)).toBeUndefined();

      const schema = switches.map((s, i) => (i === 700 ? { ...s, game_id: 'two' } : s));
      const bad = write(
        'late-schema.json',
        JSON.stringify({
          accounts: [{ uid: 100000302, account: 'late', nickname: 'Late' }],
          switches: schema.map((s) => ({ ...s, uid: 100000302 })),
        }),
      );
      await expect(importFiles(env.db, bad, quiet())).rejects.toThrow(
        /\$\.switches\[700\]\.game_id/,
      );
    });

    it('reports JSON broken inside an item, a top level that is no object and a section that is no list', async () => {
      const broken = write(
        'broken-item.json',
        '{"accounts": [{"uid": 100000303, "account": "broken", "nickname": "B"}, {"uid": 2,}]}',
      );
      await expect(importFiles(env.db, broken, quiet())).rejects.toThrow(
        /broken-item\.json: not valid JSON \(.*\$\.accounts\[1\]\)/,
      );
      expect(await getAccount(env.db, 100000303)).toBeUndefined();
      await expect(importFiles(env.db, write('list.json', '[]'), quiet())).rejects.toThrow(
        /list\.json: Invalid payload: \$ must be object/,
      );
      await expect(
        importFiles(env.db, write('object.json', '{"roles": {}}'), quiet()),
      ).rejects.toThrow(/object\.json: Invalid payload: \$\.roles must be array/);
    });
  },
  { bundle: null },
);

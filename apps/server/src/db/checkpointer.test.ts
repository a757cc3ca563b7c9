import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it, vi } from 'vitest';
import { createDb } from './create-db.js';

/*
 * A SQLite file's checkpoints run on their own thread (checkpointer.ts): written pages reach the
 * database file while the WAL is far below the writer's own checkpoint threshold, and the thread
 * ends with the database.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-checkpointer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('copies the WAL into the database file on its own thread and stops with the database', async () => {
  const file = path.join(dir, 'db.sqlite');
  const db = createDb(`sqlite:${file}`);
  await sql`create table t (id integer primary key, body text not null)`.execute(db);
  const before = fs.statSync(file).size;
  const body = 'x'.repeat(4000);
  for (let i = 0; i < 20; i += 1) {
    await db.transaction().execute(async (trx) => {
      for (let j = 0; j < 25; j += 1) await sql`insert into t (body) values (${body})`.execute(trx);
    });
  }
  // About 2 MB written: far below the writer's 512 MB threshold, so only the thread copies it.
  await vi.waitFor(() => expect(fs.statSync(file).size).toBeGreaterThan(before + 1_000_000), {
    timeout: 20_000,
    interval: 50,
  });
  await db.destroy();
  const again = createDb(`sqlite:${file}`);
  const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(again);
  expect(rows[0]?.n).toBe(500);
  await again.destroy();
});

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import { createDb } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { testConfig } from '../test/test-setup.js';
import { createAccount } from '../modules/account/account.service.js';
import { UPSTREAM_GROUPS } from '../modules/upstream/parsers/registry.js';
import { SyncWorker } from '../modules/upstream/sync.worker.js';
import { fetchTransport } from '../modules/upstream/fetch-transport.js';
import { readEnvelope } from '../modules/upstream/upstream-client.js';
import {
  countingTransport,
  demoWithoutPasswords,
  startUpstream,
  upstreamConfig,
  walkAccount,
} from '../modules/upstream/upstream.test-support.js';
import type { Lang } from '@chronicle/contract';

/*
 * Issue 17's sync benchmark: a full sync of the demo traveler from server A to an empty server B
 * (SQLite file), with no politeness spacing so the numbers are Chronicle's own work. The baseline,
 * measured in the same run, makes the very same requests to A and only reads the answers: the ratio
 * is what parsing, mirroring and storing cost on top of fetching.
 */

const TRAVELER = 100000001;

export interface SyncBenchResult {
  langs: readonly Lang[];
  requests: number;
  syncMs: number;
  baselineMs: number;
  /** syncMs / baselineMs. */
  ratio: number;
  snapshots: number;
  snapshotBytes: number;
  catalogEntries: number;
  catalogBytes: number;
  images: number;
  imageBytes: number;
  /** Growth of B's database file (SQLite, after a checkpoint). */
  databaseBytes: number;
  /** With the default spacing of 1 s (plus jitter) between requests, at least this long. */
  politeMinimumMs: number;
  /** Issue 18: rows of records (snapshots and versions) after the first sync and after the resyncs. */
  recordRows: { afterFirst: number; afterResyncs: number; resyncs: number };
}

export async function benchUpstreamSync(
  options: { langs?: readonly Lang[]; resyncs?: number } = {},
): Promise<SyncBenchResult> {
  const resyncs = options.resyncs ?? 100;
  const langs = options.langs ?? ['en-us', 'ja-jp'];
  const a = await startUpstream({ bundle: demoWithoutPasswords() });
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-bench-'));
  const file = join(dir, 'b.db');
  const db = createDb(`sqlite:${file}`);
  await migrateToLatest(db);
  const emptyBytes = statSync(file).size;
  const counter = countingTransport(fetchTransport(a.origin));
  const b = await buildApp(
    testConfig({
      databaseUrl: `sqlite:${file}`,
      upstream: upstreamConfig([{ name: 'a', origin: a.origin }]),
    }),
    { db, logger: false, upstream: { transportFor: () => counter } },
  );
  await b.ready();
  try {
    const player = await createAccount(db, { account: 'bench', password: 'bench-pass' });
    const cookie = await a.cookieOf(TRAVELER);
    const link = await b.upstream.links.link(Number(player.uid), {
      upstream: 'a',
      cookie,
      langs: [...langs],
    });
    const worker = new SyncWorker(b.upstream.env, { workers: 1 });
    const before = counter.count;
    const started = performance.now();
    await worker.runNow(link.id);
    await worker.idle();
    const syncMs = performance.now() - started;
    const requests = counter.count - before;

    // Baseline: the same requests (every group of every role, each language), answers only read.
    const transport = fetchTransport(a.origin);
    const baseStarted = performance.now();
    await walkAccount(a, TRAVELER, UPSTREAM_GROUPS, langs, async (wire) => {
      const answer = await transport.send(wire);
      return readEnvelope(answer.body) ?? { retcode: -1, message: '', data: null };
    });
    const baselineMs = performance.now() - baseStarted;

    // Issue 18: syncs of an unchanged account store nothing new (storage grows with changes only).
    const recordRows = async () => {
      const row = await sql<{ n: number }>`
        select (select count(*) from record_snapshots) + (select count(*) from record_versions) as n`.execute(
        db,
      );
      return Number(row.rows[0]?.n ?? 0);
    };
    const afterFirst = await recordRows();
    for (let i = 0; i < resyncs; i++) {
      await worker.runNow(link.id);
      await worker.idle();
    }
    const afterResyncs = await recordRows();

    const size = async (table: 'record_snapshots' | 'catalog_texts' | 'media', column: string) => {
      const row = await sql<{ n: number; bytes: number | null }>`
        select count(*) as n, sum(length(${sql.ref(column)})) as bytes from ${sql.table(table)}`.execute(
        db,
      );
      return { n: Number(row.rows[0]?.n ?? 0), bytes: Number(row.rows[0]?.bytes ?? 0) };
    };
    const snapshots = await size('record_snapshots', 'payload');
    const catalog = await size('catalog_texts', 'texts');
    const media = await size('media', 'bytes');
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
    return {
      langs,
      requests,
      syncMs,
      baselineMs,
      ratio: syncMs / baselineMs,
      snapshots: snapshots.n,
      snapshotBytes: snapshots.bytes,
      catalogEntries: catalog.n,
      catalogBytes: catalog.bytes,
      images: media.n,
      imageBytes: media.bytes,
      databaseBytes: statSync(file).size - emptyBytes,
      politeMinimumMs: Math.max(0, requests - 1) * 1000,
      recordRows: { afterFirst, afterResyncs, resyncs },
    };
  } finally {
    await b.close();
    await db.destroy();
    await a.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createDb } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { chronicleExport } from '../modules/account-data/account-export.js';
import { applyBundle } from '../modules/ingest/ingest.service.js';
import { demoWithoutPasswords } from '../modules/upstream/upstream.test-support.js';

/*
 * Issue 18's export benchmark: "Download my data" of the demo traveler (every period and kept
 * version, with the catalog) streamed to a file, each side in a process of its own for its peak
 * memory. The baseline, in the same run, streams the very same rows (snapshots and versions) out of
 * the database without building the bundle: the ratio is what the export adds to reading.
 */

const TRAVELER = 100000001;
const self = fileURLToPath(import.meta.url);

export interface ExportBenchResult {
  bytes: number;
  snapshots: number;
  exportMs: number;
  exportPeakRssMb: number;
  baselineMs: number;
  baselinePeakRssMb: number;
  ratio: number;
}

interface ChildResult {
  ms: number;
  maxRssMb: number;
  snapshots?: number;
}

async function child(
  mode: 'export' | 'read',
  dbPath: string,
  outPath: string,
): Promise<ChildResult> {
  const db = createDb(`sqlite:${dbPath}`);
  const started = performance.now();
  if (mode === 'read') {
    // The same rows the export reads: the traveler's snapshots and versions, and the catalog.
    const roles = (
      await db.selectFrom('game_roles').select('game_role_id').where('uid', '=', TRAVELER).execute()
    ).map((r) => r.game_role_id);
    let rows = 0;
    for (const table of ['record_snapshots', 'record_versions'] as const) {
      rows += (
        await db.selectFrom(table).select(['payload']).where('game_role_id', 'in', roles).execute()
      ).length;
    }
    await db.selectFrom('catalog_items').selectAll().execute();
    await db.selectFrom('catalog_texts').selectAll().execute();
    const ms = performance.now() - started;
    await db.destroy();
    return { ms, maxRssMb: process.resourceUsage().maxRSS / 1024, snapshots: rows };
  }
  const counts = { roles: 0, snapshots: 0, catalog: 0 };
  const parts = await chronicleExport(db, TRAVELER, counts);
  if (!parts) throw new Error('no traveler');
  await pipeline(Readable.from(parts), createWriteStream(outPath));
  const ms = performance.now() - started;
  await db.destroy();
  return { ms, maxRssMb: process.resourceUsage().maxRSS / 1024, snapshots: counts.snapshots };
}

function runChild(mode: 'export' | 'read', dbPath: string, outPath: string): ChildResult {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', self, '--child', mode, dbPath, outPath],
    {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as ChildResult;
}

export async function benchExport(): Promise<ExportBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-export-bench-'));
  try {
    const dbPath = join(dir, 'a.db');
    const db = createDb(`sqlite:${dbPath}`);
    await migrateToLatest(db);
    await applyBundle(db, demoWithoutPasswords());
    await db.destroy();
    const outPath = join(dir, 'traveler.json');
    const baseline = runChild('read', dbPath, outPath);
    const exported = runChild('export', dbPath, outPath);
    return {
      bytes: statSync(outPath).size,
      snapshots: exported.snapshots ?? 0,
      exportMs: exported.ms,
      exportPeakRssMb: exported.maxRssMb,
      baselineMs: baseline.ms,
      baselinePeakRssMb: baseline.maxRssMb,
      ratio: exported.ms / baseline.ms,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  const [, , , mode, dbPath = '', outPath = ''] = process.argv;
  const result = await child(mode === 'read' ? 'read' : 'export', dbPath, outPath);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

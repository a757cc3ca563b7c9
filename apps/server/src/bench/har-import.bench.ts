import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANG_CODES } from '@chronicle/contract';
import { createDb } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { createAccount } from '../modules/account/account.service.js';
import { importSavedAnswers } from '../modules/upstream/import.service.js';
import { UPSTREAM_GROUPS } from '../modules/upstream/parsers/registry.js';
import {
  demoWithoutPasswords,
  recordHar,
  startUpstream,
  upstreamConfig,
} from '../modules/upstream/upstream.test-support.js';

/*
 * Issue 17's import benchmark: a HAR file of at least `megabytes` MB (the demo traveler's whole
 * chronicle in as many languages as it takes) imported into an empty database. Each side runs in a
 * process of its own, so its peak memory (max RSS) is its own: the import, and the baseline that
 * only reads and parses the same file.
 */

const TRAVELER = 100000001;
const self = fileURLToPath(import.meta.url);

export interface HarBenchResult {
  fileBytes: number;
  entries: number;
  importMs: number;
  importPeakRssMb: number;
  baselineMs: number;
  baselinePeakRssMb: number;
  /** importMs / baselineMs. */
  ratio: number;
  imported: number;
  snapshots: number;
}

interface ChildResult {
  ms: number;
  maxRssMb: number;
  imported?: number;
  snapshots?: number;
  entries?: number;
}

/** Writes a HAR of the traveler's chronicle of at least `bytes`, one language after another. */
async function buildHar(path: string, bytes: number): Promise<void> {
  const a = await startUpstream({ bundle: demoWithoutPasswords() });
  try {
    const entries: unknown[] = [];
    let size = 0;
    for (const lang of LANG_CODES) {
      const har = await recordHar(a, UPSTREAM_GROUPS, TRAVELER, [lang]);
      entries.push(...har.log.entries);
      size += JSON.stringify(har.log.entries).length;
      if (size >= bytes) break;
    }
    writeFileSync(
      path,
      JSON.stringify({ log: { version: '1.2', creator: { name: 'bench' }, entries } }),
    );
  } finally {
    await a.stop();
  }
}

/** One measured side, in this process (run as a child). */
async function child(
  mode: 'import' | 'parse',
  harPath: string,
  dbPath: string,
): Promise<ChildResult> {
  const started = performance.now();
  const doc: unknown = JSON.parse(readFileSync(harPath, 'utf8'));
  if (mode === 'parse') {
    const entries = (doc as { log: { entries: unknown[] } }).log.entries.length;
    return {
      ms: performance.now() - started,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
      entries,
    };
  }
  const db = createDb(`sqlite:${dbPath}`);
  await migrateToLatest(db);
  const account = await createAccount(db, { account: 'bench', password: 'bench-pass' });
  const begin = performance.now();
  const summary = await importSavedAnswers(
    {
      db,
      config: upstreamConfig([]),
      fetchImage: () => Promise.reject(new Error('offline')),
      now: Date.now,
    },
    Number(account.uid),
    doc,
  );
  const ms = performance.now() - begin + (begin - started);
  await db.destroy();
  return {
    ms,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    imported: summary.imported,
    snapshots: summary.snapshots,
  };
}

function runChild(mode: 'import' | 'parse', harPath: string, dbPath: string): ChildResult {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', self, '--child', mode, harPath, dbPath],
    {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as ChildResult;
}

export async function benchHarImport(
  options: { megabytes?: number } = {},
): Promise<HarBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-har-bench-'));
  try {
    const harPath = join(dir, 'chronicle.har');
    await buildHar(harPath, (options.megabytes ?? 10) * 1024 * 1024);
    const baseline = runChild('parse', harPath, join(dir, 'unused.db'));
    const imported = runChild('import', harPath, join(dir, 'b.db'));
    return {
      fileBytes: statSync(harPath).size,
      entries: baseline.entries ?? 0,
      importMs: imported.ms,
      importPeakRssMb: imported.maxRssMb,
      baselineMs: baseline.ms,
      baselinePeakRssMb: baseline.maxRssMb,
      ratio: imported.ms / baseline.ms,
      imported: imported.imported ?? 0,
      snapshots: imported.snapshots ?? 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  const [, , , mode, harPath = '', dbPath = ''] = process.argv;
  const result = await child(mode === 'parse' ? 'parse' : 'import', harPath, dbPath);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import { createDb } from '../db/create-db.js';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { openPostgresSchema, testConfig } from '../test/test-setup.js';
import { baselineImport } from './data/baseline.js';
import { generateData, seedDemo, type GenerateResult } from './data/generate.js';
import { PAGES, percentile, sample, samplerFor, type Page, type Sampler } from './data/latency.js';

/*
 * Issue 20 goal 5: the pages a visitor reads must cost the same with a thousand roles and with a
 * million. Two databases are filled through the import path with generated players, a small one
 * (the baseline) and a large one (`DATA_ROLES`, 100,000 by default; 1,000,000 is the goal's size),
 * both served at once by in-process apps; each page is then sampled in alternating rounds on the
 * two, so load from elsewhere on the machine falls on both alike. The numbers that travel are the
 * ratios large / small of each page's p99 and median. The import's own rate is set against bare
 * prepared statements writing the same rows, in the same run (SQLite only).
 * `BENCH_DATABASE_URL=postgres://…` runs the pages on PostgreSQL (a schema per size, dropped after).
 */

export interface DataScaleOptions {
  sizes: [number, number];
  databaseUrl?: string | undefined;
  /** Requests per page and size (after a warm-up). */
  requests?: number;
  rounds?: number;
  seed?: number;
  /** Roles of the import comparison (0: skipped). */
  importRoles?: number;
}

export interface Latency {
  p50: number;
  p99: number;
}

export interface PageResult {
  page: Page;
  small: Latency;
  large: Latency;
}

export interface DataScaleResult {
  where: 'SQLite' | 'PostgreSQL';
  sizes: [number, number];
  imports: GenerateResult[];
  /** SQLite file sizes in bytes (undefined on PostgreSQL). */
  bytes: (number | undefined)[];
  pages: PageResult[];
  importBaseline?: { roles: number; importMs: number; baselineMs: number };
}

interface Opened {
  db: Kysely<Database>;
  file?: string;
  drop: () => Promise<void>;
}

async function openDatabase(databaseUrl: string | undefined): Promise<Opened> {
  if (!databaseUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'chronicle-data-bench-'));
    const file = join(dir, 'chronicle.db');
    const db = createDb(`sqlite:${file}`);
    await migrateToLatest(db);
    return {
      db,
      file,
      drop: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  return openPostgresSchema(databaseUrl, 'bench_data_');
}

interface Served {
  opened: Opened;
  app: FastifyInstance;
  sampler: Sampler;
  imported: GenerateResult;
}

async function serve(roles: number, seed: number, databaseUrl?: string): Promise<Served> {
  const opened = await openDatabase(databaseUrl);
  await seedDemo(opened.db);
  const imported = await generateData(opened.db, { roles, seed });
  const app = await buildApp(testConfig(), { db: opened.db, logger: false });
  await app.ready();
  return { opened, app, sampler: await samplerFor(opened.db, seed, roles), imported };
}

async function compareImport(roles: number, seed: number) {
  const real = await openDatabase(undefined);
  const bare = await openDatabase(undefined);
  try {
    const imported = await generateData(real.db, { roles, seed });
    const file = bare.file ?? '';
    const baseline = baselineImport(file, { roles, seed, bundleRoles: 250 });
    return { roles, importMs: imported.importMs, baselineMs: baseline.ms };
  } finally {
    await real.drop();
    await bare.drop();
  }
}

export async function benchDataScale(options: DataScaleOptions): Promise<DataScaleResult> {
  const seed = options.seed ?? 1;
  const requests = options.requests ?? 1000;
  const rounds = Math.max(1, options.rounds ?? 5);
  const served: Served[] = [];
  try {
    for (const size of options.sizes) served.push(await serve(size, seed, options.databaseUrl));
    const times = served.map(() => new Map<Page, number[]>(PAGES.map((p) => [p, []])));
    for (const s of served) for (const page of PAGES) await sample(s.app, s.sampler, page, 50);
    for (let round = 0; round < rounds; round += 1) {
      for (const page of PAGES) {
        // Small then large, then the other way round: neither always runs second.
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const i of order) {
          const s = served[i];
          if (!s) continue;
          times[i]?.get(page)?.push(...(await sample(s.app, s.sampler, page, requests / rounds)));
        }
      }
    }
    const latency = (i: number, page: Page): Latency => {
      const list = times[i]?.get(page) ?? [];
      return { p50: percentile(list, 0.5), p99: percentile(list, 0.99) };
    };
    const bytes = served.map((s) => (s.opened.file ? statSync(s.opened.file).size : undefined));
    const result: DataScaleResult = {
      where: options.databaseUrl ? 'PostgreSQL' : 'SQLite',
      sizes: options.sizes,
      imports: served.map((s) => s.imported),
      bytes,
      pages: PAGES.map((page) => ({ page, small: latency(0, page), large: latency(1, page) })),
    };
    for (const s of served.splice(0)) {
      await s.app.close();
      await s.opened.drop();
    }
    if (!options.databaseUrl && (options.importRoles ?? 0) > 0) {
      result.importBaseline = await compareImport(options.importRoles ?? 0, seed);
    }
    return result;
  } finally {
    for (const s of served) {
      await s.app.close();
      await s.opened.drop();
    }
  }
}

const ms = (value: number) => value.toFixed(2).padStart(8);

/** The report `npm run bench` prints. */
export function printDataScale(r: DataScaleResult): void {
  const [small, large] = r.sizes;
  console.log(`\nPages at ${small} and ${large} roles (${r.where}, one request at a time):`);
  r.imports.forEach((imp, i) => {
    const size = r.bytes[i] === undefined ? '' : `, ${((r.bytes[i] ?? 0) / 1e9).toFixed(2)} GB`;
    console.log(
      `  imported ${String(imp.roles).padStart(8)} roles   ${imp.importRolesPerSecond.toFixed(0)} roles/s` +
        ` (${imp.snapshots} snapshots, peak RSS ${imp.peakRssMb.toFixed(0)} MB${size})`,
    );
  });
  console.log(
    `  ${'page'.padEnd(16)}${'p50 small'.padStart(10)}${'p50 large'.padStart(10)}${'ratio'.padStart(8)}` +
      `${'p99 small'.padStart(10)}${'p99 large'.padStart(10)}${'ratio'.padStart(8)}`,
  );
  for (const p of r.pages) {
    console.log(
      `  ${p.page.padEnd(16)}${ms(p.small.p50)}ms${ms(p.large.p50)}ms${(p.large.p50 / p.small.p50).toFixed(2).padStart(7)}×` +
        `${ms(p.small.p99)}ms${ms(p.large.p99)}ms${(p.large.p99 / p.small.p99).toFixed(2).padStart(7)}×`,
    );
  }
  const b = r.importBaseline;
  if (b) {
    console.log(
      `  import of ${b.roles} roles: ${(b.roles / (b.importMs / 1000)).toFixed(0)} roles/s, ` +
        `bare prepared statements ${(b.roles / (b.baselineMs / 1000)).toFixed(0)} roles/s ` +
        `(ratio ${(b.importMs / b.baselineMs).toFixed(2)}×)`,
    );
  }
}

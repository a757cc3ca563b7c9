import { benchApi } from './api.bench.js';
import { benchDataScale, printDataScale } from './data-scale.bench.js';
import { benchEndpoints, printEndpoints } from './endpoints.bench.js';
import { benchExport } from './export.bench.js';
import { benchHarImport } from './har-import.bench.js';
import { benchIngestStall, type Probe } from './ingest-stall.bench.js';
import { benchShareCard } from './share-card.bench.js';
import { benchUpstreamSync } from './upstream-sync.bench.js';

/*
 * `npm run bench`: the benchmarks of the server, printed as numbers and ratios against a baseline
 * measured in the same run (never a pass/fail on time). `BENCH=api`, `BENCH=sync`, `BENCH=har` or
 * `BENCH=export` runs one; `API_SECONDS` sets each load's length (5 by default) and
 * `BENCH_DATABASE_URL` runs the API benchmark on PostgreSQL, `API_ONLY=index` loads only the
 * endpoints whose name contains it, `API_LOGGED=0` skips the `LOG_LEVEL=info` server;
 * `HAR_MB` sets the size of the imported HAR (10 by default), `RESYNCS` the syncs of the unchanged
 * account after the first (100 by default). `BENCH=data` compares the pages at 1,000 roles and at
 * `DATA_ROLES` (100,000 by default; the goal's size is 1,000,000), on PostgreSQL too with
 * `BENCH_DATABASE_URL`; `DATA_REQUESTS` sets the requests per page and size (1,000 by default).
 * `BENCH=ingest` sends a bundle of `INGEST_MB` (60 by default) to a running server and measures how
 * `/healthz` and an overview answer meanwhile. `BENCH=endpoints` times every read endpoint in one
 * process against `/healthz` (`ENDPOINT_REQUESTS` each, 200 by default).
 */

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const which = process.env.BENCH ?? 'all';

if (which === 'all' || which === 'sync') {
  const r = await benchUpstreamSync({ resyncs: Number(process.env.RESYNCS ?? 100) });
  console.log(`\nSync of the demo traveler, A → empty B (languages ${r.langs.join(', ')}):`);
  console.log(`  requests made           ${r.requests}`);
  console.log(
    `  wall time               ${s(r.syncMs)} (fetch-only baseline ${s(r.baselineMs)}, ratio ${r.ratio.toFixed(2)}×)`,
  );
  console.log(`  with the 1 s spacing    at least ${s(r.politeMinimumMs)}`);
  console.log(`  snapshots stored        ${r.snapshots} (${mb(r.snapshotBytes)} of payload)`);
  console.log(`  catalog texts           ${r.catalogEntries} (${mb(r.catalogBytes)})`);
  console.log(`  images mirrored         ${r.images} (${mb(r.imageBytes)})`);
  console.log(`  database growth         ${mb(r.databaseBytes)}`);
  const rows = r.recordRows;
  console.log(
    `  record rows             ${rows.afterFirst} after one sync, ${rows.afterResyncs} after ${rows.resyncs} more of the unchanged account`,
  );
}

if (which === 'all' || which === 'har') {
  const r = await benchHarImport({ megabytes: Number(process.env.HAR_MB ?? 10) });
  console.log(
    `\nImport of a ${mb(r.fileBytes)} HAR (${r.entries} entries) into an empty database:`,
  );
  console.log(`  answers imported        ${r.imported} (${r.snapshots} snapshots written)`);
  console.log(
    `  time                    ${s(r.importMs)} (read + JSON.parse baseline ${s(r.baselineMs)}, ratio ${r.ratio.toFixed(2)}×)`,
  );
  console.log(
    `  peak memory (max RSS)   ${r.importPeakRssMb.toFixed(0)} MB (baseline ${r.baselinePeakRssMb.toFixed(0)} MB)`,
  );
}

if (which === 'all' || which === 'endpoints') {
  printEndpoints(await benchEndpoints({ requests: Number(process.env.ENDPOINT_REQUESTS ?? 200) }));
}

if (which === 'all' || which === 'export') {
  const r = await benchExport();
  console.log(`\nExport of the demo traveler ("Download my data", every period and version):`);
  console.log(`  file                    ${mb(r.bytes)} (${r.snapshots} snapshots and versions)`);
  console.log(
    `  time                    ${s(r.exportMs)} (read-the-rows baseline ${s(r.baselineMs)}, ratio ${r.ratio.toFixed(2)}×)`,
  );
  console.log(
    `  peak memory (max RSS)   ${r.exportPeakRssMb.toFixed(0)} MB (baseline ${r.baselinePeakRssMb.toFixed(0)} MB)`,
  );
}

if (which === 'all' || which === 'api') {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const results = await benchApi({
    seconds: Number(process.env.API_SECONDS ?? 5),
    databaseUrl,
    logged: process.env.API_LOGGED !== '0',
    only: process.env.API_ONLY,
  });
  const where = databaseUrl ? 'PostgreSQL' : 'SQLite';
  console.log(`\nRecords API vs bare Fastify sending the same bytes (${where}, 8 connections):`);
  const row = (cells: string[]) =>
    console.log(`  ${cells.map((c, i) => (i === 0 ? c.padEnd(16) : c.padStart(13))).join('')}`);
  row([
    'endpoint',
    'bytes',
    'bare rps',
    'rps',
    'ratio',
    'p99 ms',
    'µs/req',
    'info: ratio',
    'br: ratio',
  ]);
  for (const r of results) {
    const ratio = (rps: number | undefined) =>
      rps === undefined ? '-' : `${(rps / r.bare.rps).toFixed(2)}×`;
    row([
      r.target.name,
      String(r.bytes),
      r.bare.rps.toFixed(0),
      r.app.rps.toFixed(0),
      ratio(r.app.rps),
      `${r.app.p99} (${r.bare.p99})`,
      `${r.app.cpuUs.toFixed(0)} (${r.bare.cpuUs.toFixed(0)})`,
      ratio(r.logged?.rps),
      ratio(r.compressed?.rps),
    ]);
    const bad = r.app.bad + (r.logged?.bad ?? 0) + (r.compressed?.bad ?? 0) + r.bare.bad;
    if (bad > 0) console.log(`    ${bad} requests failed or answered non-2xx`);
  }
}

if (which === 'all' || which === 'data') {
  const large = Number(process.env.DATA_ROLES ?? 100_000);
  const result = await benchDataScale({
    sizes: [1000, large],
    databaseUrl: process.env.BENCH_DATABASE_URL,
    requests: Number(process.env.DATA_REQUESTS ?? 1000),
    importRoles: Math.min(large, 10_000),
  });
  printDataScale(result);
}

if (which === 'all' || which === 'ingest') {
  const r = await benchIngestStall({ megabytes: Number(process.env.INGEST_MB ?? 60) });
  console.log(
    `\nReads while a ${mb(r.bundleBytes)} bundle (${r.roles} roles, ${r.snapshots} snapshots) imports (SQLite):`,
  );
  console.log(`  import                  ${s(r.importMs)}, retcode ${r.retcode}`);
  const line = (name: string, idle: Probe, during: Probe) =>
    console.log(
      `  ${name.padEnd(24)}idle p50 ${idle.p50} ms, p99 ${idle.p99} ms; importing p50 ${during.p50} ms, p99 ${during.p99} ms, max ${during.max} ms (${during.count} answers)`,
    );
  line('/healthz', r.idle.healthz, r.during.healthz);
  line('index (owner)', r.idle.index, r.during.index);
  console.log(
    `  server event loop delay  idle p99 ${r.idle.loop.p99} ms, max ${r.idle.loop.max} ms; importing p99 ${r.during.loop.p99} ms, max ${r.during.loop.max} ms`,
  );
}

if (which === 'all' || which === 'cards') {
  const r = await benchShareCard({
    fresh: Number(process.env.CARDS_FRESH ?? 30),
    cached: Number(process.env.CARDS_CACHED ?? 1000),
  });
  console.log(
    `\nShare cards (PNG, three games, ${r.freshCards} fresh and ${r.cachedCards} cached, through the card service):`,
  );
  for (const m of r.modes) {
    console.log(`  drawn on the ${m.mode}:`);
    console.log(`    first card            ${m.firstMs} ms`);
    console.log(
      `    fresh card            p50 ${m.fresh.p50} ms, p99 ${m.fresh.p99} ms, max ${m.fresh.max} ms`,
    );
    console.log(
      `    cached card           p50 ${m.cached.p50} ms, p99 ${m.cached.p99} ms, max ${m.cached.max} ms`,
    );
    console.log(
      `    event loop, drawing   p50 ${m.loop.p50} ms, p99 ${m.loop.p99} ms, max ${m.loop.max} ms`,
    );
    console.log(`    process RSS after     ${m.rssMb} MB`);
  }
  console.log('  a new worker, first cards by language (its fonts load with the first):');
  for (const l of r.languages) {
    console.log(
      `    ${l.lang}                 first ${l.firstMs} ms, next ${l.secondMs} ms, process grew ${l.rssGrowthMb} MB`,
    );
  }
  const [before, after] = r.modes;
  if (before && after) {
    console.log(
      `  event-loop max while drawing: ${(before.loop.max / after.loop.max).toFixed(1)}× lower in the worker; fresh p50 ratio ${(after.fresh.p50 / before.fresh.p50).toFixed(2)}×`,
    );
  }
}

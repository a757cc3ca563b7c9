import { describe, expect, it } from 'vitest';
import { benchApi } from './api.bench.js';
import { benchEndpoints } from './endpoints.bench.js';
import { benchExport } from './export.bench.js';
import { benchHarImport } from './har-import.bench.js';
import { benchIngestStall } from './ingest-stall.bench.js';
import { benchShareCard } from './share-card.bench.js';
import { benchUpstreamSync } from './upstream-sync.bench.js';

/*
 * The short, bounded slice of `npm run bench` inside `npm test`: each benchmark runs once at a
 * small size, so a change that breaks one shows here. It asserts what they measured, not how fast.
 */
describe('benchmarks (a small run of each)', { timeout: 120_000 }, () => {
  it('syncs the demo traveler into an empty server and measures it', async () => {
    const r = await benchUpstreamSync({ langs: ['en-us'], resyncs: 2 });
    expect(r.requests).toBeGreaterThan(40);
    expect(r.snapshots).toBeGreaterThan(30);
    expect(r.images).toBeGreaterThan(100);
    expect(r.databaseBytes).toBeGreaterThan(0);
    expect(r.ratio).toBeGreaterThan(0);
    // Storage grows with changes, not with syncs (issue 18).
    expect(r.recordRows.afterFirst).toBeGreaterThan(r.snapshots - 1);
    expect(r.recordRows.afterResyncs).toBe(r.recordRows.afterFirst);
  });

  it('imports a HAR file in a process of its own and measures it', async () => {
    const r = await benchHarImport({ megabytes: 1 });
    expect(r.fileBytes).toBeGreaterThan(1024 * 1024);
    expect(r.imported).toBeGreaterThan(40);
    expect(r.snapshots).toBeGreaterThan(30);
    expect(r.importPeakRssMb).toBeGreaterThan(0);
  });

  it('times every read endpoint on the demo data, the records ones answered', async () => {
    const r = await benchEndpoints({ requests: 2 });
    expect(r.floorUs).toBeGreaterThan(0);
    expect(r.timings.length).toBeGreaterThan(60);
    const answered = new Map(r.timings.map((t) => [t.call, t.retcode]));
    for (const call of [
      'GET /game_record/genshin/api/index',
      'GET /game_record/card/wapi/getGameRecordCard',
      'POST /game_record/genshin/api/character/detail',
      'GET /game_record/hkrpg/api/avatar/info',
      'GET /game_record/genshin/api/activities',
      'GET /chronicle/api/history/trends',
      'GET /game_record/honkai3rd/api/index',
    ]) {
      expect(answered.get(call), call).toBe(0);
    }
    expect(r.timings.every((t) => t.us > 0 && t.bytes > 0)).toBe(true);
  });

  it('exports the demo traveler in a process of its own and measures it', async () => {
    const r = await benchExport();
    expect(r.bytes).toBeGreaterThan(100_000);
    expect(r.snapshots).toBeGreaterThan(50);
    expect(r.exportPeakRssMb).toBeGreaterThan(0);
    expect(r.ratio).toBeGreaterThan(0);
  });

  it('loads the overview, an owner’s and the bench visitors’, on Chronicle and bare Fastify', async () => {
    const results = await benchApi({ seconds: 1, only: 'index', logged: false });
    expect(results.map((r) => r.target.name)).toEqual(['index (owner)', 'index (visitor)']);
    for (const r of results) {
      // The answer timed is the overview (benchApi checks it is retcode 0 after each load).
      expect(r.bytes).toBeGreaterThan(10_000);
      for (const load of [r.bare, r.app, r.compressed]) {
        expect(load?.rps).toBeGreaterThan(0);
        expect(load?.bad).toBe(0);
        expect(load?.cpuUs).toBeGreaterThan(0);
      }
    }
  });

  it('imports a bundle through the ingest API while reading, and measures both', async () => {
    const r = await benchIngestStall({ megabytes: 1, idleMs: 300 });
    expect(r.retcode).toBe(0);
    expect(r.bundleBytes).toBeGreaterThan(500_000);
    expect(r.snapshots).toBeGreaterThan(r.roles);
    for (const phase of [r.idle, r.during]) {
      expect(phase.healthz.count).toBeGreaterThan(0);
      expect(phase.index.count).toBeGreaterThan(0);
    }
  });

  it('draws share cards on the request thread and in the worker, and measures both', async () => {
    const r = await benchShareCard({ fresh: 3, cached: 10, langs: ['ja-jp'] });
    expect(r.modes.map((m) => m.mode)).toEqual(['request thread', 'worker']);
    for (const m of r.modes) {
      expect(m.firstMs).toBeGreaterThan(0);
      expect(m.fresh.max).toBeGreaterThanOrEqual(m.fresh.p50);
      expect(m.cached.max).toBeGreaterThanOrEqual(m.cached.p50);
      expect(m.loop.max).toBeGreaterThanOrEqual(m.loop.p50);
    }
    expect(r.languages.map((l) => l.lang)).toEqual(['ja-jp']);
    expect(r.languages[0]!.firstMs).toBeGreaterThan(0);
  });
});

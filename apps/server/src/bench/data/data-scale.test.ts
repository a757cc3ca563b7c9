import { describe, expect, it } from 'vitest';
import { benchDataScale } from '../data-scale.bench.js';
import { PAGES } from './latency.js';

/*
 * A small run of `BENCH=data` inside the test suite, so a change that breaks it shows: every page
 * answers at both sizes, and the import and its baseline both ran. It asserts what was measured,
 * never how fast.
 */
describe('data-scale benchmark (a small run)', { timeout: 120_000 }, () => {
  it('fills two databases through the import path and samples every page on both', async () => {
    const r = await benchDataScale({ sizes: [40, 120], requests: 12, rounds: 2, importRoles: 60 });
    expect(r.imports.map((i) => i.roles)).toEqual([40, 120]);
    expect(r.imports[1]?.snapshots).toBeGreaterThan(120);
    expect(r.pages.map((p) => p.page)).toEqual([...PAGES]);
    for (const p of r.pages) {
      expect(p.small.p99, p.page).toBeGreaterThanOrEqual(p.small.p50);
      expect(p.large.p50, p.page).toBeGreaterThan(0);
    }
    expect(r.importBaseline?.roles).toBe(60);
    expect(r.importBaseline?.baselineMs).toBeGreaterThan(0);
  });
});

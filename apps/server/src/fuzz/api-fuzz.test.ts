import { describe, expect, it } from 'vitest';
import { testDatabases, type DbKind } from '../test/test-setup.js';
import { formatCounts, runFuzz, type FuzzPlan } from './fuzz-run.js';

/*
 * The bounded slice of the API fuzzer (`npm run fuzz` is the long run): every operation of the
 * OpenAPI document gets malformed requests from a logged-out caller, a signed-in one, garbage
 * cookies, a valid and a bad service token. No answer may be a 5xx, miss the envelope, carry an
 * unknown retcode or a stack trace, and the app may log no error nor leave an exception uncaught.
 * SQLite gets a fixed-seed round and a random one; PostgreSQL a smaller slice of the same.
 */

/** Requests each operation must have received, or the slice did not test it. */
const MIN_PER_OPERATION = 3;

const SLICES: Record<DbKind, Pick<FuzzPlan, 'fixedRuns' | 'randomRuns' | 'randomRounds'>> = {
  sqlite: { fixedRuns: 10, randomRuns: 5, randomRounds: 1 },
  postgres: { fixedRuns: 4, randomRuns: 2, randomRounds: 1 },
};

describe.each(testDatabases())('API fuzzer [%s]', (kind) => {
  it('answers every malformed request of every operation with a clean envelope', async () => {
    const report = await runFuzz({ kind, ...SLICES[kind] });
    const ok = [...report.successes.values()].reduce((a, b) => a + b, 0);
    console.log(
      `API fuzzer [${kind}]: ${report.total} requests (${ok} answered with success) over ` +
        `${report.operations.length} operations`,
    );

    expect(report.operations.map((o) => o.id)).toEqual(
      expect.arrayContaining(['genshin.index', 'ingest.bundle', 'account.login']),
    );
    expect(report.operations.find((o) => o.id === 'ownership.export')?.download).toBe(true);
    const missed = report.operations
      .filter((op) => (report.requests.get(op.id) ?? 0) < MIN_PER_OPERATION)
      .map((op) => op.id);
    expect(missed, 'operations the slice did not reach').toEqual([]);
    expect(report.failures, `${report.failures.join('\n\n')}\n${formatCounts(report)}`).toEqual([]);
  }, 180_000);
});

describe('API fuzzer on a planted bug', () => {
  it('finds an operation that throws, and reports a replayable counterexample', async () => {
    const report = await runFuzz({
      kind: 'sqlite',
      fixedRuns: 30,
      randomRuns: 0,
      randomRounds: 0,
      only: (op) => op.id === 'fuzz.planted',
      extend: (app) => {
        app.get(
          '/game_record/genshin/api/__planted',
          {
            schema: {
              operationId: 'fuzz.planted',
              querystring: {
                type: 'object',
                properties: { n: { type: 'string', pattern: '^[0-9]{1,4}$' } },
              },
            },
          },
          // Valid input answers; a key the schema does not declare (the schema lets it through)
          // breaks this handler, which wrongly assumes there is none.
          (request) => {
            const keys = Object.keys(request.query as object).filter((k) => k !== 'n');
            if (keys.length > 0) throw new Error('planted: unexpected query key');
            return { retcode: 0, message: 'OK', data: null };
          },
        );
      },
    });
    expect(report.operations.map((o) => o.id)).toEqual(['fuzz.planted']);
    expect(report.failures).toHaveLength(1);
    const failure = report.failures[0] ?? '';
    expect(failure).toMatch(/seed: -?\d+/);
    expect(failure).toMatch(/path: "[\d:]+"/);
    expect(failure).toContain('GET /game_record/genshin/api/__planted?');
    expect(failure).toContain('log level 50: unexpected error planted: unexpected query key');
  }, 60_000);
});

import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import type { DbKind } from '../test/test-setup.js';
import { startFuzzApp, type FuzzApp } from './fuzz-app.js';
import { violations } from './oracle.js';
import { operationsOf, type OpenApiDocument, type Operation } from './operations.js';
import { requestsFor } from './requests.js';

/*
 * One fuzzing session: every operation of the OpenAPI document, round after round. The first round
 * uses fixed seeds (the same requests every run), later rounds fresh random ones; a failing
 * property is shrunk by fast-check and reported with its seed and path, so it replays exactly.
 */

export interface FuzzPlan {
  kind: DbKind;
  /** Runs per operation in the fixed-seed round. */
  fixedRuns: number;
  /** Runs per operation in each random round. */
  randomRuns: number;
  /** Random rounds at most (Infinity with a deadline). */
  randomRounds: number;
  /** Stop starting rounds after this time (Date.now() ms); the round in progress finishes. */
  deadline?: number;
  /** Stop after this many requests in total (checked between operations). */
  maxRequests?: number;
  /** Fuzz only these operations (default: all). */
  only?: (op: Operation) => boolean;
  /** Runs after the app is built, before it is ready (tests plant routes with it). */
  extend?: (app: FastifyInstance) => void;
  /** Called after each round with the requests sent so far. */
  onRound?: (round: number, total: number) => void;
}

export interface FuzzReport {
  operations: Operation[];
  /** Requests sent per operation id (shrinking included). */
  requests: Map<string, number>;
  /** Requests per operation id answered with success (retcode 0, or a download). */
  successes: Map<string, number>;
  /** Time spent per operation id, ms: where the slice's budget goes. */
  millis: Map<string, number>;
  total: number;
  rounds: number;
  /** fast-check's report of each failed property: counterexample, seed and path. */
  failures: string[];
}

const bump = (counts: Map<string, number>, id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);

const FIXED_SEED = 0x5eed_2026;

/** A stable seed per operation, so adding one operation does not change the others' requests. */
function fixedSeed(id: string): number {
  let h = FIXED_SEED;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) | 0;
  return h;
}

async function fuzzOperation(
  fuzz: FuzzApp,
  op: Operation,
  seed: number,
  numRuns: number,
  tally: (ok?: boolean) => void,
): Promise<string | undefined> {
  const property = fc.asyncProperty(requestsFor(op), async (request) => {
    tally();
    const answer = await fuzz.send(request);
    if (answer.statusCode === 200 && /^\{"retcode":0,|^(?!\{"retcode")/.test(answer.body)) {
      tally(true);
    }
    const found = [...violations(op, answer), ...fuzz.takeProblems()];
    if (found.length > 0) throw new Error(found.join('\n'));
  });
  const details = await fc.check(property, { seed, numRuns });
  // A failure while shrinking would otherwise be reported against the next request.
  fuzz.takeProblems();
  if (!details.failed) return undefined;
  const error = details.errorInstance;
  const why = error instanceof Error ? error.message : String(error);
  return `${op.id}: ${fc.defaultReportMessage(details)}\nBroken rules:\n${why}`;
}

export async function runFuzz(plan: FuzzPlan): Promise<FuzzReport> {
  const fuzz = await startFuzzApp(plan.kind, plan.extend);
  const report: FuzzReport = {
    operations: operationsOf(fuzz.app.swagger() as OpenApiDocument).filter(
      plan.only ?? (() => true),
    ),
    requests: new Map(),
    successes: new Map(),
    millis: new Map(),
    total: 0,
    rounds: 0,
    failures: [],
  };
  const failed = new Set<string>();
  const stop = () =>
    (plan.deadline !== undefined && Date.now() >= plan.deadline) ||
    (plan.maxRequests !== undefined && report.total >= plan.maxRequests);
  try {
    for (let round = 0; round <= plan.randomRounds; round++) {
      if (round > 0 && stop()) break;
      for (const op of report.operations) {
        // An operation that failed keeps its first report; more rounds would repeat it.
        if (failed.has(op.id) || (round > 0 && stop())) continue;
        const seed = round === 0 ? fixedSeed(op.id) : randomInt(2 ** 31);
        const runs = round === 0 ? plan.fixedRuns : plan.randomRuns;
        const started = Date.now();
        const failure = await fuzzOperation(fuzz, op, seed, runs, (ok) => {
          if (ok) return void bump(report.successes, op.id);
          report.total++;
          bump(report.requests, op.id);
        });
        report.millis.set(op.id, (report.millis.get(op.id) ?? 0) + Date.now() - started);
        if (failure) {
          failed.add(op.id);
          report.failures.push(failure);
        }
      }
      report.rounds = round + 1;
      plan.onRound?.(round, report.total);
    }
  } finally {
    await fuzz.close();
  }
  return report;
}

/**
 * Requests, successes (how often a request got all the way through) and time per operation, most
 * requests first, and the totals: what both runs print.
 */
export function formatCounts(report: FuzzReport): string {
  const width = Math.max(...report.operations.map((o) => o.id.length));
  const lines = report.operations
    .map((op) => [op.id, report.requests.get(op.id) ?? 0] as const)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(
      ([id, n]) =>
        `  ${id.padEnd(width)}  ${String(n).padStart(6)} sent  ${String(report.successes.get(id) ?? 0).padStart(5)} ok  ${report.millis.get(id) ?? 0} ms`,
    );
  return [
    ...lines,
    `  ${'total'.padEnd(width)}  ${report.total} requests, ${report.operations.length} operations, ${report.rounds} rounds`,
  ].join('\n');
}

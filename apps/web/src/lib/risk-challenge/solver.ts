import { solveChallengeWorkers } from 'altcha-lib';
import type { Solver } from './challenge.js';
import { MAX_WORKERS, SOLVE_TIMEOUT_MS } from './pow.js';

/**
 * Solves a proof of work off the main thread, in up to MAX_WORKERS workers searching interleaved
 * counters, so the page stays responsive and the dialog's progress keeps moving. Rejects when a
 * worker cannot start or fails, and when no answer came in time.
 */
export const solveInWorkers: Solver = async (pow, signal) => {
  if (signal.aborted) throw new Error('solve aborted');
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallengeWorkers({
    challenge: pow,
    concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1),
    controller,
    createWorker: () =>
      new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }),
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) throw new Error(signal.aborted ? 'solve aborted' : 'no solution in time');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
};

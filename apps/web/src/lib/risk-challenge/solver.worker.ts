import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { deriveKeyFor } from './pow.js';

/**
 * One proof-of-work solver thread. It speaks altcha-lib's worker protocol, so the page drives several
 * with `solveChallengeWorkers`: `work` searches the counters from `counterStart` in steps of
 * `counterStep` and posts the solution (null after the timeout or an abort), `abort` stops it.
 */
interface WorkMessage {
  type: 'work';
  challenge: Challenge;
  counterStart?: number;
  counterStep?: number;
  timeout?: number;
}

type SolverMessage = WorkMessage | { type: 'abort' };

// The worker's global scope, as much of it as this file uses (the project compiles with the DOM lib).
declare const self: {
  onmessage: ((event: MessageEvent<SolverMessage>) => void) | null;
  postMessage(message: unknown): void;
};

let controller: AbortController | undefined;

async function work(data: WorkMessage): Promise<void> {
  controller = new AbortController();
  try {
    const solution = await solveChallenge({
      challenge: data.challenge,
      controller,
      counterStart: data.counterStart,
      counterStep: data.counterStep,
      timeout: data.timeout,
      deriveKey: deriveKeyFor(data.challenge.parameters.algorithm),
    });
    self.postMessage(solution);
  } catch (error) {
    // WebCrypto missing (a page served over plain http) or an algorithm it does not know.
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
}

self.onmessage = ({ data }) => {
  if (data.type === 'abort') controller?.abort();
  else void work(data);
};

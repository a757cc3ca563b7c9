import {
  HEADERS,
  RETCODE,
  RISK_APP_KEYS,
  riskEndpoints,
  type GameId,
  type ProofOfWork,
} from '@chronicle/contract';
import { ApiError, api } from '../api-client.js';

/**
 * The captcha error codes of docs/reference/web-app.md#captcha-errors: `error_01` (the answer was
 * refused, the challenge restarts), `GEETEST_CLOSE` (the user closed it), `GEETEST_PENDING` (a
 * second challenge while one runs) and
 * `network` (the server or the solver could not be reached). Other API errors are passed on as the
 * original `ApiError`.
 */
export type CaptchaCode = 'error_01' | 'GEETEST_CLOSE' | 'GEETEST_PENDING' | 'network';

export class CaptchaError extends Error {
  readonly code: CaptchaCode;

  constructor(code: CaptchaCode, options?: { cause?: unknown }) {
    super(`captcha ${code}`, options);
    this.name = 'CaptchaError';
    this.code = code;
  }
}

/** What a solver finds: the counter and the derived key (hex) that match the challenge's prefix. */
export interface PowSolution {
  counter: number;
  derivedKey: string;
}

/** Solves a proof of work; rejects when it cannot (the worker failed), aborts with `signal`. */
export type Solver = (pow: ProofOfWork, signal: AbortSignal) => Promise<PowSolution>;

/** The refused call that starts a challenge. */
export interface ChallengeTrigger {
  code: number;
  /** Path of the refused call (`x-rpc-challenge_path`); empty when unknown. */
  path: string;
  gameId: GameId;
}

export type ChallengeStep = 'create' | 'solve' | 'verify';

export interface ChallengeOptions {
  trigger: ChallengeTrigger;
  solve: Solver;
  /** Aborting it is closing the challenge: the run rejects with GEETEST_CLOSE. */
  signal: AbortSignal;
  /** Each step as it starts; `attempt` counts from 1 and grows with each `error_01` restart. */
  onStep?: (step: ChallengeStep, attempt: number) => void;
}

/**
 * A refused answer (1034) restarts with a fresh challenge at most this often in all
 * (docs/reference/web-app.md#captcha-errors error_01).
 */
export const MAX_ATTEMPTS = 3;

/** A random id of one challenge, for the server's logs (`x-rpc-trace_id`). */
export function newTraceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The docs/reference/web-app.md#captcha-errors captcha error of a failed step: the original API
 * error, or a captcha code.
 */
function captchaFailure(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return new CaptchaError('GEETEST_CLOSE', { cause: error });
  if (error instanceof ApiError || error instanceof CaptchaError) return error;
  // NetworkError, a worker that failed to start or crashed, a timed-out solve.
  return new CaptchaError('network', { cause: error });
}

async function solveLoop({ trigger, solve, signal, onStep }: ChallengeOptions): Promise<void> {
  const app_key = RISK_APP_KEYS[trigger.gameId];
  const headers: Record<string, string> = {
    [HEADERS.challengeGame]: String(trigger.gameId),
    [HEADERS.traceId]: newTraceId(),
  };
  if (trigger.path) headers[HEADERS.challengePath] = trigger.path;
  const options = { headers, signal };
  // A forced limit (10041) asks for the costlier challenge, from the start or once verify says so.
  let high = trigger.code === RETCODE.FORCED_LIMIT;

  for (let attempt = 1; ; attempt += 1) {
    let step: ChallengeStep = 'create';
    try {
      onStep?.(step, attempt);
      const created = await api.call(
        riskEndpoints.createGeetest,
        { app_key, is_high: high },
        options,
      );
      step = 'solve';
      onStep?.(step, attempt);
      const solution = await solve(created.pow, signal);
      // A close while the computation ran is a close, even when the answer came in meanwhile.
      if (signal.aborted) throw new CaptchaError('GEETEST_CLOSE');
      step = 'verify';
      onStep?.(step, attempt);
      await api.call(
        riskEndpoints.verifyGeetest,
        {
          app_key,
          geetest_challenge: created.challenge,
          geetest_validate: String(solution.counter),
          geetest_seccode: solution.derivedKey,
        },
        options,
      );
      return;
    } catch (error) {
      const failure = captchaFailure(error, signal);
      const retcode = step === 'verify' && failure instanceof ApiError ? failure.retcode : 0;
      // error_01: verify refused the answer (wrong, expired or reused); a fresh challenge may
      // pass. A forced limit that came meanwhile (10041) wants the costlier kind next.
      const restart = retcode === RETCODE.CAPTCHA_REQUIRED || retcode === RETCODE.FORCED_LIMIT;
      if (retcode === RETCODE.FORCED_LIMIT) high = true;
      if (restart && attempt < MAX_ATTEMPTS) continue;
      throw retcode === RETCODE.CAPTCHA_REQUIRED
        ? new CaptchaError('error_01', { cause: failure })
        : failure;
    }
  }
}

let inFlight: Promise<void> | undefined;

/**
 * Runs one risk challenge (docs/reference/web-app.md#risk-challenge,
 * docs/reference/web-app.md#risk-challenge-calls, docs/reference/web-app.md#errors): create it,
 * solve its proof of work, verify the answer. Resolves once the server has cleared the risk flags.
 * One challenge runs per page: a start while
 * one is in flight rejects with GEETEST_PENDING and leaves the running one alone.
 */
export function runChallenge(options: ChallengeOptions): Promise<void> {
  if (inFlight) return Promise.reject(new CaptchaError('GEETEST_PENDING'));
  const run = solveLoop(options).finally(() => {
    inFlight = undefined;
  });
  inFlight = run;
  return run;
}

/** Whether a challenge is running on this page. */
export function challengeInFlight(): boolean {
  return inFlight !== undefined;
}

import { announceApiFailure } from '../../lib/api-failure.js';
import { appContext } from '../../lib/app-context.js';
import { browser } from '../../lib/browser.js';
import {
  CaptchaError,
  runChallenge,
  type ChallengeStep,
  type ChallengeTrigger,
  type Solver,
} from '../../lib/risk-challenge/challenge.js';
import { solveInWorkers } from '../../lib/risk-challenge/solver.js';

/** What the dialog shows: nothing, a running challenge, the pass, or a failure with a retry. */
export type RiskView =
  | { phase: 'idle' }
  | { phase: 'working'; trigger: ChallengeTrigger; step: ChallengeStep; attempt: number }
  | { phase: 'verified'; trigger: ChallengeTrigger }
  | { phase: 'failed'; trigger: ChallengeTrigger; error: unknown };

/** How long "Verified" shows before the page reloads: long enough to read, short enough to wait. */
export const RELOAD_DELAY_MS = 900;

/**
 * A pass less than this long ago, and the page refused again: the reload met the same refusal, so
 * the challenge waits for Verify instead of starting by itself (a pass that the server does not
 * honour must not reload the page over and over).
 */
export const RECENT_PASS_MS = 60_000;

// Per tab (sessionStorage), so it outlives the reload that follows a pass, and nothing else.
const PASSED_KEY = 'chronicle.risk.passed_at';

function rememberPass(): void {
  try {
    window.sessionStorage.setItem(PASSED_KEY, String(Date.now()));
  } catch {
    // Storage disabled: a repeated refusal then starts the challenge again by itself.
  }
}

/** Whether this tab passed a challenge within RECENT_PASS_MS. */
export function passedRecently(now = Date.now()): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(PASSED_KEY));
    return at > 0 && now - at < RECENT_PASS_MS;
  } catch {
    return false;
  }
}

/**
 * Failures of the challenge itself reach monitoring under this endpoint
 * (docs/reference/web-app.md#risk-challenge-calls,
 * docs/reference/web-app.md#tracking-and-monitoring).
 */
export const CAPTCHA_ENDPOINT = 'risk.captcha';

const IDLE: RiskView = { phase: 'idle' };

let view: RiskView = IDLE;
let running: AbortController | undefined;
let solver: Solver = solveInWorkers;
let reloadTimer: number | undefined;
const listeners = new Set<() => void>();

function show(next: RiskView): void {
  view = next;
  for (const listener of listeners) listener();
}

export function subscribeRisk(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function riskView(): RiskView {
  return view;
}

/** Replaces the worker solver (tests); returns the restore. */
export function setRiskSolver(next: Solver): () => void {
  const previous = solver;
  solver = next;
  return () => {
    solver = previous;
  };
}

/**
 * The failure channel of docs/reference/web-app.md#tracking-and-monitoring (monitoring); a close is
 * the user's choice, not a failure.
 */
function report(error: unknown): void {
  if (error instanceof CaptchaError && error.code === 'GEETEST_CLOSE') return;
  announceApiFailure({ error, endpoint: CAPTCHA_ENDPOINT });
}

/**
 * Starts the challenge for a refused call (docs/reference/web-app.md#risk-challenge). While one
 * runs, the start is rejected with GEETEST_PENDING (reported, and the running one carries on);
 * after a pass the page is reloading
 * and further refusals are ignored. A pass shows "Verified", then reloads the page.
 */
export function requestChallenge(trigger: ChallengeTrigger): void {
  if (view.phase === 'verified') return;
  const controller = new AbortController();
  runChallenge({
    trigger,
    solve: solver,
    signal: controller.signal,
    onStep: (step, attempt) => {
      running = controller;
      show({ phase: 'working', trigger, step, attempt });
    },
  }).then(
    () => {
      if (running !== controller) return;
      running = undefined;
      show({ phase: 'verified', trigger });
      rememberPass();
      reloadTimer = window.setTimeout(reloadNow, RELOAD_DELAY_MS);
    },
    (error: unknown) => {
      report(error);
      // A rejected second start (GEETEST_PENDING) leaves the running challenge on screen.
      if (running !== controller) return;
      running = undefined;
      if (!controller.signal.aborted) show({ phase: 'failed', trigger, error });
    },
  );
}

/** Tries again after a failure, with a fresh challenge. */
export function retryChallenge(): void {
  if (view.phase === 'failed') requestChallenge(view.trigger);
}

function reloadNow(): void {
  window.clearTimeout(reloadTimer);
  reloadTimer = undefined;
  browser.reload();
}

/**
 * The user closes the challenge (GEETEST_CLOSE, docs/reference/web-app.md#risk-challenge,
 * docs/reference/web-app.md#captcha-errors): a running one stops. Inside the app the page closes;
 * in a browser the page's error layout stays, with its Verify button. Closing
 * "Verified" is no refusal: the pass stands, and the page reloads at once instead of after the delay.
 */
export function closeChallenge(): void {
  if (view.phase === 'verified') return reloadNow();
  running?.abort();
  running = undefined;
  show(IDLE);
  if (appContext().inApp) browser.close();
}

/** Back to the start (tests). */
export function resetRiskFlow(): void {
  window.clearTimeout(reloadTimer);
  reloadTimer = undefined;
  running?.abort();
  running = undefined;
  view = IDLE;
  listeners.clear();
  solver = solveInWorkers;
}

import type { SyncError, SyncErrorReason } from '@chronicle/contract';

/*
 * How a sync reads the upstream's retcodes (issue 17): a captcha stops it and asks the player to
 * verify; an expired login stops it and asks for fresh cookies; a private part is skipped, not an
 * error; anything else keeps the older records of that part and is recorded.
 */

/** The upstream wants a captcha passed (docs/reference/upstream-sync.md). */
export const VERIFICATION_RETCODES: ReadonlySet<number> = new Set([10035, 10041, 1034, 5003]);
/** The cookies are no longer accepted. */
export const LOGIN_RETCODES: ReadonlySet<number> = new Set([-100, 10001]);
/** The part is private or not the caller's to see: skipped. */
export const SKIP_RETCODES: ReadonlySet<number> = new Set([10102, 10104]);

/** Stops a whole sync (login expired, captcha, upstream gone, server closing). */
export class SyncStopped extends Error {
  constructor(readonly error: SyncError) {
    super(`${error.reason}: ${error.message}`);
    this.name = 'SyncStopped';
  }
}

export function syncError(
  reason: SyncErrorReason,
  at: number,
  details: { retcode?: number | null; message?: string; endpoint?: string; path?: string } = {},
): SyncError {
  return {
    reason,
    retcode: details.retcode ?? null,
    message: (details.message ?? '').slice(0, 300),
    endpoint: details.endpoint ?? '',
    path: details.path ?? '',
    at: Math.floor(at / 1000),
  };
}

/** What a retcode means for a sync: stop (and why), skip the part, or record it and go on. */
export function retcodeOutcome(
  retcode: number,
): { stop: 'login_expired' | 'verification_needed' } | { skip: true } | { record: true } {
  if (LOGIN_RETCODES.has(retcode)) return { stop: 'login_expired' };
  if (VERIFICATION_RETCODES.has(retcode)) return { stop: 'verification_needed' };
  if (SKIP_RETCODES.has(retcode)) return { skip: true };
  return { record: true };
}

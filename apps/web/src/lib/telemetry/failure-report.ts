import {
  UNREPORTED_RETCODES,
  communityServiceEndpoints,
  type MonitorReport,
} from '@chronicle/contract';
import { ApiError } from '../api-client.js';
import type { ApiFailure } from '../api-failure.js';
import { clip, safePath } from './fields.js';

/** The calls of telemetry itself: their failures are never reported (no loops). */
const OWN_ENDPOINTS: ReadonlySet<string> = new Set([
  communityServiceEndpoints.track.id,
  communityServiceEndpoints.monitor.id,
]);

/**
 * The retcode a failure is reported with: the server's retcode, or -1 when the server could not be
 * reached or answered something that is not an envelope (a network failure still says the page
 * is broken for someone, so it is reported, under the catalogue's "internal error" code).
 */
export const NETWORK_RETCODE = -1;

/**
 * Identical reports within this window are one report (a query retries once,
 * docs/reference/web-app.md#calls).
 */
export const DEDUPE_WINDOW_MS = 10_000;

/** Where and when a failure happened. */
export interface FailureContext {
  path: string;
  ts: number;
}

/**
 * The `api_error` report of a failed call (docs/reference/web-app.md#tracking-and-monitoring), or
 * null for the failures that are not reported: retcodes -100 and 10001 (logged out is a state, not
 * a failure) and the telemetry calls.
 */
export function failureReport(failure: ApiFailure, at: FailureContext): MonitorReport | null {
  if (OWN_ENDPOINTS.has(failure.endpoint)) return null;
  const retcode = failure.error instanceof ApiError ? failure.error.retcode : NETWORK_RETCODE;
  if (UNREPORTED_RETCODES.includes(retcode)) return null;
  const message = failure.error instanceof Error ? failure.error.message : String(failure.error);
  return {
    type: 'api_error',
    path: safePath(at.path),
    endpoint: clip(failure.endpoint, 120),
    retcode,
    message: clip(message, 300),
    ts: at.ts,
  };
}

/** Drops a report identical to one let through less than DEDUPE_WINDOW_MS before. */
export function createDeduper(windowMs = DEDUPE_WINDOW_MS) {
  const lastSeen = new Map<string, number>();
  return (report: MonitorReport & { type: 'api_error' }): boolean => {
    const key = [report.path, report.endpoint, report.retcode, report.message].join('\u0000');
    for (const [k, at] of lastSeen) if (report.ts - at >= windowMs) lastSeen.delete(k);
    if (lastSeen.has(key)) return false;
    lastSeen.set(key, report.ts);
    return true;
  };
}

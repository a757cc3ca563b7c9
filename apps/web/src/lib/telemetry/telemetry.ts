import {
  communityServiceEndpoints,
  type MonitorReport,
  type TrackEvent,
} from '@chronicle/contract';
import { api } from '../api-client.js';
import type { ApiFailure } from '../api-failure.js';
import { BatchQueue } from './batch-queue.js';
import { ExposurePacer, watchExposures } from './exposure.js';
import { createDeduper, failureReport, type FailureContext } from './failure-report.js';
import { currentPath, safePath } from './fields.js';
import { pageViewEvent, type PageVisit } from './page-view.js';
import type { VitalReading } from './vitals.js';

/** How long a queued event waits for company before its batch is sent. */
export const FLUSH_MS = 3_000;

export interface TelemetryOptions {
  /**
   * Page views and exposures (off with `disable_track`,
   * docs/reference/web-app.md#tracking-and-monitoring).
   */
  tracking: boolean;
  /**
   * Web vitals (off with `disable_track`, and for under-13 accounts,
   * docs/reference/privacy.md#under-13-rule).
   */
  vitals: boolean;
  /** The page's game, for exposures before the first page view. */
  gameId: number;
  /** Where `data-exposure` elements are looked for; `document.body` by default. */
  root?: Element;
}

export interface Telemetry {
  pageView(visit: PageVisit): void;
  apiFailure(failure: ApiFailure, at: FailureContext): void;
  /** Sends everything queued now (`keepalive`: the page is going away). */
  flush(keepalive?: boolean): void;
  /** Sends what is queued and stops watching. */
  stop(): void;
}

const isHidden = () => document.visibilityState === 'hidden';

/**
 * The sender behind `useTelemetry`, loaded after the first navigation has settled: batches page
 * views and exposures to `track`, failed calls and web vitals to `monitor` (through `api.call`, so
 * the docs/reference/web-app.md#request-headers headers, the chosen host and the /app mount apply),
 * and flushes when the page is hidden.
 */
export function startTelemetry(options: TelemetryOptions): Telemetry {
  const track = new BatchQueue<TrackEvent>({
    flushMs: FLUSH_MS,
    send: (events, keepalive) =>
      api.call(communityServiceEndpoints.track, { events }, { keepalive }),
  });
  const monitor = new BatchQueue<MonitorReport>({
    flushMs: FLUSH_MS,
    send: (reports, keepalive) =>
      api.call(communityServiceEndpoints.monitor, { reports }, { keepalive }),
  });
  const firstOfItsKind = createDeduper();
  let page = { path: currentPath(), gameId: options.gameId };
  let stopped = false;

  const pacer = new ExposurePacer<{ key: string; path: string; gameId: number }>((item, ts) =>
    track.push({ type: 'exposure', key: item.key, path: item.path, game_id: item.gameId, ts }),
  );
  // Browsers without IntersectionObserver (few, and old) send no exposures.
  const exposures =
    options.tracking && typeof IntersectionObserver === 'function'
      ? watchExposures(options.root ?? document.body, (key) => pacer.push({ key, ...page }))
      : undefined;

  if (options.vitals) {
    void import('./vitals.js').then(({ watchVitals }) => {
      // The page may be gone by the time the module arrives (a test's document torn down).
      if (stopped || typeof document === 'undefined') return;
      watchVitals((reading: VitalReading) => {
        monitor.push({ type: 'vital', path: page.path, ...reading, ts: Date.now() });
        // A value that became final because the page was hidden leaves before the page does.
        if (isHidden()) monitor.flush(true);
      });
    });
  }

  const flush = (keepalive = false) => {
    track.flush(keepalive);
    monitor.flush(keepalive);
  };
  const onVisibility = () => {
    if (isHidden()) flush(true);
  };
  const onPageHide = () => flush(true);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);

  return {
    pageView(visit) {
      if (!options.tracking) return;
      page = { path: safePath(visit.path), gameId: visit.gameId };
      exposures?.reset();
      track.push(pageViewEvent(visit));
    },
    apiFailure(failure, at) {
      // `disable_track` turns all of it off (issue 7): a failure report names the page and the
      // account too.
      if (!options.tracking) return;
      const report = failureReport(failure, at);
      if (report?.type === 'api_error' && firstOfItsKind(report)) monitor.push(report);
    },
    flush,
    stop() {
      flush();
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      exposures?.stop();
      pacer.dispose();
      track.dispose();
      monitor.dispose();
    },
  };
}

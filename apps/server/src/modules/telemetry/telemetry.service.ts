import type { MonitorReport, TrackEvent } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { TELEMETRY_LIMITS, TelemetryBudget, type TelemetryLimits } from './telemetry-budget.js';
import * as repo from './telemetry.repository.js';

/** Collected events are kept this long. */
export const TELEMETRY_RETENTION_MS = 90 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Who sent a batch: the signed-in account (if any), the address and the device id header. */
export interface Reporter {
  uid: number | null;
  /** The client address, whose minute budget the batch is taken from. */
  address: string;
  deviceId: string | null;
  /**
   * Under-13 accounts send no performance measurements (docs/reference/privacy.md#under-13-rule);
   * the server drops them too.
   */
  isMinor: boolean;
}

const clip = (value: string | undefined | null, max: number) =>
  value === undefined || value === null || value === '' ? null : value.slice(0, max);

/** Stores tracking and monitoring batches, and answers the operator's summary. */
export class TelemetryService {
  private lastPrune = 0;
  /** Rows added since the tables were last capped. */
  private sinceCap = 0;
  private readonly budget: TelemetryBudget;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
    private readonly limits: TelemetryLimits = TELEMETRY_LIMITS,
  ) {
    this.budget = new TelemetryBudget(limits, now);
  }

  /**
   * Drops rows past the retention hourly, and caps each table's rows whenever a tenth of the cap
   * was added since the last time (so a table holds at most 1.1 × the cap).
   */
  private async pruneNow(added: number): Promise<void> {
    const now = this.now();
    this.sinceCap += added;
    if (this.sinceCap * 10 >= this.limits.maxRows) {
      this.sinceCap = 0;
      await repo.capTelemetry(this.db, 'track_events', this.limits.maxRows);
      await repo.capTelemetry(this.db, 'monitor_reports', this.limits.maxRows);
    }
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await repo.pruneTelemetry(this.db, now - TELEMETRY_RETENTION_MS);
  }

  async track(reporter: Reporter, events: readonly TrackEvent[]): Promise<number> {
    this.budget.take(reporter.address, events.length);
    const createdAt = this.now();
    await repo.insertTrackEvents(
      this.db,
      events.map((event) => ({
        type: event.type,
        path: event.path,
        game_id: event.game_id,
        label: event.type === 'page_view' ? clip(event.label, 64) : null,
        aid: event.type === 'page_view' ? clip(event.aid, 12) : null,
        event_key: event.type === 'exposure' ? event.key : null,
        viewer_uid: reporter.uid,
        device_id: clip(reporter.deviceId, 64),
        client_ts: event.ts,
        created_at: createdAt,
      })),
    );
    await this.pruneNow(events.length);
    return events.length;
  }

  async monitor(reporter: Reporter, reports: readonly MonitorReport[]): Promise<number> {
    const createdAt = this.now();
    const kept = reports.filter((report) => report.type !== 'vital' || !reporter.isMinor);
    this.budget.take(reporter.address, kept.length);
    await repo.insertMonitorReports(
      this.db,
      kept.map((report) => ({
        type: report.type,
        path: report.path,
        endpoint: report.type === 'api_error' ? report.endpoint : null,
        retcode: report.type === 'api_error' ? report.retcode : null,
        message: report.type === 'api_error' ? clip(report.message, 300) : null,
        metric: report.type === 'vital' ? report.name : null,
        value: report.type === 'vital' ? report.value : null,
        rating: report.type === 'vital' ? report.rating : null,
        viewer_uid: reporter.uid,
        device_id: clip(reporter.deviceId, 64),
        client_ts: report.ts,
        created_at: createdAt,
      })),
    );
    await this.pruneNow(kept.length);
    return kept.length;
  }

  /** Counts and vitals of the last `days` days (1–365, default 7). */
  async insights(days: number | undefined) {
    const span = Math.min(Math.max(days ?? 7, 1), 365);
    const since = this.now() - span * DAY_MS;
    const [pages, exposures, errors] = await Promise.all([
      repo.countPageViews(this.db, since),
      repo.countExposures(this.db, since),
      repo.countApiErrors(this.db, since),
    ]);
    const vitals = [];
    for (const name of ['LCP', 'INP', 'CLS'] as const) {
      const values = await repo.vitalValues(this.db, name, since);
      if (values.length === 0) continue;
      vitals.push({ name, count: values.length, p75: percentile(values, 0.75) });
    }
    return {
      since,
      page_views: pages.map((r) => ({ path: r.path, count: Number(r.count) })),
      exposures: exposures.map((r) => ({ key: r.event_key ?? '', count: Number(r.count) })),
      api_errors: errors.map((r) => ({ retcode: r.retcode ?? 0, count: Number(r.count) })),
      vitals,
    };
  }
}

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(Math.ceil(p * sorted.length) - 1, 0);
  return sorted[Math.min(rank, sorted.length - 1)] ?? 0;
}

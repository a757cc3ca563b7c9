import { RETCODE } from '@chronicle/contract';
import { ApiError } from '../../http/api-error.js';

/*
 * Telemetry takes batches from anyone, signed in or not (issue 19 §5), so what one address and
 * everyone together may add is bounded, and so is what is kept. A page sends a batch every few
 * seconds at most, 50 events at most each: one address's minute budget leaves room for dozens of
 * people behind one address, and the global one for a busy community, while a script filling the
 * tables gets -110 after a dozen batches. The counters are this instance's own (telemetry is best
 * effort; several instances multiply the budget, the row cap still holds).
 */

export interface TelemetryLimits {
  /** Rows one address may add per minute. */
  rowsPerAddressMinute: number;
  /** Rows everyone together may add per minute (per instance). */
  rowsPerMinute: number;
  /** Rows kept per table; the oldest go first once a table is past it. */
  maxRows: number;
}

export const TELEMETRY_LIMITS: TelemetryLimits = {
  rowsPerAddressMinute: 600,
  rowsPerMinute: 20_000,
  maxRows: 500_000,
};

const MINUTE_MS = 60_000;

/** Per-minute row counters of the addresses and of everyone, reset at each minute boundary. */
export class TelemetryBudget {
  private minute = -1;
  private total = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly limits: TelemetryLimits,
    private readonly now: () => number,
  ) {}

  /** Takes `rows` from the budgets of `address` and of everyone, or throws -110 taking nothing. */
  take(address: string, rows: number): void {
    const minute = Math.floor(this.now() / MINUTE_MS);
    if (minute !== this.minute) {
      // A new minute: the map holds at most one minute's addresses, so it cannot grow without end.
      this.minute = minute;
      this.total = 0;
      this.byAddress.clear();
    }
    const used = this.byAddress.get(address) ?? 0;
    if (
      used + rows > this.limits.rowsPerAddressMinute ||
      this.total + rows > this.limits.rowsPerMinute
    ) {
      throw new ApiError(RETCODE.TOO_FREQUENT);
    }
    this.byAddress.set(address, used + rows);
    this.total += rows;
  }
}

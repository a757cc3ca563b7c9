/** The most items one tracking or monitoring call carries (the contract's `maxItems`). */
export const MAX_BATCH = 50;

/** Items kept while nothing could be sent; older ones are dropped first. */
const MAX_QUEUED = 500;

export interface BatchQueueOptions<T> {
  /** Sends one batch (at most MAX_BATCH items); `keepalive` while the page is going away. */
  send: (items: T[], keepalive: boolean) => Promise<unknown>;
  /** How long the first queued item waits for company before the batch leaves. */
  flushMs: number;
}

/**
 * Collects items and sends them in batches: a few seconds after the first one, at once when a full
 * batch is waiting, and on `flush()` (the page going hidden). Telemetry is best effort: a batch
 * that fails is dropped, never retried into a loop.
 */
export class BatchQueue<T> {
  private items: T[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: BatchQueueOptions<T>) {}

  push(item: T): void {
    this.items.push(item);
    if (this.items.length > MAX_QUEUED) this.items.splice(0, this.items.length - MAX_QUEUED);
    if (this.items.length >= MAX_BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.flushMs);
  }

  /** Sends everything queued now, in batches of at most MAX_BATCH. */
  flush(keepalive = false): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.items.length > 0) {
      const batch = this.items.splice(0, MAX_BATCH);
      this.options.send(batch, keepalive).catch(() => {
        // Dropped: a report about a failed report would only add noise.
      });
    }
  }

  get size(): number {
    return this.items.length;
  }

  /** Stops the timer; queued items stay unsent. */
  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

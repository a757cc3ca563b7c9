import { CONSTANTS } from '@chronicle/contract';
import { isExposureKey } from './fields.js';

/** Share of an element that must be on screen for it to count as seen. */
const VISIBLE_RATIO = 0.5;
/** DOM changes are looked at in one pass after this quiet time. */
const RESCAN_MS = 150;

/**
 * Lets items out one at a time, at least `gapMs` apart (docs/reference/web-app.md#constants
 * "exposure tracking minimum gap
 * 250 ms"); `emit` gets each item with the time it left.
 */
export class ExposurePacer<T> {
  private readonly waiting: T[] = [];
  private lastAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly emit: (item: T, ts: number) => void,
    private readonly gapMs: number = CONSTANTS.exposureGapMs,
  ) {}

  push(item: T): void {
    this.waiting.push(item);
    this.drain();
  }

  private drain(): void {
    if (this.timer !== undefined) return;
    while (this.waiting.length > 0) {
      const now = Date.now();
      const due = this.lastAt + this.gapMs;
      if (now < due) {
        this.timer = setTimeout(() => {
          this.timer = undefined;
          this.drain();
        }, due - now);
        return;
      }
      const item = this.waiting.shift() as T;
      this.lastAt = now;
      this.emit(item, now);
    }
  }

  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting.length = 0;
  }
}

export interface ExposureWatch {
  /** A new page view: every key may be seen once more. */
  reset(): void;
  stop(): void;
}

/**
 * Watches the elements marked `data-exposure="<key>"` under `root` (added later too) and calls
 * `onSeen(key)` the first time since the last `reset()` that one of them is at least half visible.
 */
export function watchExposures(root: Element, onSeen: (key: string) => void): ExposureWatch {
  const seen = new Set<string>();
  const watched = new Set<Element>();
  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < VISIBLE_RATIO) continue;
        const key = (entry.target as HTMLElement).dataset.exposure;
        if (!isExposureKey(key) || seen.has(key)) continue;
        seen.add(key);
        onSeen(key);
      }
    },
    { threshold: VISIBLE_RATIO },
  );

  const rescan = () => {
    for (const element of watched) {
      if (element.isConnected && element.hasAttribute('data-exposure')) continue;
      visibility.unobserve(element);
      watched.delete(element);
    }
    for (const element of root.querySelectorAll('[data-exposure]')) {
      if (watched.has(element)) continue;
      watched.add(element);
      visibility.observe(element);
    }
  };

  let pending: ReturnType<typeof setTimeout> | undefined;
  const changes = new MutationObserver(() => {
    pending ??= setTimeout(() => {
      pending = undefined;
      rescan();
    }, RESCAN_MS);
  });
  changes.observe(root, { childList: true, subtree: true, attributeFilter: ['data-exposure'] });
  rescan();

  return {
    reset() {
      seen.clear();
      // Observing again delivers the current visibility, so a control that stays on screen across
      // the navigation counts for the new page view too.
      for (const element of watched) {
        visibility.unobserve(element);
        visibility.observe(element);
      }
    },
    stop() {
      if (pending !== undefined) clearTimeout(pending);
      changes.disconnect();
      visibility.disconnect();
      watched.clear();
    },
  };
}

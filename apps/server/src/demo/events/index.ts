import { buildEventsDemo, type EventDemo } from './event-demo.js';
import { summerV2Demo } from './summer-v2.js';

/** One generator per declared event (packages/contract/src/events.ts). */
export const EVENT_DEMOS: readonly EventDemo[] = [summerV2Demo];

/** Catalog entries and snapshots of every event, merged into the demo bundle. */
export function buildEventDemo(capturedAt: string) {
  return buildEventsDemo(EVENT_DEMOS, capturedAt);
}

import type { Session } from '../session.js';

/** Page-visit tracking after each navigation, exposure events and web vitals (spec §2, §6). */
export function useTelemetry(_session: Session): void {
  // Filled in by the telemetry work of issue 7.
}

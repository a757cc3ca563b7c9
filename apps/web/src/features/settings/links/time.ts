import { formatDateTime, type WallClock } from '@chronicle/contract';

/** The wall clock of Unix seconds in the viewer's own time zone; null for no time. */
export function localWallClock(seconds: number | null | undefined): WallClock | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0)
    return null;
  const d = new Date(seconds * 1000);
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
    second: d.getSeconds(),
  };
}

/**
 * A sync time in the docs/reference/web-app.md#formatting format (`YYYY.MM.DD HH:mm:ss`), in the
 * viewer's time zone: unlike a game's server time, when a sync ran or runs next is read against
 * one's own clock. Null for no time.
 */
export function syncTime(seconds: number | null | undefined): string | null {
  const clock = localWallClock(seconds);
  return clock ? formatDateTime(clock) : null;
}

/** The `datetime` attribute of a `<time>`: ISO 8601. */
export function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

import { useEffect, useState } from 'react';

/** The current time (ms), updated every `intervalMs`: drives the live countdowns. */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

/**
 * Seconds left of a server countdown: its value minus the time since the answer arrived. Measured
 * from the answer, not the device clock's idea of the end, so a device set wrong still counts true.
 */
export function remainingSeconds(countdown: number, receivedAt: number, now: number): number {
  // The ticking clock can lag the answer by up to a tick (set before the answer arrived): that is
  // no time passed, not negative time, or the countdown would read a second too long.
  const elapsed = Math.max(0, now - receivedAt);
  return Math.max(0, countdown - Math.floor(elapsed / 1_000));
}

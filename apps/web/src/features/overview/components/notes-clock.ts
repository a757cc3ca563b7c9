import { useEffect, useState } from 'react';
import type { DailyNoteData } from '../api/get-daily-note.js';

/** One resin point comes back every 8 minutes. */
export const RESIN_SECONDS_PER_POINT = 480;
/** The panel's clock ticks once a minute: every value it shows is precise to the minute. */
export const NOTES_TICK_MS = 60_000;

export interface LiveMeter {
  current: number;
  max: number;
  /** Seconds until full; 0 when full. */
  secondsToFull: number;
}

export interface LiveExpedition {
  icon: string;
  secondsLeft: number;
  finished: boolean;
}

export interface LiveNotes {
  resin: LiveMeter;
  homeCoin: LiveMeter;
  expeditions: LiveExpedition[];
  transformer: { obtained: boolean; ready: boolean; secondsLeft: number };
}

const seconds = (value: string) => Math.max(0, Number(value) || 0);

/**
 * The notes as they are `elapsed` seconds after the server answered. The answer's recovery times are
 * "seconds until full", so resin is the max minus the points still to come; realm currency accrues at
 * a steady rate that the answer implies (what is missing over the time to fill it).
 */
export function projectNotes(data: DailyNoteData, elapsed: number): LiveNotes {
  const resinLeft = Math.max(0, seconds(data.resin_recovery_time) - elapsed);
  const resinNow =
    resinLeft === 0
      ? Math.max(data.current_resin, data.max_resin)
      : Math.max(
          data.current_resin,
          data.max_resin - Math.ceil(resinLeft / RESIN_SECONDS_PER_POINT),
        );

  const coinTotal = seconds(data.home_coin_recovery_time);
  const coinLeft = Math.max(0, coinTotal - elapsed);
  const missing = Math.max(0, data.max_home_coin - data.current_home_coin);
  const coinNow =
    coinLeft === 0
      ? Math.max(data.current_home_coin, data.max_home_coin)
      : data.current_home_coin + Math.floor((missing * (coinTotal - coinLeft)) / coinTotal);

  const time = data.transformer.recovery_time;
  const transformerTotal = time.Day * 86_400 + time.Hour * 3_600 + time.Minute * 60 + time.Second;
  const transformerLeft = time.reached ? 0 : Math.max(0, transformerTotal - elapsed);

  return {
    resin: { current: resinNow, max: data.max_resin, secondsToFull: resinLeft },
    homeCoin: { current: coinNow, max: data.max_home_coin, secondsToFull: coinLeft },
    expeditions: data.expeditions.map((expedition) => {
      const left = Math.max(0, seconds(expedition.remained_time) - elapsed);
      return { icon: expedition.avatar_side_icon, secondsLeft: left, finished: left === 0 };
    }),
    transformer: {
      obtained: data.transformer.obtained,
      ready: transformerLeft === 0,
      secondsLeft: transformerLeft,
    },
  };
}

/** `Date.now()`, refreshed every `intervalMs` while the component is mounted. */
export function useNow(intervalMs: number = NOTES_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

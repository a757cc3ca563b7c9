import type { EventSnapshot } from '@chronicle/contract';
import {
  EVENT_ITEMS,
  members,
  unix,
  type EventDemo,
  type EventRoleContext,
  type StageText,
} from './event-demo.js';
import { l15 } from '../i18n/events.js';

/*
 * Moonlit Carnival (`v5_2`): nine lantern-lit trials on the carnival pier, all on one 1200-px
 * page. Each trial counts the tiles lit and the best time. Stage ids 80xxx.
 */

const TRIALS: readonly StageText[] = [
  {
    id: 80001,
    name: l15('v5-2.trials.80001.name'),
  },
  {
    id: 80002,
    name: l15('v5-2.trials.80002.name'),
  },
  {
    id: 80003,
    name: l15('v5-2.trials.80003.name'),
  },
  {
    id: 80004,
    name: l15('v5-2.trials.80004.name'),
  },
  {
    id: 80005,
    name: l15('v5-2.trials.80005.name'),
  },
  {
    id: 80006,
    name: l15('v5-2.trials.80006.name'),
  },
  {
    id: 80007,
    name: l15('v5-2.trials.80007.name'),
  },
  {
    id: 80008,
    name: l15('v5-2.trials.80008.name'),
  },
  {
    id: 80009,
    name: l15('v5-2.trials.80009.name'),
  },
];

/** Early winter nights, ending a fortnight before the demo capture. */
const START = unix('2025-12-03T02:00:00Z');
const END = unix('2025-12-22T02:00:00Z');
const DAY = 86_400;

/** Stages the role never reached stay out of its record (only tried or cleared ones are listed). */
const reached = (r: { finished: boolean; times: number }) => r.finished || r.times > 0;

/** A guest performer lent for the encore, the first the role does not own. */
const GUESTS = [10000086, 10000071, 10000080, 10000044] as const;

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The newest role had not reached the pier yet: its page shows the empty state.
  if (profile.progress < 0.3) return undefined;
  const p = profile.progress;
  const cleared = Math.min(TRIALS.length, Math.round(TRIALS.length * p + 0.2));
  const guest = GUESTS.find((id) => !ctx.owned.includes(id));

  const records = TRIALS.map((trial, i) => {
    const finished = i < cleared;
    const tried = finished || i < cleared + 2;
    // Tiles to light grow with the trial; a clear lights them all, a failed run about half.
    const board = 24 + i * 6;
    const tiles = finished
      ? board - rng.int(0, 3)
      : tried
        ? rng.int(Math.ceil(board / 3), board - 8)
        : 0;
    // A failed trial keeps the time of its longest run (the clock ran out or the tiles did).
    const bestTime = finished
      ? Math.round((60 + i * 14) * (1.25 - p * 0.35)) + rng.int(0, 20)
      : tried
        ? rng.int(45 + i * 10, 90 + i * 14)
        : 0;
    const stars = finished
      ? Math.max(1, Math.min(3, Math.round(0.8 + p * 2.4 - i * 0.18 + rng.float() * 0.4)))
      : 0;
    return {
      id: trial.id,
      finished,
      ...(finished ? { finish_time: START + (i * 2 + 1) * DAY + rng.int(3_600, 70_000) } : {}),
      score: tried ? tiles * 40 + (finished ? Math.max(0, 400 - bestTime) * 5 : 0) : 0,
      stars,
      max_stars: 3,
      difficulty: Math.floor(i / 3) + 1,
      times: tried ? rng.int(1, finished ? 4 : 6) : 0,
      avatars: finished
        ? i === TRIALS.length - 1 && guest !== undefined
          ? members(ctx, 4, guest)
          : members(ctx, i % 3 === 1 ? 2 : 3)
        : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.festivalToken, num: 50 + i * 10 },
            ...(stars === 3 ? [{ id: EVENT_ITEMS.starShard, num: 20 }] : []),
            ...(i % 3 === 2 ? [{ id: EVENT_ITEMS.heroWit, num: 4 }] : []),
          ]
        : [],
      metrics: { tiles, best_time: bestTime },
    };
  }).filter(reached);

  const points = records.reduce((sum, r) => sum + r.score, 0);
  return {
    start_time: START,
    end_time: END,
    total_score: points,
    total_times: records.reduce((sum, r) => sum + r.times, 0),
    stats: { festival_points: points, trials: cleared },
    pages: [{ key: 'overview', records }],
  };
}

export const v52Demo: EventDemo = {
  slug: 'v5_2',
  stages: TRIALS,
  build,
};

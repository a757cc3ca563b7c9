import type { EventSnapshot } from '@chronicle/contract';
import {
  EVENT_ITEMS,
  unix,
  type EventDemo,
  type EventRoleContext,
  type StageText,
} from './event-demo.js';
import { l15 } from '../i18n/events.js';

/*
 * Lanternfall IV (`lantern_v4`): the fourth lantern night in the harbour town. Crate-pushing
 * puzzles counted in moves (stage cards), lion dances scored by combo (a table) and the carp
 * leaping up the streams (a table of heights). Stage ids 77xxx.
 */

const PUZZLES: readonly StageText[] = [
  {
    id: 77001,
    name: l15('lantern-v4.puzzles.77001.name'),
  },
  {
    id: 77002,
    name: l15('lantern-v4.puzzles.77002.name'),
  },
  {
    id: 77003,
    name: l15('lantern-v4.puzzles.77003.name'),
  },
  {
    id: 77004,
    name: l15('lantern-v4.puzzles.77004.name'),
  },
  {
    id: 77005,
    name: l15('lantern-v4.puzzles.77005.name'),
  },
];

const DANCES: readonly StageText[] = [
  {
    id: 77101,
    name: l15('lantern-v4.dances.77101.name'),
  },
  {
    id: 77102,
    name: l15('lantern-v4.dances.77102.name'),
  },
  {
    id: 77103,
    name: l15('lantern-v4.dances.77103.name'),
  },
  {
    id: 77104,
    name: l15('lantern-v4.dances.77104.name'),
  },
];

const STREAMS: readonly StageText[] = [
  {
    id: 77201,
    name: l15('lantern-v4.streams.77201.name'),
  },
  {
    id: 77202,
    name: l15('lantern-v4.streams.77202.name'),
  },
  {
    id: 77203,
    name: l15('lantern-v4.streams.77203.name'),
  },
  {
    id: 77204,
    name: l15('lantern-v4.streams.77204.name'),
  },
];

/** The lantern nights of late winter, eleven months before the demo capture. */
const START = unix('2025-01-28T02:00:00Z');
const END = unix('2025-02-18T02:00:00Z');
const DAY = 86_400;

/** Fewest moves each puzzle can be solved in. */
const PAR = [18, 27, 36, 47, 61];

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The traveler's second role was not logged in during the lantern nights (every event leaves
  // some role with the empty state); the newest role came only for a look around.
  if (profile.gameRoleId === '612000111') return undefined;
  const reach = profile.progress;
  const at = (day: number) => START + day * DAY + rng.int(7_200, 60_000);

  // Crate puzzles: solved in order, the next one tried; fewer extra moves give more stars.
  const solved = Math.round(PUZZLES.length * reach);
  const puzzles = PUZZLES.slice(0, Math.min(PUZZLES.length, solved + 1)).map((puzzle, i) => {
    const par = PAR[i] ?? 60;
    const finished = i < solved;
    const extra = Math.round((1 - reach) * 14) + rng.int(0, 3) + (i >= 3 ? rng.int(0, 4) : 0);
    // An unsolved puzzle keeps the moves of its longest try before the reset.
    const moves = par + extra + (finished ? 0 : rng.int(8, 20));
    const stars = !finished ? 0 : moves <= par + 3 ? 3 : moves <= par + 9 ? 2 : 1;
    return {
      id: puzzle.id,
      finished,
      ...(finished ? { finish_time: at(i * 3), cost_time: moves * rng.int(3, 6) } : {}),
      stars,
      max_stars: 3,
      difficulty: i + 1,
      times: finished ? rng.int(1, 4) : rng.int(2, 6),
      rewards: finished
        ? [
            { id: EVENT_ITEMS.festivalToken, num: 40 + i * 20 },
            ...(stars === 3 ? [{ id: EVENT_ITEMS.guideBook, num: 1 + Math.floor(i / 2) }] : []),
          ]
        : [],
      metrics: { moves },
    };
  });

  // Lion dances: the newest role never picked up the drum, so its page stays empty.
  const dancesPlayed = reach < 0.3 ? 0 : Math.ceil(DANCES.length * reach);
  const dances = DANCES.slice(0, dancesPlayed).map((dance, i) => {
    const beats = 60 + i * 25;
    const combo = Math.min(beats, Math.round(beats * (0.3 + reach * 0.65)) + rng.int(-4, 4));
    const score = combo * 150 + rng.int(20, 60) * 100 + i * 1_000;
    const share = combo / beats;
    const stars = share >= 0.85 ? 3 : share >= 0.6 ? 2 : 1;
    return {
      id: dance.id,
      finished: true,
      finish_time: at(2 + i * 4),
      score,
      stars,
      max_stars: 3,
      times: rng.int(1, 5),
      metrics: { combo },
    };
  });

  // Carp leaps: the best height up each stream, in metres; a stream counts as climbed at 20 m,
  // the steeper streams ask more for the third star.
  const streamsTried = Math.ceil(STREAMS.length * reach);
  const leaps = STREAMS.slice(0, streamsTried).map((stream, i) => {
    const height = Math.round(10 + reach * (34 + i * 8)) + rng.int(-3, 4);
    const finished = height >= 20;
    return {
      id: stream.id,
      finished,
      stars: height >= 50 + i * 5 ? 3 : height >= 35 ? 2 : finished ? 1 : 0,
      max_stars: 3,
      ...(finished ? { finish_time: at(4 + i * 4) } : {}),
      score: height * 120 + rng.int(0, 30) * 10,
      difficulty: i + 1,
      times: rng.int(1, 7),
      metrics: { height },
    };
  });

  const games = [...puzzles, ...dances, ...leaps];
  return {
    start_time: START,
    end_time: END,
    total_score: [...dances, ...leaps].reduce((sum, g) => sum + g.score, 0),
    total_times: games.reduce((sum, g) => sum + g.times, 0),
    stats: {
      tokens:
        puzzles.reduce((sum, p) => sum + (p.rewards[0]?.num ?? 0), 0) +
        dances.length * 60 +
        leaps.filter((l) => l.finished).length * 50,
      games_played: games.reduce((sum, g) => sum + g.times, 0),
    },
    pages: [
      { key: 'pushBox', records: puzzles },
      ...(dances.length > 0 ? [{ key: 'partyLion', records: dances }] : []),
      { key: 'carpJump', records: leaps },
    ],
  };
}

export const lanternV4Demo: EventDemo = {
  slug: 'lantern_v4',
  stages: [...PUZZLES, ...DANCES, ...STREAMS],
  build,
};

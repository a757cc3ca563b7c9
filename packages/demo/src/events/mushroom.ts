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
 * Sporeling Friends (`mushroom`): befriend the little spore creatures of the woods, each one an
 * entry of the field guide (story view), train them in three sessions (stages) and take them to the
 * tournament's cups (table). Stage ids 72xxx: guide 720xx, training 721xx, cups 722xx.
 */

const ENTRIES: readonly StageText[] = [
  {
    id: 72001,
    name: l15('mushroom.entries.72001.name'),
  },
  {
    id: 72002,
    name: l15('mushroom.entries.72002.name'),
  },
  {
    id: 72003,
    name: l15('mushroom.entries.72003.name'),
  },
  {
    id: 72004,
    name: l15('mushroom.entries.72004.name'),
  },
  {
    id: 72005,
    name: l15('mushroom.entries.72005.name'),
  },
  {
    id: 72006,
    name: l15('mushroom.entries.72006.name'),
  },
];

const SESSIONS: readonly StageText[] = [
  {
    id: 72101,
    name: l15('mushroom.sessions.72101.name'),
  },
  {
    id: 72102,
    name: l15('mushroom.sessions.72102.name'),
  },
  {
    id: 72103,
    name: l15('mushroom.sessions.72103.name'),
  },
];

const CUPS: readonly StageText[] = [
  {
    id: 72201,
    name: l15('mushroom.cups.72201.name'),
  },
  {
    id: 72202,
    name: l15('mushroom.cups.72202.name'),
  },
  {
    id: 72203,
    name: l15('mushroom.cups.72203.name'),
  },
  {
    id: 72204,
    name: l15('mushroom.cups.72204.name'),
  },
];

/** Three spring weeks in the woods, well before the demo capture. */
const START = unix('2025-03-11T02:00:00Z');
const END = unix('2025-04-01T02:00:00Z');
const DAY = 86_400;
/** A Verdant polearm wielder lends a hand in the hardest session. */
const TRIAL_ID = 10000034;
/** Entrants of a cup: a rank is out of these. */
const ENTRANTS = 32;

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  const reach = profile.progress;
  // The traveler's main role skipped these woods, and the newcomer had not arrived yet: both show
  // the empty state (the main role so the demo player's own page has one).
  if (profile.gameRoleId === '812000101' || reach < 0.3) return undefined;
  const day = (n: number) => START + n * DAY + rng.int(3_600, 50_000);

  // One guide entry per sporeling befriended; the Elder of the Ring is the last to trust anyone.
  const befriended = Math.min(ENTRIES.length, Math.max(2, Math.round(ENTRIES.length * reach)));
  const book = ENTRIES.map((entry, i) => {
    const finished = i < befriended;
    return { id: entry.id, finished, ...(finished ? { finish_time: day(i * 3) } : {}) };
  });

  const training = SESSIONS.map((session, i) => {
    const finished = i < Math.ceil(SESSIONS.length * reach);
    const stars = finished ? Math.min(3, Math.max(1, Math.round(reach * 3 + 0.4 - i * 0.3))) : 0;
    const rounds = 3 + i * 2;
    const last = i === SESSIONS.length - 1;
    return {
      id: session.id,
      finished,
      ...(finished ? { finish_time: day(1 + i * 4) } : {}),
      difficulty: i + 1,
      stars,
      max_stars: 3,
      score: finished ? 1_200 + i * 650 + stars * 300 + rng.int(0, 240) : rng.int(200, 700),
      times: rng.int(finished ? 1 : 2, 5 + i),
      avatars: finished ? members(ctx, 3, last ? TRIAL_ID : undefined) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.heroWit, num: 4 + i * 2 },
            { id: EVENT_ITEMS.festivalToken, num: 80 + i * 40 },
          ]
        : [],
      metrics: { rounds: finished ? rounds : rng.int(1, rounds - 1) },
    };
  });

  // Cups open one after another; nobody reached the Grand Championship, and the newest played
  // role only entered the first.
  const cupsEntered = Math.min(CUPS.length - 1, Math.max(1, Math.round(CUPS.length * reach)));
  const competition = CUPS.slice(0, cupsEntered).map((cup, i) => {
    const matches = 5;
    const wins = Math.min(matches, Math.max(1, Math.round(matches * reach) - (i > 1 ? 1 : 0)));
    const rank = Math.max(1, Math.round((1 - reach) * 10) + i * 2 + rng.int(0, 2));
    const finished = rank <= 8;
    return {
      id: cup.id,
      finished,
      ...(finished ? { finish_time: day(8 + i * 3) } : {}),
      score: wins * 420 + rng.int(60, 380),
      times: matches + rng.int(0, 3),
      rewards: finished ? [{ id: EVENT_ITEMS.starShard, num: 20 * (4 - Math.min(3, rank)) }] : [],
      metrics: { wins, rank: Math.min(rank, ENTRANTS) },
    };
  });

  const ranks = competition.map((c) => c.metrics.rank);
  return {
    start_time: START,
    end_time: END,
    total_score:
      training.reduce((sum, s) => sum + s.score, 0) +
      competition.reduce((sum, c) => sum + c.score, 0),
    total_times:
      training.reduce((sum, s) => sum + s.times, 0) +
      competition.reduce((sum, c) => sum + c.times, 0),
    stats: {
      collected: befriended,
      trained: training.reduce((sum, s) => sum + s.times, 0),
      best_rank: Math.min(...ranks),
    },
    pages: [
      { key: 'book', records: book },
      { key: 'training', records: training },
      { key: 'competition', records: competition },
    ],
  };
}

export const mushroomDemo: EventDemo = {
  slug: 'mushroom',
  stages: [...ENTRIES, ...SESSIONS, ...CUPS],
  build,
};

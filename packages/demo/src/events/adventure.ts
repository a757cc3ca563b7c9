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
 * Grand Fair (`adventure`): four fairground games. Target shooting rounds, wind glider courses
 * through rings and shuffleboard tables are runs (table view); the blade dances are stages with a
 * team. Stage ids 74xxx: targets 740xx, gliders 741xx, dances 742xx, shuffleboard 743xx.
 */

const TARGETS: readonly StageText[] = [
  {
    id: 74001,
    name: l15('adventure.targets.74001.name'),
  },
  {
    id: 74002,
    name: l15('adventure.targets.74002.name'),
  },
  {
    id: 74003,
    name: l15('adventure.targets.74003.name'),
  },
  {
    id: 74004,
    name: l15('adventure.targets.74004.name'),
  },
];

const COURSES: readonly StageText[] = [
  {
    id: 74101,
    name: l15('adventure.courses.74101.name'),
  },
  {
    id: 74102,
    name: l15('adventure.courses.74102.name'),
  },
  {
    id: 74103,
    name: l15('adventure.courses.74103.name'),
  },
  {
    id: 74104,
    name: l15('adventure.courses.74104.name'),
  },
];

const DANCES: readonly StageText[] = [
  {
    id: 74201,
    name: l15('adventure.dances.74201.name'),
  },
  {
    id: 74202,
    name: l15('adventure.dances.74202.name'),
  },
  {
    id: 74203,
    name: l15('adventure.dances.74203.name'),
  },
];

const TABLES: readonly StageText[] = [
  {
    id: 74301,
    name: l15('adventure.tables.74301.name'),
  },
  {
    id: 74302,
    name: l15('adventure.tables.74302.name'),
  },
  {
    id: 74303,
    name: l15('adventure.tables.74303.name'),
  },
  {
    id: 74304,
    name: l15('adventure.tables.74304.name'),
  },
];

/** Three midsummer weeks at the fair. */
const START = unix('2025-07-22T02:00:00Z');
const END = unix('2025-08-12T02:00:00Z');
const DAY = 86_400;
/** A Lightning swordswoman lent for the closing dance. */
const TRIAL_ID = 10000036;
/** Shots of a shooting round, rings of a glider course. */
const SHOTS = [30, 36, 40, 48] as const;
const RINGS = [10, 14, 18, 24] as const;

/** Stars of a run from the share of it done well. */
const starsOf = (share: number) => (share >= 0.92 ? 3 : share >= 0.75 ? 2 : share > 0 ? 1 : 0);

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The newcomer was still on the road when the fair packed up: the empty state.
  if (profile.gameRoleId === '912000505') return undefined;
  const reach = profile.progress;
  const day = (n: number) => START + n * DAY + rng.int(30_000, 70_000);
  // Runs are listed once tried: a role further along tried more of each game.
  const tried = <T>(list: readonly T[]) =>
    list.slice(0, Math.max(1, Math.round(list.length * reach)));

  const targetShooting = tried(TARGETS).map((round, i) => {
    const shots = SHOTS[i] ?? 30;
    const aim = Math.min(0.98, 0.55 + reach * 0.4 - i * 0.03 + rng.int(0, 5) / 100);
    const hits = Math.round(shots * aim);
    const finished = hits >= shots * 0.6;
    return {
      id: round.id,
      finished,
      ...(finished ? { finish_time: day(i * 2) } : {}),
      score: hits * 50 + rng.int(0, 12) * 25,
      stars: finished ? starsOf(hits / shots) : 0,
      max_stars: 3,
      times: rng.int(2, 7),
      rewards: finished ? [{ id: EVENT_ITEMS.festivalToken, num: 40 + i * 20 }] : [],
      metrics: { hits, accuracy: Math.round((hits / shots) * 1000) / 10 },
    };
  });

  const flightGear = tried(COURSES).map((course, i) => {
    const rings = RINGS[i] ?? 10;
    const through = rings - rng.int(0, Math.round((1 - reach) * 5) + i);
    const finished = through >= rings * 0.7;
    return {
      id: course.id,
      finished,
      ...(finished ? { finish_time: day(1 + i * 3), cost_time: 45 + i * 20 + rng.int(0, 25) } : {}),
      score: through * 80 + rng.int(0, 10) * 20,
      stars: finished ? starsOf(through / rings) : 0,
      max_stars: 3,
      times: rng.int(1, 5),
      rewards: finished ? [{ id: EVENT_ITEMS.heroWit, num: 3 + i }] : [],
      metrics: { rings: through },
    };
  });

  const bladeDance = DANCES.map((dance, i) => {
    const finished = i < Math.ceil(DANCES.length * reach);
    const length = 40 + i * 25;
    const combo = finished
      ? Math.round(length * Math.min(1, 0.6 + reach * 0.4)) - rng.int(0, 3)
      : rng.int(8, 20);
    const share = combo / length;
    const last = i === DANCES.length - 1;
    return {
      id: dance.id,
      finished,
      ...(finished ? { finish_time: day(4 + i * 3) } : {}),
      difficulty: i + 1,
      stars: finished ? starsOf(share) : 0,
      max_stars: 3,
      score: combo * 120 + (finished ? 1_000 + i * 500 : 0),
      times: rng.int(1, 4 + i),
      avatars: finished ? members(ctx, 2, last ? TRIAL_ID : undefined) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.starShard, num: 40 },
            { id: EVENT_ITEMS.mysticOre, num: 3 + i * 2 },
          ]
        : [],
      metrics: { combo },
    };
  });

  // The shuffleboard tent opened last: the role that joined late never played it.
  const shuffleBoard =
    reach < 0.5
      ? []
      : tried(TABLES).map((table, i) => {
          const rounds = 3 + i;
          const points = rounds * rng.int(9, 14);
          const finished = points >= rounds * 10;
          return {
            id: table.id,
            finished,
            ...(finished ? { finish_time: day(10 + i * 2) } : {}),
            score: points * 10,
            stars: finished ? starsOf(points / (rounds * 12)) : 0,
            max_stars: 3,
            times: rng.int(1, 4),
            rewards: finished ? [{ id: EVENT_ITEMS.mora, num: 10_000 + i * 5_000 }] : [],
            metrics: { rounds },
          };
        });

  const all = [...targetShooting, ...flightGear, ...bladeDance, ...shuffleBoard];
  return {
    start_time: START,
    end_time: END,
    total_score: all.reduce((sum, r) => sum + r.score, 0),
    total_times: all.reduce((sum, r) => sum + r.times, 0),
    stats: {
      medals: all.reduce((sum, r) => sum + r.stars, 0),
      trials_cleared: all.filter((r) => r.finished).length,
    },
    pages: [
      { key: 'targetShooting', records: targetShooting },
      { key: 'flightGear', records: flightGear },
      { key: 'bladeDance', records: bladeDance },
      { key: 'shuffleBoard', records: shuffleBoard },
    ],
  };
}

export const adventureDemo: EventDemo = {
  slug: 'adventure',
  stages: [...TARGETS, ...COURSES, ...DANCES, ...TABLES],
  build,
};

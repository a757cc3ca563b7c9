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
 * Fairy Tales (`fairy_tales`): a picture book in three parts. Five chapters read in the forest
 * (story), four castle rooms unlocked with keys (stages) and four dives for pearls (table).
 * Stage ids 79xxx.
 */

const CHAPTERS: readonly StageText[] = [
  {
    id: 79001,
    name: l15('fairy-tales.chapters.79001.name'),
  },
  {
    id: 79002,
    name: l15('fairy-tales.chapters.79002.name'),
  },
  {
    id: 79003,
    name: l15('fairy-tales.chapters.79003.name'),
  },
  {
    id: 79004,
    name: l15('fairy-tales.chapters.79004.name'),
  },
  {
    id: 79005,
    name: l15('fairy-tales.chapters.79005.name'),
  },
];

const ROOMS: readonly StageText[] = [
  {
    id: 79101,
    name: l15('fairy-tales.rooms.79101.name'),
  },
  {
    id: 79102,
    name: l15('fairy-tales.rooms.79102.name'),
  },
  {
    id: 79103,
    name: l15('fairy-tales.rooms.79103.name'),
  },
  {
    id: 79104,
    name: l15('fairy-tales.rooms.79104.name'),
  },
];

const DIVES: readonly StageText[] = [
  {
    id: 79201,
    name: l15('fairy-tales.dives.79201.name'),
  },
  {
    id: 79202,
    name: l15('fairy-tales.dives.79202.name'),
  },
  {
    id: 79203,
    name: l15('fairy-tales.dives.79203.name'),
  },
  {
    id: 79204,
    name: l15('fairy-tales.dives.79204.name'),
  },
];

/** Three weeks of late spring, well before the demo capture. */
const START = unix('2025-05-21T02:00:00Z');
const END = unix('2025-06-11T02:00:00Z');
const DAY = 86_400;

/** Stages the role never reached stay out of its record (only tried or cleared ones are listed). */
const reached = (r: { finished: boolean; times: number }) => r.finished || r.times > 0;

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The traveler's main role skipped the book that season, and the newest role was not yet there.
  if (profile.gameRoleId === '812000101' || profile.progress < 0.3) return undefined;
  const p = profile.progress;
  const at = (day: number) => START + day * DAY + rng.int(3_600, 60_000);

  const read = Math.min(CHAPTERS.length, Math.round(CHAPTERS.length * p) + 1);
  const forest = CHAPTERS.map((chapter, i) => {
    const finished = i < read;
    return { id: chapter.id, finished, ...(finished ? { finish_time: at(i * 2) } : {}) };
  });

  const opened = Math.round(ROOMS.length * p);
  const castle = ROOMS.map((room, i) => {
    const finished = i < opened;
    const tried = finished || i === opened;
    const keys = finished ? 3 + i : tried ? rng.int(1, 2 + i) : 0;
    const stars = finished
      ? Math.max(1, Math.min(3, Math.round(1 + p * 2.2 - i * 0.4 + rng.float() * 0.4)))
      : 0;
    return {
      id: room.id,
      finished,
      ...(finished
        ? { finish_time: at(3 + i * 3), cost_time: rng.int(150 + i * 40, 260 + i * 60) }
        : {}),
      stars,
      max_stars: 3,
      difficulty: i + 1,
      times: tried ? rng.int(1, 3 + i) : 0,
      avatars: finished ? members(ctx, i < 2 ? 3 : 4) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.starShard, num: 40 },
            { id: EVENT_ITEMS.guideBook, num: 2 + i },
          ]
        : [],
      metrics: { keys },
    };
  }).filter(reached);

  // The sea opens last, in the book's final week: the traveler's second role never got that far.
  const dived = profile.progress < 0.5 ? 0 : Math.round(DIVES.length * p);
  const sea =
    dived === 0
      ? []
      : DIVES.map((dive, i) => {
          const finished = i < dived;
          const pearls = finished ? rng.int(8 + i * 3, 14 + i * 4) : rng.int(1, 5);
          return {
            id: dive.id,
            finished,
            ...(finished
              ? { finish_time: at(14 + i * 2), cost_time: rng.int(70 + i * 20, 130 + i * 30) }
              : {}),
            score: pearls * 120 + (finished ? rng.int(200, 600) : 0),
            times: rng.int(1, 5),
            metrics: { pearls },
          };
        });

  const pearls = sea.reduce((sum, r) => sum + r.metrics.pearls, 0);
  const keys = castle.reduce((sum, r) => sum + r.metrics.keys, 0);
  return {
    start_time: START,
    end_time: END,
    total_score: sea.reduce((sum, r) => sum + r.score, 0),
    total_times: [...castle, ...sea].reduce((sum, r) => sum + r.times, 0),
    stats: { chapters: read, pages_found: read * 3 + Math.floor((keys + pearls) / 6) },
    pages: [
      { key: 'forest', records: forest },
      { key: 'castle', records: castle },
      { key: 'sea', records: sea },
    ],
  };
}

export const fairyTalesDemo: EventDemo = {
  slug: 'fairy_tales',
  stages: [...CHAPTERS, ...ROOMS, ...DIVES],
  build,
};

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
 * Summertime sailing among invented isles (`summer_v2`, the shape real clients model): trials on
 * the isles, timed sailing routes and a four-chapter story. Stage ids 71xxx.
 */

const CHALLENGES: readonly StageText[] = [
  {
    id: 71001,
    name: l15('summer-v2.challenges.71001.name'),
  },
  {
    id: 71002,
    name: l15('summer-v2.challenges.71002.name'),
  },
  {
    id: 71003,
    name: l15('summer-v2.challenges.71003.name'),
  },
];

const ROUTES: readonly StageText[] = [
  {
    id: 71101,
    name: l15('summer-v2.routes.71101.name'),
  },
  {
    id: 71102,
    name: l15('summer-v2.routes.71102.name'),
  },
  {
    id: 71103,
    name: l15('summer-v2.routes.71103.name'),
  },
  {
    id: 71104,
    name: l15('summer-v2.routes.71104.name'),
  },
];

const CHAPTERS: readonly StageText[] = [
  {
    id: 71201,
    name: l15('summer-v2.chapters.71201.name'),
  },
  {
    id: 71202,
    name: l15('summer-v2.chapters.71202.name'),
  },
  {
    id: 71203,
    name: l15('summer-v2.chapters.71203.name'),
  },
  {
    id: 71204,
    name: l15('summer-v2.chapters.71204.name'),
  },
];

/** The event ran for three weeks ending two months before the demo capture. */
const START = unix('2025-10-14T02:00:00Z');
const END = unix('2025-11-04T02:00:00Z');
const DAY = 86_400;

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The newest roles had not reached the isles yet: their page shows the empty state.
  if (profile.progress < 0.3) return undefined;
  const reach = profile.progress;
  const finishedAt = (i: number) => START + (i + 1) * DAY + rng.int(3_600, 40_000);

  const challenges = CHALLENGES.map((stage, i) => {
    const finished = i < Math.ceil(CHALLENGES.length * reach);
    return {
      id: stage.id,
      finished,
      ...(finished ? { finish_time: finishedAt(i * 2) } : {}),
      difficulty: i + 1,
      stars: finished ? Math.min(3, 1 + Math.round(reach * 2)) : 0,
      max_stars: 3,
      times: rng.int(1, 6),
      avatars: finished ? members(ctx, 4) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.starShard, num: 40 },
            { id: EVENT_ITEMS.mora, num: 20_000 },
          ]
        : [],
      metrics: {
        success_num: finished ? rng.int(8, 15) : rng.int(0, 4),
        skill_use_num: rng.int(2, 9),
      },
    };
  });
  const sailing = ROUTES.map((route, i) => {
    const finished = i < Math.round(ROUTES.length * reach);
    return {
      id: route.id,
      finished,
      ...(finished ? { finish_time: finishedAt(i), cost_time: rng.int(95, 240) } : {}),
      times: rng.int(1, 5),
      rewards: finished ? [{ id: EVENT_ITEMS.festivalToken, num: 60 }] : [],
    };
  });
  const story = CHAPTERS.map((chapter, i) => {
    const finished = i < Math.ceil(CHAPTERS.length * reach);
    return { id: chapter.id, finished, ...(finished ? { finish_time: finishedAt(i * 3) } : {}) };
  });
  const wins = challenges.filter((c) => c.finished).length;
  return {
    start_time: START,
    end_time: END,
    total_score: challenges.reduce((sum, c) => sum + c.stars * 100, 0),
    total_times: challenges.reduce((sum, c) => sum + c.times, 0),
    stats: {
      anchor_number: Math.round(12 * reach),
      way_point_number: Math.round(9 * reach),
      chest_number: Math.round(48 * reach) + wins,
    },
    pages: [
      { key: 'challenge', records: challenges },
      { key: 'sailing', stats: { island_number: Math.round(6 * reach) }, records: sailing },
      { key: 'story', records: story },
    ],
  };
}

export const summerV2Demo: EventDemo = {
  slug: 'summer_v2',
  stages: [...CHALLENGES, ...ROUTES, ...CHAPTERS],
  build,
};

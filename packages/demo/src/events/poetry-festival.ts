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
 * Verse Festival (`poetry_festival`): a spring gathering of poets in a garden town. Rounds of
 * pitch-pot arrow tossing (a score table), the verses gathered for inspiration (a story) and the
 * scenic spots photographed (stage cards). Stage ids 76xxx.
 */

const ROUNDS: readonly StageText[] = [
  {
    id: 76001,
    name: l15('poetry-festival.rounds.76001.name'),
  },
  {
    id: 76002,
    name: l15('poetry-festival.rounds.76002.name'),
  },
  {
    id: 76003,
    name: l15('poetry-festival.rounds.76003.name'),
  },
  {
    id: 76004,
    name: l15('poetry-festival.rounds.76004.name'),
  },
];

const VERSES: readonly StageText[] = [
  {
    id: 76101,
    name: l15('poetry-festival.verses.76101.name'),
  },
  {
    id: 76102,
    name: l15('poetry-festival.verses.76102.name'),
  },
  {
    id: 76103,
    name: l15('poetry-festival.verses.76103.name'),
  },
  {
    id: 76104,
    name: l15('poetry-festival.verses.76104.name'),
  },
  {
    id: 76105,
    name: l15('poetry-festival.verses.76105.name'),
  },
];

const SPOTS: readonly StageText[] = [
  {
    id: 76201,
    name: l15('poetry-festival.spots.76201.name'),
  },
  {
    id: 76202,
    name: l15('poetry-festival.spots.76202.name'),
  },
  {
    id: 76203,
    name: l15('poetry-festival.spots.76203.name'),
  },
  {
    id: 76204,
    name: l15('poetry-festival.spots.76204.name'),
  },
];

/** Three spring weeks of verse, eight months before the demo capture. */
const START = unix('2025-04-15T02:00:00Z');
const END = unix('2025-05-06T02:00:00Z');
const DAY = 86_400;

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The newest role had not reached the garden town yet.
  if (profile.progress < 0.3) return undefined;
  const reach = profile.progress;
  const at = (day: number) => START + day * DAY + rng.int(7_200, 50_000);

  // Pitch-pot: each round a fixed quiver; arrows in the pot give the stars.
  const roundsPlayed = Math.ceil(ROUNDS.length * reach);
  const rounds = ROUNDS.slice(0, roundsPlayed).map((round, i) => {
    const arrows = 8 + i * 2;
    const hits = Math.min(
      arrows,
      Math.max(1, Math.round(arrows * (0.35 + reach * 0.6)) - rng.int(0, 2)),
    );
    const share = hits / arrows;
    const stars = share >= 0.9 ? 3 : share >= 0.7 ? 2 : share >= 0.5 ? 1 : 0;
    const finished = stars > 0;
    return {
      id: round.id,
      finished,
      ...(finished ? { finish_time: at(i * 3) } : {}),
      // A clean toss into the pot's mouth is worth 100, one caught by its ears a little more.
      score: hits * 100 + rng.int(0, Math.ceil(hits / 3)) * 50,
      stars,
      max_stars: 3,
      difficulty: i + 1,
      times: rng.int(1, 6),
      metrics: { arrows, hits },
    };
  });

  // Verses: one chapter per poem gathered, in the order the festival hands them out.
  const versesRead = Math.round(VERSES.length * reach);
  const verses = VERSES.map((verse, i) => {
    const finished = i < versesRead;
    return { id: verse.id, finished, ...(finished ? { finish_time: at(1 + i * 4) } : {}) };
  });

  // Scenery: the second role never went out with the camera; the others shot most spots.
  const spotsShot = profile.progress < 0.5 ? 0 : Math.ceil(SPOTS.length * reach);
  const scenery = SPOTS.slice(0, spotsShot).map((spot, i) => {
    const photos = rng.int(3, 12);
    const stars = Math.min(3, Math.max(1, Math.round(reach * 3.2) - (i === 3 ? 1 : 0)));
    return {
      id: spot.id,
      finished: true,
      finish_time: at(2 + i * 4),
      stars,
      max_stars: 3,
      times: rng.int(1, 4),
      rewards: [
        { id: EVENT_ITEMS.festivalToken, num: 60 + stars * 20 },
        { id: EVENT_ITEMS.heroWit, num: 2 + i },
        ...(stars === 3 ? [{ id: EVENT_ITEMS.starShard, num: 20 }] : []),
      ],
      metrics: { photos },
    };
  });

  return {
    start_time: START,
    end_time: END,
    total_score: rounds.reduce((sum, r) => sum + r.score, 0),
    total_times: rounds.reduce((sum, r) => sum + r.times, 0),
    stats: {
      // Four lines to a poem; a keen poet also picks up loose lines along the way.
      verses: versesRead * 4 + rng.int(0, 3),
      guests: Math.round(2 + reach * 8),
    },
    pages: [
      { key: 'pitchPot', records: rounds },
      { key: 'inspiration', records: verses },
      ...(scenery.length > 0 ? [{ key: 'scenery', records: scenery }] : []),
    ],
  };
}

export const poetryFestivalDemo: EventDemo = {
  slug: 'poetry_festival',
  stages: [...ROUNDS, ...VERSES, ...SPOTS],
  build,
};

import type {
  CatalogEntry,
  EventSnapshot,
  IngestBundle,
  IngestSnapshot,
} from '@chronicle/contract';
import { ROLE, fixtureBundle, names } from '../../test/fixtures.js';

/* Seasonal event records for the server tests (invented). */

const CATALOG: CatalogEntry[] = [
  {
    kind: 'event_stage',
    id: 1,
    icon: '/art/event_stage/1.svg',
    names: names('Tidepool Trial', '潮だまりの試練'),
  },
  { kind: 'event_stage', id: 2, names: names('Reef Run', '岩礁の航路') },
  { kind: 'event_stage', id: 3, names: names('A Map in a Bottle', '瓶の中の海図') },
  { kind: 'event_stage', id: 4, names: names('Lantern Lane', '灯籠の小道') },
  {
    kind: 'event_item',
    id: 1,
    icon: '/art/event_item/1.svg',
    names: names('Star Shard', '星のかけら'),
  },
];

export const SUMMER: EventSnapshot = {
  start_time: Date.UTC(2025, 9, 14, 2) / 1000,
  end_time: Date.UTC(2025, 10, 4, 2) / 1000,
  total_score: 600,
  total_times: 7,
  stats: { anchor_number: 11, way_point_number: 9, chest_number: 50 },
  pages: [
    {
      key: 'challenge',
      records: [
        {
          id: 1,
          finished: true,
          finish_time: Date.UTC(2025, 9, 15, 9, 30) / 1000,
          difficulty: 1,
          stars: 3,
          max_stars: 3,
          times: 2,
          avatars: [
            { id: 10000022, level: 80 },
            { id: 10000023, level: 70, is_trial: true },
          ],
          rewards: [{ id: 1, num: 40 }],
          metrics: { success_num: 12, skill_use_num: 4 },
        },
      ],
    },
    {
      key: 'sailing',
      stats: { island_number: 5 },
      records: [
        { id: 2, finished: true, finish_time: Date.UTC(2025, 9, 16) / 1000, cost_time: 131 },
      ],
    },
    { key: 'story', records: [{ id: 3, finished: false }] },
  ],
};

export const LANTERN: EventSnapshot = {
  start_time: Date.UTC(2026, 0, 20) / 1000,
  end_time: Date.UTC(2026, 1, 9) / 1000,
  pages: [{ key: 'flame', records: [{ id: 4, finished: true, score: 900, metrics: { lit: 30 } }] }],
};

const snapshot = (gameRoleId: string, kind: string, payload: EventSnapshot): IngestSnapshot => ({
  game_id: 2,
  game_role_id: gameRoleId,
  kind,
  period: '',
  captured_at: '2026-01-05T04:00:00.000Z',
  payload,
});

/** The fixtures plus: alice played the summer and lantern events; bob (public) the summer one. */
export function activitiesBundle(): IngestBundle {
  const base = fixtureBundle();
  return {
    ...base,
    catalog: [...(base.catalog ?? []), ...CATALOG],
    snapshots: [
      ...(base.snapshots ?? []),
      snapshot(ROLE.aliceMain, 'activity_summer_v2', SUMMER),
      snapshot(ROLE.aliceMain, 'activity_lantern', LANTERN),
      snapshot(ROLE.bobMain, 'activity_summer_v2', SUMMER),
      snapshot(ROLE.carolMain, 'activity_summer_v2', SUMMER),
    ],
  };
}

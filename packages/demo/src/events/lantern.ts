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
 * Lanternfall (`lantern`): a night of river lanterns. Flame dances light the banks (stages), boats
 * race through lantern gates (table), paper kites carry wishes in a short tale (story) and three
 * festival evenings gather guests (stages, the team being the friends who came). Stage ids 73xxx:
 * dances 730xx, races 731xx, kites 732xx, evenings 733xx.
 */

const DANCES: readonly StageText[] = [
  {
    id: 73001,
    name: l15('lantern.dances.73001.name'),
  },
  {
    id: 73002,
    name: l15('lantern.dances.73002.name'),
  },
  {
    id: 73003,
    name: l15('lantern.dances.73003.name'),
  },
];

const RACES: readonly StageText[] = [
  {
    id: 73101,
    name: l15('lantern.races.73101.name'),
  },
  {
    id: 73102,
    name: l15('lantern.races.73102.name'),
  },
  {
    id: 73103,
    name: l15('lantern.races.73103.name'),
  },
  {
    id: 73104,
    name: l15('lantern.races.73104.name'),
  },
];

const KITES: readonly StageText[] = [
  {
    id: 73201,
    name: l15('lantern.kites.73201.name'),
  },
  {
    id: 73202,
    name: l15('lantern.kites.73202.name'),
  },
  {
    id: 73203,
    name: l15('lantern.kites.73203.name'),
  },
  {
    id: 73204,
    name: l15('lantern.kites.73204.name'),
  },
  {
    id: 73205,
    name: l15('lantern.kites.73205.name'),
  },
];

const EVENINGS: readonly StageText[] = [
  {
    id: 73301,
    name: l15('lantern.evenings.73301.name'),
  },
  {
    id: 73302,
    name: l15('lantern.evenings.73302.name'),
  },
  {
    id: 73303,
    name: l15('lantern.evenings.73303.name'),
  },
];

/** A late-winter fortnight, the first event of the year. */
const START = unix('2025-02-04T02:00:00Z');
const END = unix('2025-02-24T02:00:00Z');
const DAY = 86_400;
/** A Fire archer lent for the hardest flame dance. */
const TRIAL_ID = 10000039;
/** Lantern gates on each race course. */
const GATES = [12, 16, 20, 24] as const;

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The newcomer arrived after the lanterns had gone out: the empty state.
  if (profile.gameRoleId === '912000505') return undefined;
  const reach = profile.progress;
  const day = (n: number) => START + n * DAY + rng.int(50_000, 80_000);

  const flame = DANCES.map((dance, i) => {
    const finished = i < Math.ceil(DANCES.length * reach);
    const wicks = 20 + i * 10;
    const lit = finished ? wicks - Math.max(0, Math.round((1 - reach) * 8) - rng.int(0, 2)) : 0;
    const stars = finished ? (lit === wicks ? 3 : lit >= wicks - 3 ? 2 : 1) : 0;
    return {
      id: dance.id,
      finished,
      ...(finished ? { finish_time: day(i * 2) } : {}),
      difficulty: i + 1,
      stars,
      max_stars: 3,
      score: finished ? lit * 100 + rng.int(0, 9) * 10 : 0,
      times: finished ? rng.int(1, 4 + i) : rng.int(1, 3),
      avatars: finished ? members(ctx, 4, i === DANCES.length - 1 ? TRIAL_ID : undefined) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.starShard, num: 30 + i * 10 },
            { id: EVENT_ITEMS.mora, num: 15_000 + i * 5_000 },
          ]
        : [],
      metrics: { lit: finished ? lit : rng.int(0, wicks / 2) },
    };
  });

  const boat = RACES.map((race, i) => {
    const gates = GATES[i] ?? 12;
    const finished = i < Math.round(RACES.length * reach);
    // An unfinished course was tried once or twice and abandoned halfway.
    const passed = finished
      ? gates - rng.int(0, Math.round((1 - reach) * 4))
      : rng.int(4, gates / 2);
    const time = 70 + i * 25 + Math.round((1 - reach) * 40) + rng.int(0, 15);
    return {
      id: race.id,
      finished,
      ...(finished ? { finish_time: day(1 + i * 3), cost_time: time } : {}),
      stars: finished ? (passed === gates ? 3 : 2) : 0,
      max_stars: 3,
      times: finished ? rng.int(1, 6) : rng.int(1, 2),
      rewards: finished ? [{ id: EVENT_ITEMS.festivalToken, num: 50 + i * 25 }] : [],
      metrics: { gates: passed },
    };
  });

  const paper = KITES.map((kite, i) => {
    const finished = i < Math.max(1, Math.round(KITES.length * reach));
    return { id: kite.id, finished, ...(finished ? { finish_time: day(i * 4) } : {}) };
  });

  // The evenings began in the second week: the role that came last never hosted one.
  const hosted = reach < 0.5 ? 0 : Math.ceil(EVENINGS.length * reach);
  const festival = EVENINGS.slice(0, hosted).map((evening, i) => {
    const friends = members(ctx, 2 + (i % 3));
    const guests = 6 + i * 4 + Math.round(reach * 10) + rng.int(0, 4);
    return {
      id: evening.id,
      finished: true,
      finish_time: START + (8 + i * 3) * DAY + rng.int(64_000, 80_000),
      stars: guests >= 20 ? 3 : guests >= 14 ? 2 : 1,
      max_stars: 3,
      score: guests * 150 + rng.int(0, 20) * 10,
      avatars: friends,
      rewards: [
        { id: EVENT_ITEMS.festivalToken, num: 60 + i * 20 },
        { id: EVENT_ITEMS.guideBook, num: 2 + i },
      ],
      metrics: { guests },
    };
  });

  const lit = flame.reduce((sum, d) => sum + d.metrics.lit, 0);
  const kites = paper.filter((k) => k.finished).length;
  return {
    start_time: START,
    end_time: END,
    total_score:
      flame.reduce((sum, d) => sum + d.score, 0) + festival.reduce((sum, e) => sum + e.score, 0),
    total_times: flame.reduce((sum, d) => sum + d.times, 0) + boat.reduce((s, r) => s + r.times, 0),
    stats: {
      // Every wick of a dance and every lantern set on the water by a guest.
      lanterns_lit: lit + festival.reduce((sum, e) => sum + e.metrics.guests, 0),
      wishes: kites * 3 + festival.length,
    },
    pages: [
      { key: 'flame', records: flame },
      { key: 'boat', records: boat },
      { key: 'paper', records: paper },
      { key: 'festival', records: festival },
    ],
  };
}

export const lanternDemo: EventDemo = {
  slug: 'lantern',
  stages: [...DANCES, ...RACES, ...KITES, ...EVENINGS],
  build,
};

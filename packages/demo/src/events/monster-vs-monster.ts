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
 * Beast Clash (`monster_vs_monster`): raised beasts storm five rival dens (attack) and hold the
 * role's own den through four nights of raids (defend). Stage ids 78xxx.
 */

const DENS: readonly StageText[] = [
  {
    id: 78001,
    name: l15('monster-vs-monster.dens.78001.name'),
  },
  {
    id: 78002,
    name: l15('monster-vs-monster.dens.78002.name'),
  },
  {
    id: 78003,
    name: l15('monster-vs-monster.dens.78003.name'),
  },
  {
    id: 78004,
    name: l15('monster-vs-monster.dens.78004.name'),
  },
  {
    id: 78005,
    name: l15('monster-vs-monster.dens.78005.name'),
  },
];

const NIGHTS: readonly StageText[] = [
  {
    id: 78101,
    name: l15('monster-vs-monster.nights.78101.name'),
  },
  {
    id: 78102,
    name: l15('monster-vs-monster.nights.78102.name'),
  },
  {
    id: 78103,
    name: l15('monster-vs-monster.nights.78103.name'),
  },
  {
    id: 78104,
    name: l15('monster-vs-monster.nights.78104.name'),
  },
];

/** Three weeks of early summer, half a year before the demo capture. */
const START = unix('2025-07-02T02:00:00Z');
const END = unix('2025-07-23T02:00:00Z');
const DAY = 86_400;

/** Stages the role never reached stay out of its record (only tried or cleared ones are listed). */
const reached = (r: { finished: boolean; times: number }) => r.finished || r.times > 0;

/** Characters the event lends on its hardest den, the first the role does not own is used. */
const TRIAL_CANDIDATES = [10000103, 10000110, 10000058, 10000036] as const;

function trialFor(ctx: EventRoleContext): number | undefined {
  return TRIAL_CANDIDATES.find((id) => !ctx.owned.includes(id));
}

function attackRecords(ctx: EventRoleContext) {
  const { profile, rng } = ctx;
  const p = profile.progress;
  const cleared = Math.round(DENS.length * p);
  return DENS.map((den, i) => {
    const finished = i < cleared;
    // The den after the last one cleared was tried and lost; the ones beyond it were never reached.
    const tried = finished || i === cleared;
    const waves = tried ? 3 + i + rng.int(0, 2) : 0;
    const damage = tried
      ? Math.round((40_000 + i * 26_000) * (0.75 + p * 0.4) * (finished ? 1 : 0.55)) +
        rng.int(0, 4_000)
      : 0;
    const stars = finished
      ? Math.max(1, Math.min(3, Math.round(0.6 + p * 2.6 - i * 0.3 + rng.float() * 0.5)))
      : 0;
    const trial = i === 3 ? trialFor(ctx) : undefined;
    return {
      id: den.id,
      finished,
      ...(finished
        ? {
            finish_time: START + (i * 3 + 1) * DAY + rng.int(3_600, 50_000),
            cost_time: rng.int(80 + i * 25, 140 + i * 40),
          }
        : {}),
      score: Math.round(damage / 12),
      stars,
      max_stars: 3,
      difficulty: i + 1,
      times: tried ? rng.int(finished ? 1 : 2, 4 + i) : 0,
      avatars: finished ? members(ctx, 4, trial) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.starShard, num: 20 + stars * 10 },
            { id: EVENT_ITEMS.festivalToken, num: 60 + i * 20 },
            { id: EVENT_ITEMS.mora, num: 15_000 + i * 5_000 },
          ]
        : [],
      metrics: { waves, damage },
    };
  }).filter(reached);
}

function defendRecords(ctx: EventRoleContext) {
  const { profile, rng } = ctx;
  const p = profile.progress;
  const held = Math.round(NIGHTS.length * p);
  return NIGHTS.map((night, i) => {
    const finished = i < held;
    const tried = finished || i === held;
    const total = 6 + i * 2;
    const waves = finished ? total : tried ? rng.int(Math.ceil(total / 3), total - 1) : 0;
    const hpLeft = finished ? Math.min(100, Math.round(45 + p * 45 - i * 7 + rng.int(0, 10))) : 0;
    const stars = finished ? (hpLeft >= 80 ? 3 : hpLeft >= 50 ? 2 : 1) : 0;
    return {
      id: night.id,
      finished,
      ...(finished
        ? {
            finish_time: START + (i * 4 + 2) * DAY + rng.int(3_600, 50_000),
            cost_time: total * rng.int(28, 40),
          }
        : {}),
      score: tried ? waves * 150 + hpLeft * 20 : 0,
      stars,
      max_stars: 3,
      difficulty: i + 1,
      times: tried ? rng.int(1, 3 + i) : 0,
      avatars: finished ? members(ctx, 4) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.starShard, num: 30 },
            { id: EVENT_ITEMS.mysticOre, num: 3 + i },
            { id: EVENT_ITEMS.festivalToken, num: 80 + i * 20 },
          ]
        : [],
      metrics: { waves, hp_left: hpLeft },
    };
  }).filter(reached);
}

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The newest role had no beasts to raise yet: its page shows the empty state.
  if (profile.progress < 0.3) return undefined;
  const attack = attackRecords(ctx);
  // The traveler's second role only ever went on the attack: its Defense page stays empty.
  const defend = profile.gameRoleId === '612000111' ? [] : defendRecords(ctx);
  const all = [...attack, ...defend];
  const stars = all.reduce((sum, r) => sum + r.stars, 0);
  const battles = all.reduce((sum, r) => sum + r.times, 0);
  return {
    start_time: START,
    end_time: END,
    total_score: all.reduce((sum, r) => sum + r.score, 0),
    total_times: battles,
    stats: { rating: 1_000 + stars * 55 + rng.int(0, 40), battles },
    pages: [
      { key: 'attack', records: attack },
      { key: 'defend', records: defend },
    ],
  };
}

export const monsterVsMonsterDemo: EventDemo = {
  slug: 'monster_vs_monster',
  stages: [...DENS, ...NIGHTS],
  build,
};

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
 * Toy Skirmish (`toy_battle`): wind-up tin troops fight across a child's playroom. Quick-reflex
 * drills (a score table), the battles of the current round (stage cards with teams) and the toy
 * camp raised level by level between fights (a story of camp levels). Stage ids 75xxx.
 */

const DRILLS: readonly StageText[] = [
  {
    id: 75001,
    name: l15('toy-battle.drills.75001.name'),
  },
  {
    id: 75002,
    name: l15('toy-battle.drills.75002.name'),
  },
  {
    id: 75003,
    name: l15('toy-battle.drills.75003.name'),
  },
  {
    id: 75004,
    name: l15('toy-battle.drills.75004.name'),
  },
];

const BATTLES: readonly StageText[] = [
  {
    id: 75101,
    name: l15('toy-battle.battles.75101.name'),
  },
  {
    id: 75102,
    name: l15('toy-battle.battles.75102.name'),
  },
  {
    id: 75103,
    name: l15('toy-battle.battles.75103.name'),
  },
  {
    id: 75104,
    name: l15('toy-battle.battles.75104.name'),
  },
  {
    id: 75105,
    name: l15('toy-battle.battles.75105.name'),
  },
];

const CAMP_LEVELS: readonly StageText[] = [
  {
    id: 75201,
    name: l15('toy-battle.camp-levels.75201.name'),
  },
  {
    id: 75202,
    name: l15('toy-battle.camp-levels.75202.name'),
  },
  {
    id: 75203,
    name: l15('toy-battle.camp-levels.75203.name'),
  },
  {
    id: 75204,
    name: l15('toy-battle.camp-levels.75204.name'),
  },
  {
    id: 75205,
    name: l15('toy-battle.camp-levels.75205.name'),
  },
];

/** Three summer weeks of skirmishes, half a year before the demo capture. */
const START = unix('2025-07-08T02:00:00Z');
const END = unix('2025-07-29T02:00:00Z');
const DAY = 86_400;

/** Characters the event lends for the keep's siege; the first one the role does not own comes. */
const TRIAL_CANDIDATES = [10000036, 10000044, 10000016, 10000032];

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // Lumine's role skipped this one, and the newest role had not unlocked it.
  if (profile.gameRoleId === '612000202' || profile.progress < 0.3) return undefined;
  const reach = profile.progress;
  const at = (day: number) => START + day * DAY + rng.int(7_200, 50_000);

  // Reflex drills: the further the role has come, the more drills and the cleaner the hits.
  const drillsPlayed = reach < 0.5 ? 0 : Math.ceil(DRILLS.length * reach);
  const drills = DRILLS.slice(0, drillsPlayed).map((drill, i) => {
    const notes = 32 + i * 12;
    const perfect = Math.max(0, Math.round(notes * (0.42 + reach * 0.5)) - rng.int(0, 4));
    const combo = Math.min(notes, perfect + rng.int(2, 9));
    const score = perfect * 90 + (notes - perfect) * 35 + combo * 12;
    const share = perfect / notes;
    const stars = share >= 0.85 ? 3 : share >= 0.65 ? 2 : share >= 0.45 ? 1 : 0;
    const finished = stars > 0;
    return {
      id: drill.id,
      finished,
      ...(finished ? { finish_time: at(i * 2) } : {}),
      score,
      max_score: notes * 90 + notes * 12,
      stars,
      max_stars: 3,
      difficulty: i + 1,
      times: rng.int(2, 8),
      metrics: { perfect, combo },
    };
  });

  // Battles of the current round: cleared in order, the next one tried and not yet won.
  const cleared = Math.round(BATTLES.length * reach);
  const trial = TRIAL_CANDIDATES.find((id) => !ctx.owned.includes(id));
  const battles = BATTLES.map((battle, i) => {
    const rounds = 3 + Math.floor(i / 2);
    const finished = i < cleared;
    const tried = finished || i === cleared;
    const stars = finished ? Math.min(3, 1 + Math.round(reach * 2) - (i === 4 ? 1 : 0)) : 0;
    return {
      id: battle.id,
      finished,
      ...(finished ? { finish_time: at(1 + i * 3), cost_time: rng.int(95, 160) + i * 40 } : {}),
      score: finished ? stars * 1_000 + i * 450 + rng.int(0, 900) : 0,
      stars,
      max_stars: 3,
      difficulty: i + 1,
      times: tried ? rng.int(1, 3) + (finished ? 0 : 2) : 0,
      avatars: finished ? members(ctx, 4, i === 3 ? trial : undefined) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.starShard, num: 20 + i * 10 },
            { id: EVENT_ITEMS.festivalToken, num: 80 + i * 40 },
            ...(i >= 2 ? [{ id: EVENT_ITEMS.mysticOre, num: 2 + i }] : []),
          ]
        : [],
      metrics: { wins: finished ? rounds : tried ? rng.int(0, rounds - 1) : 0 },
    };
  });

  // The camp: one chapter per level raised.
  const campLevel = Math.round(CAMP_LEVELS.length * reach);
  const camp = CAMP_LEVELS.map((level, i) => {
    const finished = i < campLevel;
    return { id: level.id, finished, ...(finished ? { finish_time: at(i * 4) } : {}) };
  });

  const played = [...drills, ...battles];
  return {
    start_time: START,
    end_time: END,
    total_score: played.reduce((sum, r) => sum + r.score, 0),
    total_times: played.reduce((sum, r) => sum + r.times, 0),
    stats: {
      camp_level: campLevel,
      wins: battles.reduce((sum, b) => sum + b.metrics.wins, 0),
    },
    pages: [
      ...(drills.length > 0 ? [{ key: 'qte', records: drills }] : []),
      { key: 'current', records: battles },
      { key: 'camp', records: camp },
    ],
  };
}

export const toyBattleDemo: EventDemo = {
  slug: 'toy_battle',
  stages: [...DRILLS, ...BATTLES, ...CAMP_LEVELS],
  build,
};

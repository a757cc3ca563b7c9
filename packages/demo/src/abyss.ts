import type {
  AbyssSnapshot,
  CatalogEntry,
  IndexSnapshot,
  IngestRole,
  IngestSnapshot,
} from '@chronicle/contract';
import { artPath } from './catalog.js';
import { LEY_LINES, MONSTERS } from './data/abyss.js';
import { localize } from './data/localize.js';
import type { IndexProfile } from './profiles.js';
import { Rng } from './prng.js';

type Avatar = IndexSnapshot['avatars'][number];
type Floor = AbyssSnapshot['floors'][number];

/** The current demo period: schedule 87 opened on 2026-01-01 (00:00 UTC); one period a month. */
const CURRENT_SCHEDULE = 87;
const periodStart = (back: number) => Date.UTC(2026, -back, 1) / 1000;

/** Catalog entries of the enemies and ley-line disorders the demo's abyss periods refer to. */
export function abyssCatalog(): CatalogEntry[] {
  const monsters = MONSTERS.map((m): CatalogEntry => ({
    kind: 'monster',
    id: m.id,
    icon: artPath('monster', m.id),
    names: localize(m.name),
  }));
  const leyLines = LEY_LINES.map((l): CatalogEntry => ({
    kind: 'ley_line',
    id: l.id,
    names: localize(l.text),
  }));
  return [...monsters, ...leyLines];
}

/** The strongest characters first: the ones a player takes into the abyss. */
function bench(avatars: readonly Avatar[]): Avatar[] {
  return [...avatars].sort((a, b) => b.level - a.level || b.fetter - a.fetter).slice(0, 12);
}

function enemies(rng: Rng, floor: number): Floor['levels'][number]['top_half_floor_monster'] {
  const level = 60 + floor * 3 + rng.int(0, 2) * 2;
  return rng
    .shuffle(MONSTERS)
    .slice(0, rng.int(1, 2))
    .map((m) => ({ id: m.id, level }));
}

/** A generator of what a period's floor holds for everyone: seeded by the period and floor only. */
const periodRng = (start: number, floor: number) => new Rng(`abyss-period:${start}:${floor}`);

/** "12-3" → [12, 3]; roles without the mode unlocked have no periods at all. */
function reached(best: string): [number, number] | undefined {
  const match = /^(\d+)-(\d)$/.exec(best);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

function buildPeriod(
  rng: Rng,
  back: number,
  best: [number, number],
  team: readonly Avatar[],
): AbyssSnapshot {
  const start = periodStart(back);
  const end = periodStart(back - 1) - 1;
  const [topFloor, topChamber] = best;
  const floors: Floor[] = [];
  let clock = start + 86_400 * rng.int(1, 6);
  // Players who reached floor 12 start at 9; weaker ones work their way up from 1.
  for (let index = Math.max(1, topFloor - 3); index <= topFloor; index += 1) {
    const chambers = index === topFloor ? topChamber : 3;
    const levels = Array.from({ length: chambers }, (_, c) => {
      const star =
        index < topFloor
          ? 3
          : rng.weighted<number>([
              [3, 5],
              [2, 3],
              [1, 1],
            ]);
      const battles = [1, 2].map((half) => {
        clock += rng.int(180, 420);
        const offset = ((c * 2 + half - 1) * 4) % Math.max(1, team.length - 3);
        return {
          index: half,
          timestamp: clock,
          avatars: team.slice(offset, offset + 4).map((a) => ({ id: a.id, level: a.level })),
        };
      });
      return {
        index: c + 1,
        star,
        battles,
        top_half_floor_monster: enemies(rng, index),
        bottom_half_floor_monster: enemies(rng, index),
      };
    });
    floors.push({
      index,
      settle_time: clock,
      star: levels.reduce((sum, l) => sum + l.star, 0),
      // The disorders belong to the period and floor, the same for every player (as in the game).
      ley_lines: periodRng(start, index)
        .shuffle(LEY_LINES)
        .slice(0, periodRng(start + 1, index).int(1, 2))
        .map((l) => l.id),
      levels,
    });
  }
  const chambers = floors.flatMap((f) => f.levels);
  const losses = rng.int(0, 3);
  const used = (id: number) =>
    chambers.reduce(
      (n, l) => n + l.battles.filter((b) => b.avatars.some((a) => a.id === id)).length,
      0,
    );
  const byUse = [...team].sort((a, b) => used(b.id) - used(a.id));
  const one = (value: number) => {
    const avatar = rng.pick(team.slice(0, 8));
    return [{ avatar_id: avatar.id, value }];
  };
  return {
    schedule_id: CURRENT_SCHEDULE - back,
    start_time: start,
    end_time: end,
    total_battle_times: chambers.length + losses,
    total_win_times: chambers.length,
    max_floor: `${topFloor}-${topChamber}`,
    total_star: floors.reduce((sum, f) => sum + f.star, 0),
    is_unlock: true,
    reveal_rank: byUse.slice(0, 4).map((a) => ({ avatar_id: a.id, value: used(a.id) })),
    defeat_rank: one(rng.int(15, 40)),
    damage_rank: one(rng.int(90, 900) * 1000 + rng.int(0, 999)),
    take_damage_rank: one(rng.int(40, 160) * 1000 + rng.int(0, 999)),
    normal_skill_rank: one(rng.int(8, 40)),
    energy_skill_rank: one(rng.int(4, 20)),
    floors,
  };
}

/**
 * Stored Spiral Abyss periods of a role, newest first: four for the most advanced role, two for the
 * others, none when the mode is still locked (the overview shows `-`). Older periods reach a bit
 * less far, as a progressing player would.
 */
export function buildAbyssPeriods(
  role: IngestRole,
  profile: IndexProfile,
  avatars: readonly Avatar[],
): { period: AbyssSnapshot; capturedAt: string }[] {
  const best = reached(profile.spiralAbyss);
  if (!best) return [];
  const count = profile.progress >= 0.9 ? 4 : 2;
  const team = bench(avatars);
  return Array.from({ length: count }, (_, back) => {
    const rng = new Rng(`${role.game_role_id}:abyss:${back}`);
    const floor = back > 0 && best[0] > 9 && rng.chance(0.4) ? best[0] - 1 : best[0];
    const chamber = floor === best[0] ? best[1] : 3;
    const period = buildPeriod(rng, back, [floor, chamber], team);
    // The current period is captured with the overview; older ones on their last day.
    const capturedAt =
      back === 0
        ? new Date((period.start_time + 4 * 86_400) * 1000)
        : new Date(period.end_time * 1000);
    return { period, capturedAt: capturedAt.toISOString() };
  });
}

/** A main-game role's stored abyss periods as snapshots. */
export function abyssSnapshots(
  role: IngestRole,
  profile: IndexProfile,
  avatars: readonly Avatar[],
): IngestSnapshot[] {
  return buildAbyssPeriods(role, profile, avatars).map(({ period, capturedAt }) => ({
    game_id: 2,
    game_role_id: role.game_role_id,
    kind: 'spiral_abyss',
    period: String(period.schedule_id),
    captured_at: capturedAt,
    payload: period,
  }));
}

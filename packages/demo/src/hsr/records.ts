import type {
  HkrpgChallengeBossSnapshot,
  HkrpgChallengeSnapshot,
  HkrpgChallengeStorySnapshot,
  HkrpgNoteSnapshot,
  HkrpgRogueSnapshot,
} from '@chronicle/contract';
import { Rng } from '../prng.js';
import {
  characterDef,
  FLOORS_PER_MODE,
  HSR_ASSIGNMENTS,
  HSR_SEASONS,
  mazeId,
  ROGUE_BLESSINGS,
  ROGUE_CURIOS,
  type HsrSeasonDef,
} from './data.js';
import type { HsrProfile, OwnedCharacter } from './profiles.js';

type SnapAvatar = HkrpgChallengeSnapshot['floors'][number]['node_1']['avatars'][number];

const avatar = (c: OwnedCharacter): SnapAvatar => ({ id: c.id, level: c.level, rank: c.rank });

/** Two teams of four (or fewer) from the role's strongest characters. */
function teams(profile: HsrProfile, rng: Rng): [SnapAvatar[], SnapAvatar[]] {
  const pool = rng.shuffle(profile.characters.slice(0, 8));
  return [pool.slice(0, 4).map(avatar), pool.slice(4, 8).map(avatar)];
}

/** Real-time notes at capture (kind `hsr_note`): Star Fuel recovering, assignments under way. */
export function noteOf(profile: HsrProfile): HkrpgNoteSnapshot {
  const rng = new Rng(`hsr-note:${profile.roleId}`);
  const current = rng.int(90, 220);
  const max = 300;
  const ids = profile.characters.map((c) => c.id);
  return {
    current_stamina: current,
    max_stamina: max,
    stamina_recover_time: (max - current) * 360,
    current_reserve_stamina: rng.int(400, 2000),
    is_reserve_stamina_full: false,
    total_expedition_num: 4,
    expeditions: HSR_ASSIGNMENTS.slice(0, Math.min(4, ids.length)).map((a, i) => ({
      id: a.id,
      avatar_ids: ids.length > 1 ? [ids[i % ids.length]!, ids[(i + 1) % ids.length]!] : [ids[0]!],
      // The first assignment is done at capture; the others finish over the next hours.
      remaining_time: i === 0 ? 0 : i * 3 * 3600 + rng.int(0, 3599),
    })),
    current_train_score: rng.pick([200, 300, 400, 500]),
    max_train_score: 500,
    current_rogue_score: rng.int(0, 14) * 1000,
    max_rogue_score: 14000,
    weekly_cocoon_cnt: rng.int(0, 3),
    weekly_cocoon_limit: 3,
    rogue_tourn_weekly_unlocked: profile.level >= 40,
    rogue_tourn_weekly_max: 2000,
    rogue_tourn_weekly_cur: profile.level >= 40 ? rng.int(0, 20) * 100 : 0,
    rogue_tourn_exp_is_full: false,
  };
}

/** When a floor was fought: spread over the season's first days. */
const foughtAt = (season: HsrSeasonDef, floor: number, rng: Rng) =>
  season.begin + 86_400 * (1 + (floor % 5)) + rng.int(0, 20_000);

function chaos(profile: HsrProfile, season: HsrSeasonDef, cleared: number): HkrpgChallengeSnapshot {
  const rng = new Rng(`hsr-chaos:${profile.roleId}:${season.id}`);
  const floors: HkrpgChallengeSnapshot['floors'] = [];
  for (let floor = cleared; floor >= 1; floor -= 1) {
    // Floors below the last five were quick-cleared: three stars, no lineup.
    const fast = floor <= cleared - 5;
    const [a, b] = teams(profile, rng);
    const time = foughtAt(season, floor, rng);
    const stars = fast
      ? 3
      : rng.weighted([
          [3, 6],
          [2, 3],
          [1, 1],
        ] as const);
    floors.push({
      maze_id: mazeId(season.id, 'chaos', floor),
      is_fast: fast,
      round_num: fast ? 0 : rng.int(4, 20) - stars,
      star_num: stars,
      is_chaos: true,
      node_1: { challenge_time: time, avatars: fast ? [] : a },
      node_2: { challenge_time: time + 600, avatars: fast ? [] : b },
    });
  }
  return {
    schedule_id: season.id,
    begin_time: season.begin,
    end_time: season.end,
    battle_num: floors.filter((f) => !f.is_fast).length * 2 + rng.int(0, 4),
    has_data: floors.length > 0,
    max_floor_id: cleared > 0 ? mazeId(season.id, 'chaos', cleared) : 0,
    star_num: floors.reduce((sum, f) => sum + f.star_num, 0),
    floors,
  };
}

function fiction(
  profile: HsrProfile,
  season: HsrSeasonDef,
  cleared: number,
): HkrpgChallengeStorySnapshot {
  const rng = new Rng(`hsr-fiction:${profile.roleId}:${season.id}`);
  const buff = { id: rng.pick([31001, 31002]) };
  const floors: HkrpgChallengeStorySnapshot['floors'] = [];
  for (let floor = cleared; floor >= 1; floor -= 1) {
    const [a, b] = teams(profile, rng);
    const time = foughtAt(season, floor, rng);
    const scores = [rng.int(15_000, 40_000), rng.int(15_000, 40_000)] as const;
    const total = scores[0] + scores[1];
    floors.push({
      maze_id: mazeId(season.id, 'fiction', floor),
      is_fast: false,
      round_num: rng.int(3, 6),
      star_num: total >= 60_000 ? 3 : total >= 40_000 ? 2 : 1,
      node_1: { challenge_time: time, avatars: a, buff, score: scores[0] },
      node_2: { challenge_time: time + 420, avatars: b, buff, score: scores[1] },
    });
  }
  return {
    schedule_id: season.id,
    begin_time: season.begin,
    end_time: season.end,
    battle_num: floors.length * 2 + rng.int(0, 3),
    has_data: floors.length > 0,
    max_floor_id: cleared > 0 ? mazeId(season.id, 'fiction', cleared) : 0,
    star_num: floors.reduce((sum, f) => sum + f.star_num, 0),
    floors,
  };
}

function shadow(
  profile: HsrProfile,
  season: HsrSeasonDef,
  cleared: number,
): HkrpgChallengeBossSnapshot {
  const rng = new Rng(`hsr-shadow:${profile.roleId}:${season.id}`);
  const [upper, lower] = season.bosses ?? [9001, 9002];
  const buff = { id: rng.pick([32001, 32002]) };
  const floors: HkrpgChallengeBossSnapshot['floors'] = [];
  for (let floor = cleared; floor >= 1; floor -= 1) {
    const [a, b] = teams(profile, rng);
    const time = foughtAt(season, floor, rng);
    const scores = [rng.int(2_000, 4_000), rng.int(2_000, 4_000)] as const;
    const total = scores[0] + scores[1];
    floors.push({
      maze_id: mazeId(season.id, 'shadow', floor),
      is_fast: false,
      star_num: total >= 7_000 ? 3 : total >= 5_500 ? 2 : 1,
      last_update_time: time + 540,
      node_1: { challenge_time: time, avatars: a, buff, score: scores[0], boss_defeated: true },
      node_2: {
        challenge_time: time + 540,
        avatars: b,
        buff,
        score: scores[1],
        boss_defeated: scores[1] > 2_500,
      },
    });
  }
  return {
    schedule_id: season.id,
    begin_time: season.begin,
    end_time: season.end,
    battle_num: floors.length * 2 + rng.int(0, 3),
    has_data: floors.length > 0,
    max_floor_id: cleared > 0 ? mazeId(season.id, 'shadow', cleared) : 0,
    star_num: floors.reduce((sum, f) => sum + f.star_num, 0),
    upper_boss: { id: upper },
    lower_boss: { id: lower },
    floors,
  };
}

export type SeasonSnapshot =
  | { kind: 'hsr_challenge'; period: number; payload: HkrpgChallengeSnapshot }
  | { kind: 'hsr_challenge_story'; period: number; payload: HkrpgChallengeStorySnapshot }
  | { kind: 'hsr_challenge_boss'; period: number; payload: HkrpgChallengeBossSnapshot };

/** Every endgame season a role played. */
export function seasonsOf(profile: HsrProfile): SeasonSnapshot[] {
  return profile.seasons.map(({ id, floors }) => {
    const season = HSR_SEASONS.find((s) => s.id === id);
    if (!season) throw new Error(`hsr demo: no season ${id}`);
    const cleared = Math.min(floors, FLOORS_PER_MODE[season.mode]);
    if (season.mode === 'chaos')
      return { kind: 'hsr_challenge', period: id, payload: chaos(profile, season, cleared) };
    if (season.mode === 'fiction')
      return {
        kind: 'hsr_challenge_story',
        period: id,
        payload: fiction(profile, season, cleared),
      };
    return { kind: 'hsr_challenge_boss', period: id, payload: shadow(profile, season, cleared) };
  });
}

/** Mirror Cosmos weeks: 213 began on 2026-01-04 20:00 UTC, the demo's capture falls in it. */
export const ROGUE_CURRENT = 213;
const WEEK = 7 * 86_400;
export const rogueWeekStart = (id: number) =>
  Date.UTC(2026, 0, 4, 20) / 1000 - (ROGUE_CURRENT - id) * WEEK;

/** The role's Mirror Cosmos weeks (kind `hsr_rogue`), current first. */
export function rogueOf(profile: HsrProfile): HkrpgRogueSnapshot[] {
  return profile.rogue.map((runs, back) => {
    const id = ROGUE_CURRENT - back;
    const rng = new Rng(`hsr-rogue:${profile.roleId}:${id}`);
    const begin = rogueWeekStart(id);
    const records: HkrpgRogueSnapshot['records'] = [];
    for (let i = 0; i < runs; i += 1) {
      const lineup = rng.shuffle(profile.characters.slice(0, 6)).slice(0, 4);
      const blessings = rng.shuffle(ROGUE_BLESSINGS).slice(0, rng.int(3, 6));
      const byPath = new Map<number, typeof blessings>();
      for (const b of blessings) byPath.set(b.path, [...(byPath.get(b.path) ?? []), b]);
      const paths = [...byPath.entries()].map(([id, items]) => ({ id, cnt: items.length }));
      records.push({
        progress: rng.int(Math.max(1, Math.min(9, Math.floor(profile.level / 8))), 9),
        difficulty: rng.int(1, 5),
        score: rng.int(600, 1900),
        // Runs within the hours after the week opened, so the current week's are before capture.
        finish_time: begin + 3_600 * (1 + i * 2) + rng.int(0, 3_000),
        final_lineup: lineup.map((c) => ({ id: c.id, level: c.level, rank: c.rank })),
        cached_avatars: [],
        base_type_list: paths,
        buffs: [...byPath.entries()].map(([path, items]) => ({
          base_type: { id: path, cnt: items.length },
          items: items.map((b) => ({ id: b.id, is_evoluted: rng.chance(0.4), rank: 1 })),
        })),
        miracles: rng
          .shuffle(ROGUE_CURIOS)
          .slice(0, rng.int(1, 3))
          .map((c) => ({ id: c.id })),
      });
    }
    return {
      id,
      begin_time: begin,
      end_time: begin + WEEK - 1,
      finish_cnt: runs,
      current_rogue_score: rng.int(4, 14) * 1000,
      max_rogue_score: 14000,
      basic_info: {
        unlocked_buff_num: 40 + profile.characters.length * 12,
        unlocked_miracle_num: 20 + profile.characters.length * 6,
        unlocked_skill_points: Math.min(38, Math.floor(profile.level / 2)),
      },
      records,
    };
  });
}

// The character table is validated here so a typo in a profile fails the demo build at once.
export function assertKnownCharacters(profile: HsrProfile): void {
  for (const c of profile.characters) characterDef(c.id);
}

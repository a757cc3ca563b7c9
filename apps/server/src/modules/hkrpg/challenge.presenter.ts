import type {
  HkrpgBossFloor,
  HkrpgChallengeBossData,
  HkrpgChallengeBossSnapshot,
  HkrpgChallengeData,
  HkrpgChallengeFloor,
  HkrpgChallengeSnapshot,
  HkrpgChallengeStoryData,
  HkrpgChallengeStorySnapshot,
  HkrpgStoryBuff,
  HkrpgStoryFloor,
} from '@chronicle/contract';
import { avatarBrief, iconOf, nameOf, partialTime, textOf, type HsrView } from './hkrpg-view.js';
import { bossSeasonGroups, seasonGroups, seasonWindows, type SeasonWindow } from './seasons.js';

/** The stored seasons of a mode (newest first), the catalog's, and which one was asked for. */
export interface SeasonRequest<S> {
  stored: readonly S[];
  catalogSeasons: readonly SeasonWindow[];
  /** 1 current (default), 2 previous. */
  scheduleType: 1 | 2;
  now: number;
}

/** The asked season's window and the role's snapshot of it, if it played that season. */
function pick<S extends SeasonWindow>(request: SeasonRequest<S>) {
  const windows = seasonWindows(request.stored, request.catalogSeasons, request.now);
  const window = windows[request.scheduleType - 1];
  const snapshot = window && request.stored.find((s) => s.schedule_id === window.schedule_id);
  return { windows, window, snapshot };
}

const floorName = (view: HsrView, mazeId: number, fallback?: string) =>
  nameOf(view, 'hsr_floor', mazeId, fallback);

type SnapBuff = {
  id: number;
  name?: string | undefined;
  icon?: string | undefined;
  desc?: string | undefined;
};

function buffOf(view: HsrView, buff: SnapBuff | null): HkrpgStoryBuff | null {
  if (!buff) return null;
  const desc = textOf(view, 'hsr_buff', buff.id, 'desc') || buff.desc || '';
  return {
    id: buff.id,
    name_mi18n: nameOf(view, 'hsr_buff', buff.id, buff.name),
    desc_mi18n: desc,
    icon: iconOf(view, 'hsr_buff', buff.id, buff.icon),
    simple_desc_mi18m: desc,
  };
}

/**
 * GET hkrpg/api/challenge (docs/reference/other-games.md#third-game-challenge): Echoes of Disorder,
 * floors highest first.
 */
export function presentChallenge(
  view: HsrView,
  request: SeasonRequest<HkrpgChallengeSnapshot>,
): HkrpgChallengeData {
  const { windows, window, snapshot } = pick(request);
  const chosen = window ?? windows[0]!;
  const floors = (snapshot?.floors ?? []).map((f): HkrpgChallengeFloor => {
    const node = (n: HkrpgChallengeSnapshot['floors'][number]['node_1']) => ({
      challenge_time: partialTime(n.challenge_time, view.region),
      avatars: n.avatars.map((a) => avatarBrief(view, a)),
    });
    return {
      name: floorName(view, f.maze_id, f.name),
      round_num: f.round_num,
      star_num: f.star_num,
      node_1: node(f.node_1),
      node_2: node(f.node_2),
      ...(f.node_3 ? { node_3: node(f.node_3) } : {}),
      is_chaos: f.is_chaos,
      maze_id: f.maze_id,
      is_fast: f.is_fast,
      extra_star_num: f.extra_star_num ?? 0,
      is_tierce: f.is_tierce ?? f.node_3 !== undefined,
    };
  });
  const maxFloorId = snapshot?.max_floor_id ?? 0;
  return {
    schedule_id: chosen.schedule_id,
    begin_time: partialTime(chosen.begin_time, view.region),
    end_time: partialTime(chosen.end_time, view.region),
    star_num: snapshot?.star_num ?? 0,
    extra_star_num: snapshot?.extra_star_num ?? 0,
    max_floor: maxFloorId > 0 ? floorName(view, maxFloorId) : '',
    battle_num: snapshot?.battle_num ?? 0,
    has_data: snapshot?.has_data ?? false,
    max_floor_detail: null,
    all_floor_detail: floors,
    max_floor_id: maxFloorId,
    groups: seasonGroups(view, windows, request.now),
  };
}

/**
 * GET hkrpg/api/challenge_story (docs/reference/other-games.md#third-game-challenge-story): Woven
 * Fable; scores are digit strings.
 */
export function presentChallengeStory(
  view: HsrView,
  request: SeasonRequest<HkrpgChallengeStorySnapshot>,
): HkrpgChallengeStoryData {
  const { windows, snapshot } = pick(request);
  const floors = (snapshot?.floors ?? []).map((f): HkrpgStoryFloor => {
    const node = (n: HkrpgChallengeStorySnapshot['floors'][number]['node_1']) => ({
      challenge_time: partialTime(n.challenge_time, view.region),
      avatars: n.avatars.map((a) => avatarBrief(view, a)),
      buff: buffOf(view, n.buff),
      score: String(n.score),
    });
    return {
      name: floorName(view, f.maze_id, f.name),
      round_num: f.round_num,
      star_num: f.star_num,
      maze_id: f.maze_id,
      is_fast: f.is_fast,
      node_1: node(f.node_1),
      node_2: node(f.node_2),
      ...(f.node_3 ? { node_3: node(f.node_3) } : {}),
      extra_star_num: f.extra_star_num ?? 0,
      is_tierce: f.is_tierce ?? f.node_3 !== undefined,
    };
  });
  const maxFloorId = snapshot?.max_floor_id ?? 0;
  return {
    star_num: snapshot?.star_num ?? 0,
    extra_star_num: snapshot?.extra_star_num ?? 0,
    max_floor: maxFloorId > 0 ? floorName(view, maxFloorId) : '',
    battle_num: snapshot?.battle_num ?? 0,
    has_data: snapshot?.has_data ?? false,
    all_floor_detail: floors,
    groups: seasonGroups(view, windows, request.now),
    max_floor_id: maxFloorId,
  };
}

/**
 * GET hkrpg/api/challenge_boss (docs/reference/other-games.md#third-game-challenge-boss): Eclipse
 * Sovereigns; floor stars and scores are digit strings, quick-cleared halves have a null time.
 */
export function presentChallengeBoss(
  view: HsrView,
  request: SeasonRequest<HkrpgChallengeBossSnapshot>,
): HkrpgChallengeBossData {
  const { windows, snapshot } = pick(request);
  const floors = (snapshot?.floors ?? []).map((f): HkrpgBossFloor => {
    const node = (n: HkrpgChallengeBossSnapshot['floors'][number]['node_1']) => ({
      challenge_time:
        n.challenge_time === undefined ? null : partialTime(n.challenge_time, view.region),
      avatars: n.avatars.map((a) => avatarBrief(view, a)),
      buff: buffOf(view, n.buff),
      score: String(n.score),
      boss_defeated: n.boss_defeated,
    });
    return {
      name: floorName(view, f.maze_id, f.name),
      star_num: String(Math.min(3, f.star_num)),
      maze_id: f.maze_id,
      is_fast: f.is_fast,
      last_update_time: partialTime(f.last_update_time, view.region),
      node_1: node(f.node_1),
      node_2: node(f.node_2),
      ...(f.node_3 ? { node_3: node(f.node_3) } : {}),
      extra_star_num: String(f.extra_star_num ?? 0),
      is_tierce: f.is_tierce ?? f.node_3 !== undefined,
    };
  });
  const maxFloorId = snapshot?.max_floor_id ?? 0;
  return {
    star_num: snapshot?.star_num ?? 0,
    extra_star_num: snapshot?.extra_star_num ?? 0,
    max_floor: maxFloorId > 0 ? floorName(view, maxFloorId) : '',
    battle_num: snapshot?.battle_num ?? 0,
    has_data: snapshot?.has_data ?? false,
    all_floor_detail: floors,
    groups: bossSeasonGroups(view, windows, request.now),
    max_floor_id: maxFloorId,
  };
}

import { ROUTES } from '../../../app/routes.js';
import type { HkrpgAvatarBrief, HkrpgPartialTime } from '@chronicle/contract';
import type { HsrMode, HsrModeData, HsrScheduleType } from '../api/get-hsr-challenge.js';

/** The most stars a season of each mode can hold (12 floors of 3, or 4 floors of 3). */
export const MODE_MAX_STARS: Readonly<Record<HsrMode, number>> = {
  chaos: 36,
  fiction: 12,
  shadow: 12,
};

/** Each mode's route, so links never spell a URL by hand. */
export const MODE_HREF: Readonly<Record<HsrMode, () => string>> = {
  chaos: () => ROUTES.hsrChaos.href(),
  fiction: () => ROUTES.hsrFiction.href(),
  shadow: () => ROUTES.hsrShadow.href(),
};

export interface NodeView {
  avatars: readonly HkrpgAvatarBrief[];
  buff: { name: string; desc: string } | null;
  score: number | null;
  bossDefeated: boolean | null;
}

export interface FloorView {
  id: number;
  name: string;
  stars: number;
  quick: boolean;
  /** Cycles used (Echoes of Disorder and Woven Fable); null where the mode has none. */
  rounds: number | null;
  /** The floor's score (Woven Fable and Eclipse Sovereigns); null in Echoes of Disorder. */
  score: number | null;
  nodes: readonly NodeView[];
}

export interface BossView {
  id: number;
  name: string;
  icon: string;
}

/** What the endgame page shows of one season, whichever of the three modes answered. */
export interface SeasonView {
  scheduleId: number;
  name: string;
  begin: HkrpgPartialTime;
  end: HkrpgPartialTime;
  hasData: boolean;
  stars: number;
  maxStars: number;
  battles: number;
  maxFloor: string;
  bosses: readonly BossView[];
  floors: readonly FloorView[];
}

const score = (value: string | undefined) => (value === undefined ? null : Number(value));

/**
 * One season of one mode as the page shows it. `groups` is `[current, previous]` whatever was
 * asked, so the season is the group the request named (Echoes of Disorder also names it by id).
 */
export function seasonView(answer: HsrModeData, scheduleType: HsrScheduleType): SeasonView {
  const { mode, data } = answer;
  const byType = data.groups[scheduleType - 1] ?? data.groups[0];
  const group =
    mode === 'chaos'
      ? (data.groups.find((g) => g.schedule_id === answer.data.schedule_id) ?? byType)
      : byType;
  const base = {
    scheduleId: group?.schedule_id ?? 0,
    name: group?.name_mi18n ?? '',
    begin: group?.begin_time ?? { year: 0, month: 1, day: 1, hour: 0, minute: 0 },
    end: group?.end_time ?? { year: 0, month: 1, day: 1, hour: 0, minute: 0 },
    hasData: data.has_data,
    stars: data.star_num,
    maxStars: MODE_MAX_STARS[mode],
    battles: data.battle_num,
    maxFloor: data.max_floor,
  };
  if (mode === 'chaos') {
    return {
      ...base,
      bosses: [],
      floors: data.all_floor_detail.map((f) => ({
        id: f.maze_id,
        name: f.name,
        stars: f.star_num,
        quick: f.is_fast,
        rounds: f.round_num,
        score: null,
        nodes: [f.node_1, f.node_2].map((n) => ({
          avatars: n.avatars,
          buff: null,
          score: null,
          bossDefeated: null,
        })),
      })),
    };
  }
  if (mode === 'fiction') {
    return {
      ...base,
      bosses: [],
      floors: data.all_floor_detail.map((f) => ({
        id: f.maze_id,
        name: f.name,
        stars: f.star_num,
        quick: f.is_fast,
        rounds: f.round_num,
        score: Number(f.node_1.score) + Number(f.node_2.score),
        nodes: [f.node_1, f.node_2].map((n) => ({
          avatars: n.avatars,
          buff: n.buff ? { name: n.buff.name_mi18n, desc: n.buff.desc_mi18n } : null,
          score: score(n.score),
          bossDefeated: null,
        })),
      })),
    };
  }
  const bossGroup = data.groups[scheduleType - 1] ?? data.groups[0];
  const bosses = bossGroup
    ? [bossGroup.upper_boss, bossGroup.lower_boss].map((b) => ({
        id: b.id,
        name: b.name_mi18n,
        icon: b.icon,
      }))
    : [];
  return {
    ...base,
    bosses,
    floors: data.all_floor_detail.map((f) => ({
      id: f.maze_id,
      name: f.name,
      stars: Number(f.star_num),
      quick: f.is_fast,
      rounds: null,
      score: Number(f.node_1.score) + Number(f.node_2.score),
      nodes: [f.node_1, f.node_2].map((n) => ({
        avatars: n.avatars,
        buff: n.buff ? { name: n.buff.name_mi18n, desc: n.buff.desc_mi18n } : null,
        score: score(n.score),
        bossDefeated: n.boss_defeated,
      })),
    })),
  };
}

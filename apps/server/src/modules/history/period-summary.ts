import type {
  AbyssSnapshot,
  GcgChallengeSnapshot,
  HardChallengeSnapshot,
  HistoryPeriodKind,
  HkrpgChallengeBossSnapshot,
  HkrpgChallengeSnapshot,
  HkrpgChallengeStorySnapshot,
  HkrpgRogueSnapshot,
  Honkai3rdBattleFieldSnapshot,
  Honkai3rdNewAbyssSnapshot,
  Honkai3rdOldAbyssSnapshot,
  RoleCombatSnapshot,
} from '@chronicle/contract';

/** What a stored period says about itself: its dates and the numbers a list or a chart shows. */
export interface PeriodFacts {
  start_time: number;
  end_time: number;
  headline: string;
  metrics: Record<string, number>;
}

/** `mm:ss` of a number of seconds, the way the game shows a clear time. */
export function clearTime(seconds: number): string {
  const m = Math.floor(seconds / 60);
  return `${m}:${String(seconds % 60).padStart(2, '0')}`;
}

function abyss(s: AbyssSnapshot): PeriodFacts {
  const [floor = 0, chamber = 0] = s.max_floor.split('-').map(Number);
  return {
    start_time: s.start_time,
    end_time: s.end_time,
    headline: `${s.max_floor} ★${s.total_star}`,
    metrics: {
      floor,
      chamber,
      stars: s.total_star,
      battles: s.total_battle_times,
      wins: s.total_win_times,
    },
  };
}

function roleCombat(s: RoleCombatSnapshot): PeriodFacts {
  return {
    start_time: s.start_time,
    end_time: s.end_time,
    headline: `${s.stat.max_round_id}/10`,
    metrics: {
      act: s.stat.max_round_id,
      difficulty: s.stat.difficulty_id,
      medals: s.stat.medal_num,
      stars: s.stat.heraldry,
    },
  };
}

/** The best clear of Trial of Dread across solo and co-op: the hardest difficulty, then the fastest. */
function hardChallenge(s: HardChallengeSnapshot): PeriodFacts {
  const bests = [s.single.best, s.mp.best].filter((b) => b !== null);
  const best = bests.sort((a, b) => b.difficulty - a.difficulty || a.second - b.second)[0];
  return {
    start_time: s.start_time,
    end_time: s.end_time,
    headline: best ? `${best.difficulty} · ${clearTime(best.second)}` : '-',
    metrics: best ? { difficulty: best.difficulty, seconds: best.second } : {},
  };
}

function gcgChallenge(s: GcgChallengeSnapshot): PeriodFacts {
  const wins = s.opponents.filter((o) => o.is_win).length;
  return {
    start_time: s.begin,
    end_time: s.end,
    headline: `${wins}/${s.opponents.length}`,
    metrics: { wins, opponents: s.opponents.length },
  };
}

function hsrSeason(
  s: HkrpgChallengeSnapshot | HkrpgChallengeStorySnapshot | HkrpgChallengeBossSnapshot,
): PeriodFacts {
  return {
    start_time: s.begin_time,
    end_time: s.end_time,
    headline: `★${s.star_num}`,
    metrics: { stars: s.star_num, battles: s.battle_num, floors: s.floors.length },
  };
}

function hsrRogue(s: HkrpgRogueSnapshot): PeriodFacts {
  return {
    start_time: s.begin_time,
    end_time: s.end_time,
    headline: String(s.finish_cnt),
    metrics: { runs: s.finish_cnt, score: s.current_rogue_score ?? 0 },
  };
}

function bh3NewAbyss(s: Honkai3rdNewAbyssSnapshot): PeriodFacts {
  return {
    start_time: s.updated_time_second,
    end_time: s.updated_time_second,
    headline: String(s.score),
    metrics: { score: s.score, rank: s.rank, level: s.settled_level, cups: s.cup_number },
  };
}

function bh3OldAbyss(s: Honkai3rdOldAbyssSnapshot): PeriodFacts {
  return {
    start_time: s.time_second,
    end_time: s.time_second,
    headline: String(s.score),
    metrics: { score: s.score, ...(s.floor === undefined ? {} : { floor: s.floor }) },
  };
}

function bh3BattleField(s: Honkai3rdBattleFieldSnapshot): PeriodFacts {
  return {
    start_time: s.time_second,
    end_time: s.time_second,
    headline: String(s.score),
    metrics: {
      score: s.score,
      rank: s.rank,
      percent: Number.parseFloat(s.ranking_percentage) || 0,
    },
  };
}

type Summarize = (snapshot: never) => PeriodFacts;

/** The facts of each listable kind's stored payload (schemas in the contract). */
export const PERIOD_FACTS: Record<HistoryPeriodKind, Summarize> = {
  spiral_abyss: abyss,
  role_combat: roleCombat,
  hard_challenge: hardChallenge,
  gcg_challenge: gcgChallenge,
  hsr_challenge: hsrSeason,
  hsr_challenge_story: hsrSeason,
  hsr_challenge_boss: hsrSeason,
  hsr_rogue: hsrRogue,
  bh3_new_abyss: bh3NewAbyss,
  bh3_old_abyss: bh3OldAbyss,
  bh3_battle_field: bh3BattleField,
};

import type {
  Honkai3rdBattleFieldData,
  Honkai3rdBattleFieldSnapshot,
  Honkai3rdGodWarData,
  Honkai3rdGodWarSnapshot,
  Honkai3rdNewAbyssData,
  Honkai3rdNewAbyssSnapshot,
  Honkai3rdOldAbyssData,
  Honkai3rdOldAbyssSnapshot,
} from '@chronicle/contract';
import {
  presentBattlesuit,
  presentBoss,
  presentElf,
  presentLineup,
  type PresentContext,
} from './shared.presenter.js';
import { remembrancePath } from './type-art.js';

/** GET newAbyssReport: every stored Rift Ladder cycle, already newest first. */
export function presentNewAbyss(
  cycles: readonly Honkai3rdNewAbyssSnapshot[],
  ctx: PresentContext,
): Honkai3rdNewAbyssData {
  return {
    reports: cycles.map((c) => ({
      score: c.score,
      updated_time_second: String(c.updated_time_second),
      boss: presentBoss(c.boss, ctx),
      lineup: presentLineup(c.lineup, ctx),
      rank: c.rank,
      settled_cup_number: c.settled_cup_number,
      cup_number: c.cup_number,
      elf: presentElf(c.elf, ctx),
      level: c.level,
      settled_level: c.settled_level,
    })),
  };
}

/** GET latestOldAbyssReport: every stored Rift Trial cycle, already newest first. */
export function presentOldAbyss(
  cycles: readonly Honkai3rdOldAbyssSnapshot[],
  ctx: PresentContext,
): Honkai3rdOldAbyssData {
  return {
    reports: cycles.map((c) => ({
      score: c.score,
      time_second: String(c.time_second),
      area: c.area,
      lineup: presentLineup(c.lineup, ctx),
      boss: presentBoss(c.boss, ctx),
      level: c.level,
      reward_type: c.reward_type,
      elf: presentElf(c.elf, ctx),
      type: c.type,
      floor: c.floor ?? 0,
    })),
  };
}

/** GET battleFieldReport: every stored Hall of Valor week, already newest first. */
export function presentBattleField(
  weeks: readonly Honkai3rdBattleFieldSnapshot[],
  ctx: PresentContext,
): Honkai3rdBattleFieldData {
  return {
    reports: weeks.map((w) => ({
      score: w.score,
      rank: w.rank,
      ranking_percentage: w.ranking_percentage,
      area: w.area,
      time_second: String(w.time_second),
      battle_infos: w.battle_infos.map((b) => ({
        elf: presentElf(b.elf, ctx),
        lineup: presentLineup(b.lineup, ctx),
        boss: presentBoss(b.boss, ctx),
        score: b.score,
      })),
    })),
  };
}

type StoredRun = Honkai3rdGodWarSnapshot['records'][number];

function presentRun(run: StoredRun, ctx: PresentContext) {
  return {
    settle_time_second: String(run.settle_time_second),
    score: run.score,
    punish_level: run.punish_level,
    level: run.level,
    buffs: run.buffs.map((b) => ({
      id: b.id,
      icon: ctx.absolute(
        ctx.catalog.get('bh3_signet', b.id, ctx.lang)?.icon ||
          b.icon ||
          `/art/bh3_signet/${b.id}.svg`,
      ),
      number: b.number,
    })),
    conditions: run.conditions.map((c) => {
      const entry =
        c.id === undefined ? undefined : ctx.catalog.get('bh3_condition', c.id, ctx.lang);
      return {
        name: entry?.name || c.name || '',
        desc: entry?.text('desc') || c.desc || '',
        difficulty: c.difficulty,
      };
    }),
    main_avatar: presentBattlesuit(run.main_avatar, ctx),
    support_avatars: presentLineup(run.support_avatars, ctx),
    elf: presentElf(run.elf, ctx),
    extra_item_icon: ctx.absolute(remembrancePath(run.extra_item_id)),
  };
}

const EMPTY_SUMMARY: Honkai3rdGodWarData['summary'] = {
  max_level_avatar_number: 0,
  max_support_point: 0,
  extra_item_number: 0,
  max_punish_level: 0,
  max_challenge_score: 0,
  avatar_numbers: 0,
  max_challenge_level: 0,
};

/** GET godWar: the Verdant Dreamscape runs newest first, collections, totals and per-suit stats. */
export function presentGodWar(
  snapshot: Honkai3rdGodWarSnapshot | undefined,
  ctx: PresentContext,
): Honkai3rdGodWarData {
  const runs = [...(snapshot?.records ?? [])].sort(
    (a, b) => b.settle_time_second - a.settle_time_second,
  );
  return {
    records: runs.map((run) => presentRun(run, ctx)),
    collections: (snapshot?.collections ?? []).map((c) => ({ ...c })),
    summary: snapshot ? { ...snapshot.summary } : EMPTY_SUMMARY,
    avatar_transcript: (snapshot?.avatar_transcript ?? []).map((t) => ({
      avatar: presentBattlesuit(t.avatar, ctx, t.level),
      level: t.level,
      challenge_success_times: t.challenge_success_times,
      max_challenge_score: t.max_challenge_score,
      max_punish_level: t.max_punish_level,
      max_challenge_level: t.max_challenge_level,
    })),
  };
}

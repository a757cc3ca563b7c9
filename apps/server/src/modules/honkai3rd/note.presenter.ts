import type { Honkai3rdNoteData, Honkai3rdNoteSnapshot } from '@chronicle/contract';
import type { PresentContext } from './shared.presenter.js';

/** One stamina point comes back every six minutes. */
export const STAMINA_SECONDS = 360;

/**
 * Stamina `elapsed` seconds after a capture. Stamina above the cap does not recover; below it, the
 * point count follows from the time left until full, so the two numbers always agree.
 */
export function staminaAfter(
  current: number,
  max: number,
  recoverySeconds: number,
  elapsed: number,
): { current: number; recovery: number } {
  if (current >= max || recoverySeconds <= 0) return { current, recovery: 0 };
  const recovery = Math.max(0, recoverySeconds - elapsed);
  return { current: Math.max(current, max - Math.ceil(recovery / STAMINA_SECONDS)), recovery };
}

function emptyNote(): Honkai3rdNoteSnapshot {
  const closed = { schedule_end: 0, is_open: false };
  return {
    current_stamina: 0,
    max_stamina: 80,
    stamina_recover_time: 0,
    current_train_score: 0,
    max_train_score: 600,
    greedy_endless: { ...closed, cur_reward: 0, max_reward: 0 },
    ultra_endless: { ...closed, group_level: 0, challenge_score: 0 },
    battle_field: { ...closed, cur_reward: 0, max_reward: 0, cur_sss_reward: 0, max_sss_reward: 0 },
    god_war: { ...closed, cur_reward: 0, max_reward: 0 },
  };
}

/**
 * GET note as of `now` (Unix ms): stamina moves on by the time since the capture; rewards and
 * schedules stay as captured (the game resets them, not the clock).
 */
export function presentNote(
  stored: { payload: Honkai3rdNoteSnapshot; capturedAt: number } | undefined,
  now: number,
  ctx: PresentContext,
): Honkai3rdNoteData {
  const s = stored?.payload ?? emptyNote();
  const elapsed = stored ? Math.max(0, Math.floor((now - stored.capturedAt) / 1000)) : 0;
  const stamina = staminaAfter(s.current_stamina, s.max_stamina, s.stamina_recover_time, elapsed);
  return {
    current_stamina: stamina.current,
    max_stamina: s.max_stamina,
    stamina_recover_time: stamina.recovery,
    current_train_score: s.current_train_score,
    max_train_score: s.max_train_score,
    greedy_endless: {
      schedule_end: String(s.greedy_endless.schedule_end),
      is_open: s.greedy_endless.is_open,
      cur_reward: s.greedy_endless.cur_reward,
      max_reward: s.greedy_endless.max_reward,
      level_icon: ctx.absolute(s.greedy_endless.level_icon),
    },
    ultra_endless: {
      schedule_end: String(s.ultra_endless.schedule_end),
      is_open: s.ultra_endless.is_open,
      group_level: s.ultra_endless.group_level,
      challenge_score: s.ultra_endless.challenge_score,
      level_icon: ctx.absolute(s.ultra_endless.level_icon),
    },
    battle_field: { ...s.battle_field, schedule_end: String(s.battle_field.schedule_end) },
    god_war: { ...s.god_war, schedule_end: String(s.god_war.schedule_end) },
  };
}

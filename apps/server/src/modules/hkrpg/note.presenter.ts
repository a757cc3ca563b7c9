import type { HkrpgNoteData, HkrpgNoteSnapshot } from '@chronicle/contract';
import { iconOf, nameOf, type HsrView } from './hkrpg-view.js';

/** One Star Fuel point comes back every 6 minutes. */
export const STAR_FUEL_SECONDS = 360;
/** Star Fuel recovered past the cap goes to the reserve, which holds at most this much. */
export const RESERVE_MAX = 2400;

/**
 * Star Fuel `elapsed` seconds after a capture. Fuel above the cap (refills) does not recover; below
 * it the count follows from the time left until full, so both numbers always agree. Once full,
 * what would have been recovered overflows into the reserve at a third of the rate, as the game's
 * reserve fills while the tank sits full.
 */
export function starFuelAfter(
  snapshot: Pick<
    HkrpgNoteSnapshot,
    'current_stamina' | 'max_stamina' | 'stamina_recover_time' | 'current_reserve_stamina'
  >,
  elapsed: number,
): { current: number; recovery: number; reserve: number } {
  const { current_stamina: current, max_stamina: max, stamina_recover_time: recoverIn } = snapshot;
  let reserve = snapshot.current_reserve_stamina;
  if (current >= max || recoverIn <= 0) {
    if (current >= max) reserve += Math.floor(elapsed / (STAR_FUEL_SECONDS * 3));
    return {
      current,
      recovery: 0,
      reserve: Math.min(RESERVE_MAX, Math.max(reserve, snapshot.current_reserve_stamina)),
    };
  }
  const recovery = Math.max(0, recoverIn - elapsed);
  const overflow = Math.max(0, elapsed - recoverIn);
  reserve += Math.floor(overflow / (STAR_FUEL_SECONDS * 3));
  return {
    current: max - Math.ceil(recovery / STAR_FUEL_SECONDS),
    recovery,
    reserve: Math.min(RESERVE_MAX, Math.max(reserve, snapshot.current_reserve_stamina)),
  };
}

/** Notes of a role without a stored snapshot: a valid, empty answer. */
const EMPTY: HkrpgNoteSnapshot = {
  current_stamina: 0,
  max_stamina: 300,
  stamina_recover_time: 0,
  current_reserve_stamina: 0,
  is_reserve_stamina_full: false,
  total_expedition_num: 4,
  expeditions: [],
  current_train_score: 0,
  max_train_score: 500,
  current_rogue_score: 0,
  max_rogue_score: 14000,
  weekly_cocoon_cnt: 0,
  weekly_cocoon_limit: 3,
  rogue_tourn_weekly_unlocked: false,
  rogue_tourn_weekly_max: 2000,
  rogue_tourn_weekly_cur: 0,
};

/**
 * GET hkrpg/api/note (docs/reference/other-games.md#third-game-notes): the stored notes moved
 * forward by the time elapsed since their capture (Star Fuel, its reserve, assignments' remaining
 * time). `capturedAt` and `now` are
 * Unix milliseconds.
 */
export function presentNote(
  view: HsrView,
  stored: HkrpgNoteSnapshot | undefined,
  capturedAt: number,
  now: number,
): HkrpgNoteData {
  const snapshot = stored ?? EMPTY;
  const elapsed = Math.max(0, Math.floor((now - capturedAt) / 1000));
  const nowSeconds = Math.floor(now / 1000);
  const fuel = starFuelAfter(snapshot, elapsed);
  const expeditions = snapshot.expeditions.map((e) => {
    const remaining = Math.max(0, e.remaining_time - elapsed);
    return {
      avatars: e.avatar_ids.map((id) => iconOf(view, 'hsr_character', id)),
      status: remaining === 0 ? ('Finished' as const) : ('Ongoing' as const),
      remaining_time: remaining,
      name: e.id === undefined ? (e.name ?? '') : nameOf(view, 'hsr_assignment', e.id, e.name),
      item_url:
        e.id === undefined
          ? view.absolute(e.item_url ?? '')
          : iconOf(view, 'hsr_assignment', e.id, e.item_url),
      finish_ts: Math.floor(capturedAt / 1000) + e.remaining_time,
    };
  });
  return {
    current_stamina: fuel.current,
    max_stamina: snapshot.max_stamina,
    stamina_recover_time: fuel.recovery,
    stamina_full_ts: nowSeconds + fuel.recovery,
    current_reserve_stamina: fuel.reserve,
    is_reserve_stamina_full: snapshot.is_reserve_stamina_full || fuel.reserve >= RESERVE_MAX,
    accepted_epedition_num: expeditions.length,
    total_expedition_num: snapshot.total_expedition_num,
    expeditions,
    current_train_score: snapshot.current_train_score,
    max_train_score: snapshot.max_train_score,
    current_rogue_score: snapshot.current_rogue_score,
    max_rogue_score: snapshot.max_rogue_score,
    weekly_cocoon_cnt: snapshot.weekly_cocoon_cnt,
    weekly_cocoon_limit: snapshot.weekly_cocoon_limit,
    rogue_tourn_weekly_unlocked: snapshot.rogue_tourn_weekly_unlocked,
    rogue_tourn_weekly_max: snapshot.rogue_tourn_weekly_max,
    rogue_tourn_weekly_cur: snapshot.rogue_tourn_weekly_cur,
    rogue_tourn_exp_is_full: snapshot.rogue_tourn_exp_is_full ?? false,
    current_ts: nowSeconds,
    ...(snapshot.grid_fight_weekly_cur === undefined
      ? {}
      : { grid_fight_weekly_cur: snapshot.grid_fight_weekly_cur }),
    ...(snapshot.grid_fight_weekly_max === undefined
      ? {}
      : { grid_fight_weekly_max: snapshot.grid_fight_weekly_max }),
  };
}

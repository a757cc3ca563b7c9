import type { HkrpgBoss, HkrpgBossSeason, HkrpgSeason } from '@chronicle/contract';
import { iconOf, nameOf, partialTime, type HsrView } from './hkrpg-view.js';

/** What a stored season says about its schedule. */
export interface SeasonWindow {
  schedule_id: number;
  begin_time: number;
  end_time: number;
  name?: string | undefined;
}

/**
 * The two seasons a report is about, `[current, previous]`
 * (docs/reference/other-games.md#third-game-challenge: `groups` keeps that order whatever
 * `schedule_type` asks). The role's stored seasons decide them, newest first; a role
 * with fewer than two stored seasons gets the catalog's newest seasons of the mode instead, so
 * `groups` is never empty (genshin.py rejects an empty list) and still names real seasons.
 */
export function seasonWindows<W extends SeasonWindow>(
  stored: readonly W[],
  catalogSeasons: readonly SeasonWindow[],
  now: number,
): (W | SeasonWindow)[] {
  const out: (W | SeasonWindow)[] = stored.slice(0, 2);
  if (out.length < 2) {
    for (const s of catalogSeasons) {
      if (out.length >= 2) break;
      if (out.length === 0 || s.schedule_id < (out[out.length - 1]?.schedule_id ?? 0)) out.push(s);
    }
  }
  if (out.length === 0) {
    // Neither stored nor in the catalog: a placeholder season around now, as the real API always
    // names the running season.
    const nowSeconds = Math.floor(now / 1000);
    out.push({ schedule_id: 0, begin_time: nowSeconds, end_time: nowSeconds });
  }
  return out;
}

function seasonOf(view: HsrView, window: SeasonWindow, index: number, now: number): HkrpgSeason {
  return {
    schedule_id: window.schedule_id,
    begin_time: partialTime(window.begin_time, view.region),
    end_time: partialTime(window.end_time, view.region),
    status: index === 0 && window.end_time * 1000 > now ? 'Running' : 'End',
    name_mi18n: nameOf(view, 'hsr_season', window.schedule_id, window.name),
  };
}

/** `groups` of Echoes of Disorder and Woven Fable: bosses are null there. */
export function seasonGroups(
  view: HsrView,
  windows: readonly SeasonWindow[],
  now: number,
): HkrpgSeason[] {
  return windows.map((w, i) => ({
    ...seasonOf(view, w, i, now),
    upper_boss: null,
    lower_boss: null,
    tierce_boss: null,
  }));
}

/** A boss of Eclipse Sovereigns; always an object (genshin.py rejects null). */
export function bossOf(
  view: HsrView,
  boss: { id: number; name?: string | undefined; icon?: string | undefined },
): HkrpgBoss {
  return {
    id: boss.id,
    name_mi18n: nameOf(view, 'hsr_boss', boss.id, boss.name),
    icon: iconOf(view, 'hsr_boss', boss.id, boss.icon),
  };
}

/** `groups` of Eclipse Sovereigns, each season with its two bosses (stored, else catalog). */
export function bossSeasonGroups(
  view: HsrView,
  windows: readonly (SeasonWindow & {
    upper_boss?: { id: number; name?: string | undefined; icon?: string | undefined };
    lower_boss?: { id: number; name?: string | undefined; icon?: string | undefined };
  })[],
  now: number,
): HkrpgBossSeason[] {
  return windows.map((w, i) => {
    const attrs = view.catalog.get('hsr_season', w.schedule_id, view.lang)?.attrs ?? {};
    const upper = w.upper_boss ?? { id: Number(attrs.upper_boss ?? 0) };
    const lower = w.lower_boss ?? { id: Number(attrs.lower_boss ?? 0) };
    return {
      ...seasonOf(view, w, i, now),
      upper_boss: bossOf(view, upper),
      lower_boss: bossOf(view, lower),
      tierce_boss: null,
    };
  });
}

import {
  DEFAULT_LANG,
  wallClockFromUnix,
  type ActCalendarData,
  type ActCalendarSnapshot,
  type CalendarAct,
  type CardPool,
  type Lang,
} from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Catalog } from '../catalog/catalog.service.js';

type Snapshot = ActCalendarSnapshot;
type ActDef = Snapshot['acts'][number];

/** How far ahead upcoming banners and events are listed. */
export const UPCOMING_SECONDS = 14 * 86_400;

/** The role's own progress in the permanent challenges, read from its stored snapshots. */
export interface ModeProgress {
  tower?: NonNullable<CalendarAct['tower_detail']>;
  roleCombat?: NonNullable<CalendarAct['role_combat_detail']>;
  hardChallenge?: NonNullable<CalendarAct['hard_challenge_detail']>;
}

export interface CalendarInput {
  snapshot: Snapshot | undefined;
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
  /** The server clock in Unix seconds: status and countdowns are computed against it. */
  now: number;
  progress: ModeProgress;
  notices: ReadonlySet<number>;
}

/** A stored calendar that lists nothing: what a role without a captured calendar gets. */
export function emptyCalendar(): ActCalendarData {
  return {
    avatar_card_pool_list: [],
    weapon_card_pool_list: [],
    mixed_card_pool_list: [],
    act_list: [],
    fixed_act_list: [],
  };
}

const textIn = (names: Readonly<Record<string, string>> | undefined, lang: Lang) =>
  names?.[lang] ?? names?.[DEFAULT_LANG] ?? '';

/** Running (2) or upcoming (1), with the seconds until it ends or starts. */
function timing(start: number, end: number, now: number) {
  const running = start <= now;
  return { status: running ? 2 : 1, countdown_seconds: Math.max(0, (running ? end : start) - now) };
}

/** Listed: not over yet, and started or starting within the upcoming window. */
const listed = (start: number, end: number, now: number) =>
  end > now && start <= now + UPCOMING_SECONDS;

/** The window of a challenge that resets every month on `day` (UTC), around `now`. */
export function monthlyWindow(day: number, now: number): { start: number; end: number } {
  const d = new Date(now * 1000);
  let start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), day) / 1000;
  if (start > now) start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, day) / 1000;
  const s = new Date(start * 1000);
  const next = Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + 1, day) / 1000;
  return { start, end: next - 1 };
}

/** Presents the stored calendar in a language at the server's current time. */
export function presentCalendar(input: CalendarInput): ActCalendarData {
  const { snapshot, now } = input;
  if (!snapshot) return emptyCalendar();
  const pools = snapshot.banners
    .filter((b) => listed(b.start, b.end, now))
    .sort((a, b) => a.end - b.end)
    .map((b) => presentBanner(b, input));
  const acts = new Map(snapshot.acts.map((a) => [a.id, a]));
  const act_list = snapshot.events
    .filter((e) => listed(e.start, e.end, now))
    .sort((a, b) => a.end - b.end)
    .flatMap((e): CalendarAct[] => {
      const def = acts.get(e.act);
      if (!def) return [];
      // Nothing can be done in an event before it opens, whatever the stored progress says.
      const open = e.start <= now;
      const base = presentAct(def, e.id, e.start, e.end, input, open && e.is_finished);
      if (def.type === 'ActTypeDouble') {
        const total = def.double_total ?? 0;
        base.double_detail = { total, left: open ? Math.min(total, e.double_left ?? 0) : total };
      }
      if (def.type === 'ActTypeExplore') {
        const percent = open ? (e.explore_percent ?? 0) : 0;
        base.explore_detail = { explore_percent: percent, is_finished: percent >= 100 };
      }
      return [base];
    });
  const fixed_act_list = snapshot.fixed.flatMap((f): CalendarAct[] => {
    const def = acts.get(f.act);
    if (!def) return [];
    const { start, end } = monthlyWindow(f.reset_day, now);
    return [withModeDetail(presentAct(def, def.id, start, end, input, false), def, input)];
  });
  fixed_act_list.sort((a, b) => a.countdown_seconds - b.countdown_seconds);
  return {
    avatar_card_pool_list: pools.filter((p) => p.pool_type === 1),
    weapon_card_pool_list: pools.filter((p) => p.pool_type === 2),
    mixed_card_pool_list: pools.filter((p) => p.pool_type === 3),
    act_list,
    fixed_act_list,
  };
}

function presentBanner(b: Snapshot['banners'][number], input: CalendarInput): CardPool {
  const { catalog, lang, absolute, now } = input;
  const pool = input.snapshot?.pools.find((p) => p.id === b.pool);
  const { status, countdown_seconds } = timing(b.start, b.end, now);
  return {
    pool_id: b.pool_id,
    version_name: b.version_name,
    pool_name: textIn(pool?.names, lang),
    pool_type: pool?.pool_type ?? 1,
    avatars: b.avatars.flatMap((id) => {
      const entry = catalog.get('character', id, lang);
      const rarity = Number(entry?.attrs.rarity);
      if (!entry) return [];
      return [
        {
          id,
          icon: absolute(entry.icon),
          name: entry.name,
          element: String(entry.attrs.element ?? ''),
          rarity: rarity === 4 ? 4 : 5,
          is_invisible: false,
        },
      ];
    }),
    weapon: b.weapons.flatMap((id) => {
      const entry = catalog.get('weapon', id, lang);
      if (!entry) return [];
      const rarity = Number(entry.attrs.rarity) === 4 ? 4 : 5;
      return [{ id, icon: absolute(entry.icon), rarity, name: entry.name, wiki_url: '' }];
    }),
    start_timestamp: String(b.start),
    start_time: wallClockFromUnix(b.start) ?? zeroClock(),
    end_timestamp: String(b.end),
    end_time: wallClockFromUnix(b.end) ?? zeroClock(),
    jump_url: '',
    pool_status: status,
    countdown_seconds,
  };
}

const zeroClock = () => ({ year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 });

function presentAct(
  def: ActDef,
  id: number,
  start: number,
  end: number,
  input: CalendarInput,
  finished: boolean,
): CalendarAct {
  const { lang, now, snapshot, absolute } = input;
  const items = new Map(snapshot?.items.map((i) => [i.id, i]));
  return {
    id,
    name: textIn(def.names, lang),
    type: def.type,
    desc: textIn(def.descs, lang),
    strategy: '',
    start_timestamp: String(start),
    start_time: wallClockFromUnix(start),
    end_timestamp: String(end),
    end_time: wallClockFromUnix(end),
    ...timing(start, end, now),
    reward_list: def.rewards.map((r) => {
      const item = items.get(r.item_id);
      return {
        item_id: r.item_id,
        name: textIn(item?.names, lang),
        icon: absolute(item?.icon ?? ''),
        wiki_url: '',
        num: r.num,
        rarity: String(item?.rarity ?? 1),
        homepage_show: (item?.rarity ?? 0) >= 4,
      };
    }),
    is_finished: finished,
    is_notice: input.notices.has(id),
  };
}

function withModeDetail(act: CalendarAct, def: ActDef, input: CalendarInput): CalendarAct {
  const { tower, roleCombat, hardChallenge } = input.progress;
  const none = { is_unlock: false, has_data: false };
  if (def.type === 'ActTypeTower') {
    act.tower_detail = tower ?? { ...none, max_star: 36, total_star: 0 };
    act.is_finished = act.tower_detail.total_star >= act.tower_detail.max_star;
  }
  if (def.type === 'ActTypeRoleCombat') {
    act.role_combat_detail = roleCombat ?? { ...none, max_round_id: 0 };
  }
  if (def.type === 'ActTypeHardChallenge') {
    act.hard_challenge_detail = hardChallenge ?? { ...none, difficulty: 0, second: 0 };
  }
  return act;
}

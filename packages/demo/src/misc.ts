import type { ActCalendarSnapshot, CatalogEntry, IngestSnapshot } from '@chronicle/contract';
import { DEMO_ROLES } from './accounts.js';
import { CHARACTERS, VARIABLE_ELEMENT_IDS } from './data/characters.js';
import {
  CALENDAR_ACTS,
  CALENDAR_FIXED_ACTS,
  CALENDAR_ITEMS,
  CALENDAR_POOLS,
} from './data/misc-calendar.js';
import { localize } from './data/localize.js';
import { WEAPONS } from './data/weapons.js';
import { Rng } from './prng.js';

const DAY = 86_400;
/** The demo schedule: 21-day phases from 2026-01-01 02:00 UTC to the end of 2027. */
const FIRST_PHASE = Date.UTC(2026, 0, 1, 2) / 1000;
const LAST_DAY = Date.UTC(2028, 0, 1) / 1000;
const PHASE = 21 * DAY;

const fives = CHARACTERS.filter((c) => c.rarity === 5 && !VARIABLE_ELEMENT_IDS.includes(c.id));
const fours = CHARACTERS.filter((c) => c.rarity === 4);
const weaponFives = WEAPONS.filter((w) => w.rarity === 5);
const weaponFours = WEAPONS.filter((w) => w.rarity === 4);

/** Picks `n` consecutive rows from a rotation, starting at `from`. */
function rotate<T>(rows: readonly T[], from: number, n: number): T[] {
  return Array.from({ length: n }, (_, i) => rows[(from + i) % rows.length] as T);
}

/** Version label of a phase: two phases a version, nine minor versions a major one. */
function versionOf(phase: number): string {
  const v = 63 + Math.floor(phase / 2);
  return `${Math.floor(v / 10)}.${v % 10}`;
}

type Schedule = Pick<ActCalendarSnapshot, 'banners'> & {
  events: Omit<ActCalendarSnapshot['events'][number], 'is_finished'>[];
};

/** The shared schedule: the same banners and events for every role. */
function buildSchedule(): Schedule {
  const schedule: Schedule = { banners: [], events: [] };
  const others = CALENDAR_ACTS.filter((a) => a.type !== 'ActTypeDouble');
  for (let phase = 0; FIRST_PHASE + phase * PHASE < LAST_DAY; phase += 1) {
    const start = FIRST_PHASE + phase * PHASE;
    const end = start + PHASE - 1;
    const version_name = versionOf(phase);
    const base = { version_name, start, end };
    schedule.banners.push(
      {
        ...base,
        pool_id: phase * 10 + 1,
        pool: 1,
        avatars: [...rotate(fives, phase, 1), ...rotate(fours, phase * 3, 3)].map((c) => c.id),
        weapons: [],
      },
      {
        ...base,
        pool_id: phase * 10 + 2,
        pool: 2,
        avatars: [],
        weapons: [...rotate(weaponFives, phase * 2, 2), ...rotate(weaponFours, phase * 3, 3)].map(
          (w) => w.id,
        ),
      },
    );
    if (phase % 3 === 2) {
      schedule.banners.push({
        ...base,
        pool_id: phase * 10 + 3,
        pool: 3,
        avatars: rotate(fives, phase + 7, 2).map((c) => c.id),
        weapons: rotate(weaponFives, phase + 4, 2).map((w) => w.id),
      });
    }
    const main = others[phase % others.length];
    if (main)
      schedule.events.push({ id: 10_000 + phase * 10, act: main.id, start, end: end - DAY });
    // Double drops run for two weeks from a few days into every phase.
    const opens = start + 4 * DAY;
    schedule.events.push({
      id: 10_000 + phase * 10 + 1,
      act: 1002,
      start: opens,
      end: opens + 14 * DAY - 1,
    });
  }
  return schedule;
}

/** The calendar as one role sees it: the shared schedule with the role's own progress. */
function calendarOf(roleId: string, schedule: Schedule, capturedAt: number): ActCalendarSnapshot {
  const rng = new Rng(`act-calendar:${roleId}`);
  const acts = [...CALENDAR_ACTS, ...CALENDAR_FIXED_ACTS];
  return {
    items: CALENDAR_ITEMS.map((i) => ({ id: i.id, rarity: i.rarity, names: localize(i.name) })),
    pools: CALENDAR_POOLS.map((p) => ({
      id: p.id,
      pool_type: p.poolType,
      names: localize(p.name),
    })),
    acts: acts.map((a) => ({
      id: a.id,
      type: a.type,
      names: localize(a.name),
      descs: localize(a.desc),
      rewards: a.rewards.map(([item_id, num]) => ({ item_id, num })),
      ...(a.doubleTotal === undefined ? {} : { double_total: a.doubleTotal }),
    })),
    banners: schedule.banners,
    events: schedule.events.map((e) => {
      const act = acts.find((a) => a.id === e.act);
      // Events already over at capture are done; running ones are partly played.
      const over = e.end < capturedAt;
      if (act?.type === 'ActTypeDouble') {
        return { ...e, is_finished: over, double_left: over ? 0 : rng.int(0, 3) };
      }
      if (act?.type === 'ActTypeExplore') {
        const percent = over ? 100 : rng.int(0, 9) * 10;
        return { ...e, is_finished: percent === 100, explore_percent: percent };
      }
      return { ...e, is_finished: over || (e.start <= capturedAt && rng.chance(0.3)) };
    }),
    fixed: CALENDAR_FIXED_ACTS.map((a) => ({ act: a.id, reset_day: a.resetDay })),
  };
}

/** Demo catalog entries and snapshots of event calendar, achievements, toolbox, notices and showcase (issue 4). */
export function buildMiscDemo(capturedAt: string): {
  catalog: CatalogEntry[];
  snapshots: IngestSnapshot[];
} {
  const schedule = buildSchedule();
  const at = Date.parse(capturedAt) / 1000;
  const snapshots = DEMO_ROLES.filter((r) => r.game_id === 2).map((role): IngestSnapshot => ({
    game_id: 2,
    game_role_id: role.game_role_id,
    kind: 'act_calendar',
    period: '',
    captured_at: capturedAt,
    payload: calendarOf(role.game_role_id, schedule, at),
  }));
  return { catalog: [], snapshots };
}

import {
  wallClockFromUnix,
  type EventMetricDecl,
  type EventPageDecl,
  type EventSnapshot,
} from '@chronicle/contract';
import { activityTime } from '../../../activities/activities.presenter.js';
import type { CatalogCollector } from '../parse-kit.js';
import type { Reader } from '../answer-reader.js';

/*
 * The parts both event answers share: the per-event call (`activity/<slug>`) and the `activities`
 * summary carry the same record fields, only the event-specific numbers differ in shape (a
 * `[{key, value}]` list in the first, spread as fields in the second). What is stored is canonical:
 * a zero number is left out (the presenter shows 0 for it), so both answers of one record give the
 * same payload.
 */

/** A stored sub-page of an event. */
export type StoredPage = EventSnapshot['pages'][number];
/** A stored stage, run or chapter of a sub-page. */
export type StoredRecord = StoredPage['records'][number];
/** Declared numbers by key (a stat or metric set), zeros left out. */
export type Numbers = Record<string, number>;

// The bounds of the stored schema (`eventSnapshotSchema`): a larger answer is refused by name.
const MAX_STARS = 10;
const MAX_AVATARS = 8;
const MAX_REWARDS = 12;
const MAX_RECORDS = 200;

/** A whole number ≥ 0, or undefined when missing or null. */
export function optCount(r: Reader, key: string): number | undefined {
  const value = r.optInt(key);
  if (value !== undefined && value < 0) r.at(key).fail('a whole number ≥ 0');
  return value;
}

/** A number ≥ 0 (metrics may be fractional), or undefined when missing or null. */
function optAmount(r: Reader, key: string): number | undefined {
  const value = r.optNum(key);
  if (value !== undefined && value < 0) r.at(key).fail('a number ≥ 0');
  return value;
}

/** An integer within bounds (required). */
function bounded(r: Reader, key: string, min: number, max: number): number {
  const value = r.int(key);
  if (value < min || value > max) r.at(key).fail(`an integer from ${min} to ${max}`);
  return value;
}

/** `{key: value}` of the fields a record or entry carries, zeros dropped (an empty set is undefined). */
const nonZero = (entries: [string, number | undefined][]): Numbers | undefined => {
  const kept = entries.filter((e): e is [string, number] => e[1] !== undefined && e[1] !== 0);
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
};

/** Declared numbers spread as fields of an object (the `activities` summary's shape). */
export function numbersFromFields(
  r: Reader,
  decls: readonly EventMetricDecl[],
): Numbers | undefined {
  return nonZero(decls.map((d) => [d.key, optAmount(r, d.key)]));
}

/** Declared numbers of a `[{key, value}]` list (the per-event call's shape); others are ignored. */
export function numbersFromList(
  items: readonly Reader[],
  decls: readonly EventMetricDecl[],
): Numbers | undefined {
  const declared = new Set(decls.map((d) => d.key));
  const found = new Map<string, number>();
  for (const item of items) {
    const key = item.str('key');
    const value = optAmount(item.asObj(), 'value') ?? 0;
    if (declared.has(key)) found.set(key, value);
  }
  return nonZero(decls.map((d) => [d.key, found.get(d.key)]));
}

/** An object field only when it holds something. */
export function some<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  const out: { [P in K]?: V } = {};
  if (value !== undefined) out[key] = value;
  return out;
}

/**
 * Unix seconds of an event's start or end, sent as `YYYY-MM-DD HH:mm:ss` (UTC); 0 for none (the
 * presenter shows '' for 0). A time the presenter would not write back the same way is refused.
 */
export function readEventTime(r: Reader, key: string): number {
  const text = r.optStr(key);
  if (!text) return 0;
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  const unix = m
    ? Date.UTC(
        Number(m[1]),
        Number(m[2]) - 1,
        Number(m[3]),
        Number(m[4]),
        Number(m[5]),
        Number(m[6]),
      ) / 1000
    : Number.NaN;
  if (!(unix > 0) || activityTime(unix) !== text) r.at(key).fail('a `YYYY-MM-DD HH:mm:ss` time');
  return unix;
}

/** Unix seconds of a `{year, month, day, hour, minute, second}` (UTC), or undefined for null. */
function readFinishTime(r: Reader): number | undefined {
  const at = r.optObj('finish_time');
  if (!at) return undefined;
  const clock = {
    year: at.int('year'),
    month: at.int('month'),
    day: at.int('day'),
    hour: at.int('hour'),
    minute: at.int('minute'),
    second: at.int('second'),
  };
  const unix =
    Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) / 1000;
  // A date the presenter would not write back the same (month 13, before 1970) is refused.
  if (JSON.stringify(wallClockFromUnix(unix)) !== JSON.stringify(clock)) {
    at.fail('a valid date and time after 1970');
  }
  return unix;
}

/** A list no longer than the stored schema takes. */
function capped(r: Reader, key: string, max: number, what: string): Reader[] {
  const items = r.optArr(key);
  if (items.length > max) r.at(key).fail(`at most ${max} ${what}`);
  return items;
}

const text = (value: string | undefined) => (value ? value : undefined);

/** The team of a record; names, art, element and rarity go to the `character` catalog. */
function readAvatars(r: Reader, catalog: CatalogCollector): StoredRecord['avatars'] {
  const avatars = capped(r, 'avatars', MAX_AVATARS, 'avatars').map((a) => {
    const id = a.int('id');
    const level = bounded(a, 'level', 1, 100);
    const trial = a.optBool('is_trial');
    const rarity = a.optInt('rarity');
    const image = text(a.optStr('icon'));
    const element = text(a.optStr('element'));
    const name = text(a.optStr('name'));
    // The record shows the character's full art (the `image` attribute), not its catalog icon.
    if (name || image || element || rarity) {
      catalog.add('character', id, {
        name,
        attrs: { image, element, rarity: rarity ? rarity : undefined },
      });
    }
    return { id, level, ...(trial ? { is_trial: true } : {}) };
  });
  return avatars.length > 0 ? avatars : undefined;
}

/** The rewards of a record; names and icons go to the `event_item` catalog. */
function readRewards(r: Reader, catalog: CatalogCollector): StoredRecord['rewards'] {
  const rewards = capped(r, 'rewards', MAX_REWARDS, 'rewards').map((item) => {
    const id = bounded(item, 'id', 1, Number.MAX_SAFE_INTEGER);
    const num = optCount(item, 'num') ?? 0;
    const name = text(item.optStr('name'));
    const icon = text(item.optStr('icon'));
    if (name || icon) catalog.add('event_item', id, { name, icon });
    return { id, num };
  });
  return rewards.length > 0 ? rewards : undefined;
}

/**
 * One record of a sub-page (either answer's shape; `metrics` are read by the caller). Its name and
 * icon go to the `event_stage` catalog.
 */
export function readRecord(
  r: Reader,
  metrics: Numbers | undefined,
  catalog: CatalogCollector,
): StoredRecord {
  r.asObj();
  const id = bounded(r, 'id', 1, Number.MAX_SAFE_INTEGER);
  const finished = r.bool('finished');
  const finishTime = readFinishTime(r);
  const name = text(r.optStr('name'));
  const icon = text(r.optStr('icon'));
  if (name || icon) catalog.add('event_stage', id, { name, icon });
  const stars = optCount(r, 'stars');
  const maxStars = optCount(r, 'max_stars');
  if (stars !== undefined && stars > MAX_STARS) r.at('stars').fail(`at most ${MAX_STARS}`);
  if (maxStars !== undefined && maxStars > MAX_STARS)
    r.at('max_stars').fail(`at most ${MAX_STARS}`);
  const counts = nonZero([
    ['score', optCount(r, 'score')],
    ['max_score', optCount(r, 'max_score')],
    ['stars', stars],
    ['max_stars', maxStars],
    ['cost_time', optCount(r, 'cost_time')],
    ['difficulty', optCount(r, 'difficulty')],
    ['times', optCount(r, 'times')],
  ]);
  return {
    id,
    finished,
    // An unfinished record shows no time, whatever it carries.
    ...(finished ? some('finish_time', finishTime) : {}),
    ...counts,
    ...some('avatars', readAvatars(r, catalog)),
    ...some('rewards', readRewards(r, catalog)),
    ...some('metrics', metrics),
  };
}

/**
 * The records of a sub-page listed under `key` (those `pick` keeps, when given), at most as many as
 * the stored schema takes.
 */
export function readRecords(
  holder: Reader,
  key: string,
  page: EventPageDecl,
  metricsOf: (record: Reader, page: EventPageDecl) => Numbers | undefined,
  catalog: CatalogCollector,
  pick: (record: Reader) => boolean = () => true,
): StoredRecord[] {
  const records = holder.optArr(key).filter((record) => pick(record.asObj()));
  if (records.length > MAX_RECORDS) holder.at(key).fail(`at most ${MAX_RECORDS} records`);
  return records.map((record) => readRecord(record, metricsOf(record, page), catalog));
}

/** A stored sub-page, or undefined when it holds nothing the presenter would show. */
export function storedPage(
  page: EventPageDecl,
  stats: Numbers | undefined,
  records: StoredRecord[],
): StoredPage | undefined {
  if (records.length === 0 && stats === undefined) return undefined;
  return { key: page.key, ...some('stats', stats), records };
}

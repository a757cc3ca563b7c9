import {
  wallClockFromUnix,
  type ActivityRecordData,
  type EventDecl,
  type EventMetricDecl,
  type EventRecordView,
  type EventSnapshot,
  type Lang,
} from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Catalog } from '../catalog/catalog.service.js';
import { presentCharacter } from '../catalog/character-view.js';

type StoredPage = EventSnapshot['pages'][number];
type StoredRecord = StoredPage['records'][number];

export interface ActivityInput {
  decl: EventDecl;
  /** Undefined when the role never took part. */
  snapshot: EventSnapshot | undefined;
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in UTC, as `activities` sends its times; '' for none. */
export function activityTime(unix: number | undefined): string {
  const c = unix === undefined ? null : wallClockFromUnix(unix);
  if (!c) return '';
  return `${c.year}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/** Declared numbers in declaration order; a number not stored is 0. */
function numbers(
  decls: readonly EventMetricDecl[],
  stored: Record<string, number | undefined> | undefined,
) {
  return decls.map((d) => ({ key: d.key, value: stored?.[d.key] ?? 0 }));
}

function presentRecord(
  input: ActivityInput,
  metrics: readonly EventMetricDecl[],
  r: StoredRecord,
): EventRecordView {
  const { catalog, lang, absolute } = input;
  const stage = catalog.get('event_stage', r.id, lang);
  return {
    id: r.id,
    name: stage?.name ?? '',
    icon: absolute(stage?.icon),
    finished: r.finished,
    finish_time:
      r.finished && r.finish_time !== undefined ? wallClockFromUnix(r.finish_time) : null,
    score: r.score ?? 0,
    max_score: r.max_score ?? 0,
    // Never more stars earned than the stage has (the stored schema bounds both).
    stars: Math.min(r.stars ?? 0, r.max_stars ?? 0),
    max_stars: r.max_stars ?? 0,
    cost_time: r.cost_time ?? 0,
    difficulty: r.difficulty ?? 0,
    times: r.times ?? 0,
    avatars: (r.avatars ?? []).map((a) => {
      const view = presentCharacter(catalog, a.id, lang, absolute);
      return {
        id: a.id,
        name: view.name,
        icon: view.image,
        element: view.element,
        rarity: view.rarity,
        level: a.level,
        is_trial: a.is_trial ?? false,
      };
    }),
    rewards: (r.rewards ?? []).map((reward) => {
      const item = catalog.get('event_item', reward.id, lang);
      return { id: reward.id, name: item?.name ?? '', icon: absolute(item?.icon), num: reward.num };
    }),
    metrics: numbers(metrics, r.metrics),
  };
}

/** One event's record in a language: every declared sub-page, empty where the role has none. */
export function presentActivity(input: ActivityInput): ActivityRecordData {
  const { decl, snapshot } = input;
  return {
    activity: decl.slug,
    exists_data: snapshot !== undefined,
    start_time: activityTime(snapshot?.start_time),
    end_time: activityTime(snapshot?.end_time),
    total_score: snapshot?.total_score ?? 0,
    total_times: snapshot?.total_times ?? 0,
    stats: numbers(decl.stats, snapshot?.stats),
    pages: decl.pages.map((p) => {
      const stored = snapshot?.pages.find((s) => s.key === p.key);
      return {
        key: p.key,
        exists_data: stored !== undefined && stored.records.length > 0,
        stats: numbers(p.stats, stored?.stats),
        records: (stored?.records ?? []).map((r) => presentRecord(input, p.metrics, r)),
      };
    }),
  };
}

/** A record as `activities` lists it: the metrics spread as fields, and its sub-page named. */
function flatRecord(record: EventRecordView, page: string): Record<string, unknown> {
  const { metrics, ...rest } = record;
  return { ...rest, ...Object.fromEntries(metrics.map((m) => [m.key, m.value])), page };
}

/**
 * The `activities` entry of an event (docs/reference/hoyolab-api.md#activities): `exists_data`,
 * times, totals and every record, plus each headline number as a field and each sub-page as
 * `{records}` under its key.
 */
export function activitiesEntry(record: ActivityRecordData): Record<string, unknown> {
  const entry: Record<string, unknown> = {
    exists_data: record.exists_data,
    start_time: record.start_time,
    end_time: record.end_time,
    total_score: record.total_score,
    total_times: record.total_times,
    records: record.pages.flatMap((p) => p.records.map((r) => flatRecord(r, p.key))),
  };
  for (const stat of record.stats) entry[stat.key] = stat.value;
  for (const p of record.pages) {
    entry[p.key] = {
      ...Object.fromEntries(p.stats.map((s) => [s.key, s.value])),
      records: p.records.map((r) => flatRecord(r, p.key)),
    };
  }
  return entry;
}

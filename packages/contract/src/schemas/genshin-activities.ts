import Type, { type Static, type TSchema } from 'typebox';
import { EVENTS, eventSnapshotKind, type EventDecl, type EventMetricDecl } from '../events.js';
import type { SnapshotKind } from '../snapshot-kinds.js';
import { DateTimeObject, RoleIdString, ServerId, Url } from './common.js';

/*
 * Seasonal event records (issue 5): what a player did in an event, as served by the per-event call
 * `genshin/api/activity/<slug>` and summarised in `genshin/api/activities`
 * (docs/reference/hoyolab-api.md#activities), and as stored (language-neutral: ids, numbers and
 * unix seconds; names come from the catalog).
 */

const Opt = Type.Optional;
const Count = Type.Integer({ minimum: 0 });
const UnixSeconds = Type.Integer({ minimum: 0 });
/** Stars of a stage: a handful at most (the page draws one glyph per star). */
const Stars = Type.Integer({ minimum: 0, maximum: 10 });

export const ActivitiesQuery = Type.Object({
  role_id: RoleIdString,
  server: ServerId,
  lang: Opt(Type.String({ maxLength: 16 })),
});

/** One named number: a headline stat of an event or sub-page, or a metric of a record. */
export const EventNumber = Type.Object({
  key: Type.String(),
  value: Type.Number(),
});

export const EventAvatar = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Url,
  element: Type.String(),
  rarity: Type.Integer(),
  level: Type.Integer({ minimum: 1 }),
  /** A trial character lent by the event rather than the player's own. */
  is_trial: Type.Boolean(),
});

export const EventReward = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Url,
  num: Count,
});

/** One stage, run or chapter of a sub-page. Zero means "not applicable" for the numbers. */
export const EventRecord = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Url,
  finished: Type.Boolean(),
  /** When it was first finished (the real API's shape), null while unfinished. */
  finish_time: Type.Union([DateTimeObject, Type.Null()]),
  score: Count,
  max_score: Count,
  stars: Count,
  max_stars: Count,
  /** Seconds the best run took. */
  cost_time: Count,
  difficulty: Count,
  /** Attempts. */
  times: Count,
  avatars: Type.Array(EventAvatar),
  rewards: Type.Array(EventReward),
  /** The event-specific numbers its declaration lists, in declaration order. */
  metrics: Type.Array(EventNumber),
});

export const EventPage = Type.Object({
  key: Type.String(),
  /** Whether the player took part in this sub-page at all. */
  exists_data: Type.Boolean(),
  stats: Type.Array(EventNumber),
  records: Type.Array(EventRecord),
});

/** `genshin/api/activity/<slug>`: one event's record. */
export const ActivityRecordData = Type.Object({
  activity: Type.String(),
  /** False when the player never took part: every page is then empty. */
  exists_data: Type.Boolean(),
  /** `YYYY-MM-DD HH:mm:ss` (UTC) like the real `activities`; empty when unknown. */
  start_time: Type.String(),
  end_time: Type.String(),
  total_score: Count,
  total_times: Count,
  stats: Type.Array(EventNumber),
  pages: Type.Array(EventPage),
});
export type ActivityRecordData = Static<typeof ActivityRecordData>;
export type EventRecordView = Static<typeof EventRecord>;

/**
 * `genshin/api/activities` (docs/reference/hoyolab-api.md#activities): an array of one-key objects.
 * Each value has `exists_data` and `records` (every sub-page's records with their `page`, metrics
 * spread as fields), the timing and
 * totals, each headline number as a field, and each sub-page as `{records}` under its key: so
 * `summer_v2` carries exactly the `anchor_number`, `sailing{records}`… real clients read.
 */
export const ActivitiesData = Type.Object({
  activities: Type.Array(Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown()))),
});

// ---- Stored snapshots -------------------------------------------------------------------------

const numbersOf = (decls: readonly EventMetricDecl[]) =>
  Type.Object(Object.fromEntries(decls.map((d) => [d.key, Opt(Type.Number({ minimum: 0 }))])), {
    additionalProperties: false,
  });

/** The stored record of one event, checked against its declaration (page keys, metric keys). */
export function eventSnapshotSchema(decl: EventDecl): TSchema {
  const pages = decl.pages.map((p) =>
    Type.Object({
      key: Type.Literal(p.key),
      stats: Opt(numbersOf(p.stats)),
      records: Type.Array(
        Type.Object({
          /** An `event_stage` catalog id: name and icon per language. */
          id: Type.Integer({ minimum: 1 }),
          finished: Type.Boolean(),
          finish_time: Opt(UnixSeconds),
          score: Opt(Count),
          max_score: Opt(Count),
          stars: Opt(Stars),
          max_stars: Opt(Stars),
          cost_time: Opt(Count),
          difficulty: Opt(Count),
          times: Opt(Count),
          avatars: Opt(
            Type.Array(
              Type.Object({
                id: Type.Integer(),
                level: Type.Integer({ minimum: 1, maximum: 100 }),
                is_trial: Opt(Type.Boolean()),
              }),
              { maxItems: 8 },
            ),
          ),
          /** `event_item` catalog ids. */
          rewards: Opt(
            Type.Array(Type.Object({ id: Type.Integer({ minimum: 1 }), num: Count }), {
              maxItems: 12,
            }),
          ),
          metrics: Opt(numbersOf(p.metrics)),
        }),
        { maxItems: 200 },
      ),
    }),
  );
  return Type.Object({
    start_time: UnixSeconds,
    end_time: UnixSeconds,
    total_score: Opt(Count),
    total_times: Opt(Count),
    stats: Opt(numbersOf(decl.stats)),
    pages: Type.Array(Type.Union(pages), { maxItems: decl.pages.length }),
  });
}

/** The language-neutral stored record of an event (any event; the schema above is per event). */
export interface EventSnapshot {
  start_time: number;
  end_time: number;
  total_score?: number;
  total_times?: number;
  stats?: Record<string, number | undefined>;
  pages: Array<{
    key: string;
    stats?: Record<string, number | undefined>;
    records: Array<{
      id: number;
      finished: boolean;
      finish_time?: number;
      score?: number;
      max_score?: number;
      stars?: number;
      max_stars?: number;
      cost_time?: number;
      difficulty?: number;
      times?: number;
      avatars?: Array<{ id: number; level: number; is_trial?: boolean }>;
      rewards?: Array<{ id: number; num: number }>;
      metrics?: Record<string, number | undefined>;
    }>;
  }>;
}

/** Snapshot kinds of the events (`activity_<slug>`), merged into SNAPSHOT_KINDS. */
export const ACTIVITY_KINDS = Object.fromEntries(
  (EVENTS as readonly EventDecl[]).map((decl): [string, SnapshotKind] => [
    eventSnapshotKind(decl.slug),
    { schema: eventSnapshotSchema(decl), periodic: false, games: [2] },
  ]),
) as Record<`activity_${(typeof EVENTS)[number]['slug']}`, SnapshotKind>;

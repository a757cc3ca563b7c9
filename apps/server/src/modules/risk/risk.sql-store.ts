import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { dialectOf, fromJson, toJson, type DialectName } from '../../db/dialect.js';
import { runPrepared } from '../../db/prepared.js';
import { batchPerTurn } from './turn-batch.js';
import {
  activeLevel,
  type CountQuery,
  type EventCounts,
  type EventKind,
  type FlagLevel,
  type FlagListing,
  type NewEvent,
  type RiskStore,
  type StoredChallenge,
  type Subject,
  type SubjectState,
} from './risk.store.js';

/** The tables of migrations 0006 and 0013; only this store reads them, so they stay out of `Database`. */
type RiskTables = {
  risk_events: { subject: string; kind: string; target: string; at: number };
  /** Each subject's distinct targets with their latest event (migration 0013). */
  risk_targets: { subject: string; kind: string; target: string; at: number };
  risk_flags: {
    subject: string;
    level: string | null;
    reason: string | null;
    until: number;
    flagged_at: number | null;
    cleared_at: number | null;
    reset_at: number;
    forced_reset_at: number;
  };
  risk_challenges: {
    id: string;
    subject: string;
    payload: string;
    created_at: number;
    expires_at: number;
  };
};

type FlagRow = RiskTables['risk_flags'];

/** `count` rows of (subject, kind, target, at) from a flat list of values. */
const rowsOf = (v: readonly (string | number)[], count: number) =>
  Array.from({ length: count }, (_, i) => ({
    subject: v[4 * i] as string,
    kind: v[4 * i + 1] as string,
    target: v[4 * i + 2] as string,
    at: v[4 * i + 3] as number,
  }));

/** An event with its time, as written. */
type TimedEvent = NewEvent & { at: number };

/**
 * Rows per statement of queued events: a burst of reads writes in several statements, and the
 * statement shapes (one per row count, compiled once: db/prepared.ts) stay few.
 */
const MAX_ROWS = 64;

/** Old events are deleted at most this often per kind (a delete on every read would cost more). */
const PRUNE_EVERY_MS = 60_000;

const toState = (row: FlagRow): SubjectState => ({
  level: row.level === 'challenge' || row.level === 'forced' ? row.level : null,
  reason: row.reason,
  until: Number(row.until),
  flaggedAt: row.flagged_at === null ? null : Number(row.flagged_at),
  resetAt: Number(row.reset_at),
  forcedResetAt: Number(row.forced_reset_at),
});

/** The risk state in the application database (SQLite or PostgreSQL). */
export class SqlRiskStore implements RiskStore {
  private readonly db: Kysely<RiskTables>;
  private readonly prunedAt = new Map<EventKind, number>();
  private readonly dialect: DialectName;
  /** Writes the events asked for in one turn together (`addEvents`). */
  private readonly addTimed = batchPerTurn<TimedEvent>((rows) => this.flush(rows));

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<RiskTables>();
    this.dialect = dialectOf(db);
  }

  async addEvent(
    subject: Subject,
    kind: EventKind,
    target: string,
    at: number,
    retainMs: number,
  ): Promise<void> {
    await this.addEvents([{ subject, kind, target, retainMs }], at);
  }

  /**
   * Events are written at the end of the turn that asked (`batchPerTurn`), together with every other
   * request's of that turn: a visitor's read adds two or three, and each statement on SQLite is a
   * commit of its own (on PostgreSQL a commit that waits for the disk). At 8 concurrent reads one
   * insert and one upsert now carry what sixteen did, and the read transaction of the turn
   * (db/read-batch.ts) is not ended by each request's write. The caller still waits for its events
   * to be committed, so its counts that follow include them, as before.
   */
  addEvents(events: readonly NewEvent[], at: number): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    return this.addTimed(events.map((event) => ({ ...event, at })));
  }

  /** Writes one turn's events, in statements of at most `MAX_ROWS` rows. */
  private async flush(rows: readonly TimedEvent[]): Promise<void> {
    for (let i = 0; i < rows.length; i += MAX_ROWS) await this.write(rows.slice(i, i + MAX_ROWS));
    await this.prune(rows);
  }

  /** One insert of events and the upsert of each target's latest event. */
  private async write(rows: readonly TimedEvent[]): Promise<void> {
    // Each target once, at its latest event: PostgreSQL refuses an upsert that would update a row
    // twice.
    const latest = new Map<string, TimedEvent>();
    for (const row of rows) {
      const key = `${row.subject}\n${row.kind}\n${row.target}`;
      const known = latest.get(key);
      if (!known || known.at <= row.at) latest.set(key, row);
    }
    const keys = [...latest.values()];
    const flat = (list: readonly TimedEvent[]) =>
      list.flatMap(({ subject, kind, target, at }) => [subject, kind, target, at]);
    const shape = `${rows.length}:${keys.length}`;
    const insertEvents = (v: readonly (string | number)[]) =>
      this.db.insertInto('risk_events').values(rowsOf(v, rows.length));
    const upsertTargets = (db: Kysely<RiskTables>, v: readonly (string | number)[]) =>
      db
        .insertInto('risk_targets')
        .values(rowsOf(v, keys.length))
        .onConflict((oc) =>
          oc
            .columns(['subject', 'kind', 'target'])
            .doUpdateSet((eb) => ({ at: eb.ref('excluded.at') })),
        );
    if (this.dialect === 'postgres') {
      // One statement, one commit (each commit waits for the log to reach the disk): the events'
      // insert as a data-modifying WITH of the targets' upsert.
      const values = [...flat(rows), ...flat(keys)];
      await runPrepared(this.db, `riskEvents:add:${shape}`, values, (v) =>
        upsertTargets(
          this.db.with('added', () => insertEvents(v)) as unknown as Kysely<RiskTables>,
          v.slice(4 * rows.length),
        ),
      );
      return;
    }
    // SQLite has no writing WITH. Two statements, not a transaction: measured, BEGIN and COMMIT
    // cost more than the second commit, and a crash between the two loses one target's time.
    await runPrepared(this.db, `riskEvents:insert:${rows.length}`, flat(rows), (v) =>
      insertEvents(v),
    );
    await runPrepared(this.db, `riskTargets:upsert:${keys.length}`, flat(keys), (v) =>
      upsertTargets(this.db, v),
    );
  }

  /** Deletes what fell out of the kinds' windows, at most once a minute per kind. */
  private async prune(rows: readonly TimedEvent[]): Promise<void> {
    for (const { kind, retainMs, at } of rows) {
      const last = this.prunedAt.get(kind);
      if (last === undefined || at - last >= PRUNE_EVERY_MS) {
        this.prunedAt.set(kind, at);
        for (const table of ['risk_events', 'risk_targets'] as const) {
          await this.db
            .deleteFrom(table)
            .where('kind', '=', kind)
            .where('at', '<', at - retainMs)
            .execute();
        }
      }
    }
  }

  async counts(
    subject: Subject,
    kind: EventKind,
    since: number,
    cap?: number,
  ): Promise<EventCounts> {
    const [counts] = await this.countsMany([{ subject, kind, since, cap }]);
    return counts ?? { total: 0, distinct: 0 };
  }

  async countsMany(queries: readonly CountQuery[]): Promise<EventCounts[]> {
    // Per query, the events in the window up to the cap (a subject past it is flagged, so no
    // count reads more rows than the threshold) and the distinct targets, one row each. The
    // queries are glued with UNION ALL: one round trip; `n` keeps the answers in order.
    if (queries.length === 0) return [];
    const values = queries.flatMap(({ subject, kind, since, cap }) => [
      subject,
      kind,
      since,
      cap ?? Number.MAX_SAFE_INTEGER,
    ]);
    const rows = await runPrepared(this.db, `riskEvents:counts:${queries.length}`, values, (v) => {
      const selects = queries.map((_, n) => {
        const [subject, kind, since, cap] = v.slice(4 * n, 4 * n + 4) as [
          string,
          string,
          number,
          number,
        ];
        return this.db.selectNoFrom((eb) => [
          eb.lit(n).as('n'),
          eb
            .selectFrom(
              this.db
                .selectFrom('risk_events')
                .select('at')
                .where('subject', '=', subject)
                .where('kind', '=', kind)
                .where('at', '>=', since)
                .limit(cap)
                .as('capped'),
            )
            .select(eb.fn.countAll().as('c'))
            .as('total'),
          eb
            .selectFrom('risk_targets')
            .select(eb.fn.countAll().as('c'))
            .where('subject', '=', subject)
            .where('kind', '=', kind)
            .where('at', '>=', since)
            .as('distinct'),
        ]);
      });
      const [first, ...rest] = selects as [(typeof selects)[number], ...typeof selects];
      return rest.reduce((query, next) => query.unionAll(next), first);
    });
    const byQuery = new Map(rows.map((row) => [Number(row.n), row]));
    return queries.map((_, n) => {
      const row = byQuery.get(n);
      return { total: Number(row?.total ?? 0), distinct: Number(row?.distinct ?? 0) };
    });
  }

  async hasTarget(
    subject: Subject,
    kind: EventKind,
    target: string,
    since: number,
  ): Promise<boolean> {
    const rows = await runPrepared(
      this.db,
      'riskTargets:has',
      [subject, kind, target, since],
      ([s, k, t, from]) =>
        this.db
          .selectFrom('risk_targets')
          .select('at')
          .where('subject', '=', s)
          .where('kind', '=', k)
          .where('target', '=', t)
          .where('at', '>=', from)
          .limit(1),
    );
    return rows.length > 0;
  }

  private async row(subject: Subject): Promise<FlagRow | undefined> {
    // Read before every records request: compiled once (db/prepared.ts).
    const [row] = await runPrepared(this.db, 'riskFlags:bySubject', [subject], ([s]) =>
      this.db.selectFrom('risk_flags').selectAll().where('subject', '=', s),
    );
    return row;
  }

  async state(subject: Subject): Promise<SubjectState | undefined> {
    const row = await this.row(subject);
    return row && toState(row);
  }

  async states(subjects: readonly Subject[]): Promise<(SubjectState | undefined)[]> {
    if (subjects.length === 0) return [];
    if (subjects.length === 1) return [await this.state(subjects[0] as Subject)];
    const rows = await this.db
      .selectFrom('risk_flags')
      .selectAll()
      .where('subject', 'in', subjects)
      .execute();
    const bySubject = new Map(rows.map((row) => [row.subject, row]));
    return subjects.map((subject) => {
      const row = bySubject.get(subject);
      return row && toState(row);
    });
  }

  private async upsert(subject: Subject, values: Omit<FlagRow, 'subject'>): Promise<void> {
    await this.db
      .insertInto('risk_flags')
      .values({ subject, ...values })
      .onConflict((oc) => oc.column('subject').doUpdateSet(values))
      .execute();
  }

  async flag(
    subject: Subject,
    level: FlagLevel,
    reason: string,
    at: number,
    until: number,
  ): Promise<void> {
    const row = await this.row(subject);
    const state = row && toState(row);
    const current = activeLevel(state, at);
    const keepForced = current === 'forced' && level === 'challenge';
    await this.upsert(subject, {
      level: keepForced ? 'forced' : level,
      reason: keepForced ? (state?.reason ?? reason) : reason,
      until: current ? Math.max(state?.until ?? 0, until) : until,
      flagged_at: current ? (state?.flaggedAt ?? at) : at,
      cleared_at: null,
      reset_at: state?.resetAt ?? 0,
      forced_reset_at: state?.forcedResetAt ?? 0,
    });
  }

  async pass(subject: Subject, at: number, high: boolean): Promise<void> {
    const row = await this.row(subject);
    const state = row && toState(row);
    const keep = !high && activeLevel(state, at) === 'forced';
    await this.upsert(subject, {
      level: keep ? 'forced' : null,
      reason: keep ? (state?.reason ?? null) : null,
      until: keep ? (state?.until ?? 0) : 0,
      flagged_at: keep ? (state?.flaggedAt ?? null) : null,
      cleared_at: keep ? null : at,
      reset_at: at,
      forced_reset_at: high ? at : (state?.forcedResetAt ?? 0),
    });
  }

  async clear(subject: Subject, at: number): Promise<boolean> {
    const row = await this.row(subject);
    const deleted = await this.db
      .deleteFrom('risk_events')
      .where('subject', '=', subject)
      .executeTakeFirst();
    await this.db.deleteFrom('risk_targets').where('subject', '=', subject).execute();
    if (row) {
      await this.upsert(subject, {
        level: null,
        reason: null,
        until: 0,
        flagged_at: null,
        cleared_at: at,
        reset_at: at,
        forced_reset_at: at,
      });
    }
    return row !== undefined || Number(deleted.numDeletedRows) > 0;
  }

  async activeFlags(now: number): Promise<FlagListing[]> {
    const rows = await this.db
      .selectFrom('risk_flags')
      .selectAll()
      .where('level', 'is not', null)
      .where('until', '>', now)
      .orderBy('flagged_at', 'desc')
      .execute();
    return rows.map((row) => ({ subject: row.subject as Subject, ...toState(row) }));
  }

  async putChallenge(challenge: StoredChallenge): Promise<void> {
    // Expired challenges are never answered; dropping them here keeps the table small.
    await this.db
      .deleteFrom('risk_challenges')
      .where('expires_at', '<', challenge.createdAt)
      .execute();
    await this.db
      .insertInto('risk_challenges')
      .values({
        id: challenge.id,
        subject: `account:${challenge.uid}`,
        payload: toJson(challenge),
        created_at: challenge.createdAt,
        expires_at: challenge.expiresAt,
      })
      .execute();
  }

  async takeChallenge(id: string): Promise<StoredChallenge | undefined> {
    // DELETE … RETURNING (PostgreSQL, SQLite 3.35+): two concurrent answers cannot both get it.
    const row = await this.db
      .deleteFrom('risk_challenges')
      .where('id', '=', id)
      .returning('payload')
      .executeTakeFirst();
    return row ? fromJson<StoredChallenge | undefined>(row.payload, undefined) : undefined;
  }
}

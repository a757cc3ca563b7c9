import { MAIN_GAME_ID } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database, RecordSnapshotsTable } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import { adultBirthCutoff } from '../account/age.js';
import { switchesForPublicAggregate } from '../policy/policy.service.js';
import { flushDelta } from './aggregate-flush.js';
import * as repo from './aggregates.repository.js';
import { AGGREGATE_KINDS, Delta, isAggregateKind, type AggregateKind } from './contributions.js';

/*
 * Keeps the public aggregates right inside one transaction. The rule is the one the per-request
 * queries applied: a role's main-game snapshots of a kind count while its owner is 13 or older (or
 * gave no birth date) and keeps every switch `switchesForPublicAggregate` names public (a switch
 * never stored is public). `aggregate_accounts` records what each account has counted; every write
 * that can change the answer compares the rule with that record and adds or takes away the
 * account's snapshots when they differ, and a snapshot written or replaced is taken away in its old
 * form before it is added in its new one.
 *
 * The writes to records, roles, switches and accounts call in here themselves (`withAggregates`),
 * so no caller can forget; a transaction that writes a lot (an ingest bundle) opens one batch and
 * its sums are written once, at its end.
 */

/** A snapshot row as written (the database makes its id and revision). */
export type SnapshotWrite = Omit<RecordSnapshotsTable, 'id' | 'revision'> & {
  /** The payload already parsed, when the caller has it (saves parsing it again). */
  parsed?: unknown;
};

export interface WrittenKey {
  id: number;
  game_role_id: string;
  kind: string;
  period: string;
}

/** Snapshots read while evaluating accounts: per account, the kinds read in full. */
interface Enumerated {
  kinds: Map<number, Set<AggregateKind>>;
  rows: repo.StoredSnapshot[];
}

const keyOf = (r: { game_role_id: string; kind: string; period: string }) =>
  `${r.game_role_id}\u0000${r.kind}\u0000${r.period}`;

/** Every switch some aggregate kind depends on. */
const switchIds = () => [...new Set(AGGREGATE_KINDS.flatMap((k) => switchesForPublicAggregate(k)))];

export class AggregateBatch {
  private readonly delta = new Delta();
  /** States of the accounts evaluated (and, on PostgreSQL, locked) in this transaction. */
  private readonly states = new Map<number, repo.AccountState>();
  private readonly stale = new Set<number>();
  private readonly owners = new Map<string, number>();
  private readonly cutoff: string;

  constructor(
    private readonly db: Kysely<Database>,
    today: Date = new Date(),
  ) {
    this.cutoff = adultBirthCutoff(today);
  }

  /** An account's birth date or main-game switches changed: evaluated again before the end. */
  accountsChanged(uids: Iterable<number>): void {
    for (const uid of uids) this.stale.add(uid);
  }

  /** Accounts held back by age alone whose owners have turned 13 since. */
  async sweep(): Promise<void> {
    this.accountsChanged(await repo.newAdults(this.db, this.cutoff));
  }

  private shouldCount(
    uid: number,
    inputs: Awaited<ReturnType<typeof repo.accountInputs>>,
  ): repo.AccountState {
    const state = repo.emptyState(uid);
    const birth = inputs.birth.get(uid);
    if (birth === undefined) return state;
    const adult = birth === null || birth <= this.cutoff;
    const switches = inputs.switches.get(uid);
    let held = false;
    for (const kind of AGGREGATE_KINDS) {
      const open = switchesForPublicAggregate(kind).every((id) => switches?.get(id) ?? true);
      if (open && adult) state[kind] = 1;
      held ||= open && !adult;
    }
    state.pending_birth = held ? birth : null;
    return state;
  }

  /**
   * Evaluates the accounts not yet seen in this transaction (or changed since). Returns the stored
   * snapshots it read: every one of an account's snapshots of each kind that flipped.
   */
  private async ensure(uids: Iterable<number>): Promise<Enumerated> {
    const enumerated: Enumerated = { kinds: new Map(), rows: [] };
    const need = [...new Set(uids)].filter((u) => !this.states.has(u) || this.stale.has(u));
    if (need.length === 0) return enumerated;
    const stored = await repo.lockAccountStates(this.db, need);
    const inputs = await repo.accountInputs(this.db, need, switchIds());
    const flips = new Map<number, Map<AggregateKind, boolean>>();
    const saves: repo.AccountState[] = [];
    for (const uid of need) {
      const was = this.states.get(uid) ?? stored.get(uid) ?? repo.emptyState(uid);
      const now = this.shouldCount(uid, inputs);
      const changed = new Map<AggregateKind, boolean>();
      for (const kind of AGGREGATE_KINDS) {
        if (was[kind] !== now[kind]) changed.set(kind, now[kind] === 1);
      }
      if (changed.size > 0) flips.set(uid, changed);
      if (changed.size > 0 || was.pending_birth !== now.pending_birth) saves.push(now);
      this.states.set(uid, now);
      this.stale.delete(uid);
    }
    if (flips.size > 0) {
      const kinds = [...new Set([...flips.values()].flatMap((m) => [...m.keys()]))];
      enumerated.rows = await repo.snapshotsOfAccounts(this.db, [...flips.keys()], kinds);
      for (const uid of flips.keys()) enumerated.kinds.set(uid, new Set(kinds));
      for (const row of enumerated.rows) {
        const on = flips.get(row.uid)?.get(row.kind as AggregateKind);
        if (on === undefined) continue;
        const counted = {
          ...this.counted(row),
          payload: fromJson<unknown>(row.payload, undefined),
        };
        if (on) this.delta.add(counted);
        else this.delta.remove(counted);
      }
    }
    await repo.saveAccountStates(this.db, saves);
    return enumerated;
  }

  private counted(row: { id: number; kind: string; captured_at: number }) {
    return { kind: row.kind as AggregateKind, id: row.id, capturedAt: row.captured_at };
  }

  private counts(uid: number | undefined, kind: AggregateKind): boolean {
    return uid !== undefined && this.states.get(uid)?.[kind] === 1;
  }

  private async resolveOwners(gameRoleIds: Iterable<string>): Promise<void> {
    const unknown = [...new Set(gameRoleIds)].filter((id) => !this.owners.has(id));
    if (unknown.length === 0) return;
    for (const [id, uid] of await repo.ownersOf(this.db, unknown)) this.owners.set(id, uid);
  }

  /**
   * Writes snapshots (`write` returns the id of each row written) with their old forms taken away
   * and new forms added. Keys must be distinct within one call.
   */
  async writeSnapshots(
    rows: readonly SnapshotWrite[],
    write: () => Promise<WrittenKey[]>,
  ): Promise<void> {
    const relevant = rows.filter((r) => r.game_id === MAIN_GAME_ID && isAggregateKind(r.kind));
    if (relevant.length === 0) {
      await write();
      return;
    }
    await this.resolveOwners(relevant.map((r) => r.game_role_id));
    const enumerated = await this.ensure(
      relevant.flatMap((r) => this.owners.get(r.game_role_id) ?? []),
    );
    const counted = relevant.filter((r) =>
      this.counts(this.owners.get(r.game_role_id), r.kind as AggregateKind),
    );
    if (counted.length > 0) {
      const keys = new Set(counted.map(keyOf));
      // The old forms the evaluation has just read need no second read (a new account's none).
      const read = (r: SnapshotWrite) =>
        enumerated.kinds.get(this.owners.get(r.game_role_id) ?? -1)?.has(r.kind as AggregateKind);
      const unread = counted.filter((r) => !read(r));
      const roles = new Map(
        unread.map((r) => [r.game_role_id, this.owners.get(r.game_role_id) ?? -1]),
      );
      const kinds = [...new Set(unread.map((r) => r.kind as AggregateKind))];
      const stored = [
        ...enumerated.rows,
        ...(unread.length > 0 ? await repo.snapshotsOfRoles(this.db, roles, kinds) : []),
      ];
      for (const old of stored) {
        if (!keys.has(keyOf(old))) continue;
        this.delta.remove({
          ...this.counted(old),
          payload: fromJson<unknown>(old.payload, undefined),
        });
      }
    }
    const written = await write();
    if (counted.length === 0) return;
    const ids = new Map(written.map((w) => [keyOf(w), Number(w.id)]));
    for (const row of counted) {
      const id = ids.get(keyOf(row));
      if (id === undefined) continue;
      const payload = 'parsed' in row ? row.parsed : fromJson<unknown>(row.payload, undefined);
      this.delta.add({ kind: row.kind as AggregateKind, id, capturedAt: row.captured_at, payload });
    }
  }

  /** Writes main-game roles; a role given to another account leaves one account's sums for the other's. */
  async writeRoles(
    rows: readonly { game_id: number; game_role_id: string; uid: number }[],
    write: () => Promise<void>,
  ): Promise<void> {
    const main = rows.filter((r) => r.game_id === MAIN_GAME_ID);
    const current = await repo.ownersOf(
      this.db,
      main.map((r) => r.game_role_id),
    );
    const moved = main.filter(
      (r) => current.has(r.game_role_id) && current.get(r.game_role_id) !== r.uid,
    );
    let snapshots: repo.StoredSnapshot[] = [];
    if (moved.length > 0) {
      await this.ensure(moved.flatMap((r) => [r.uid, current.get(r.game_role_id) ?? r.uid]));
      snapshots = await repo.snapshotsOfRoles(
        this.db,
        new Map(moved.map((r) => [r.game_role_id, current.get(r.game_role_id) ?? r.uid])),
        AGGREGATE_KINDS,
      );
      for (const s of snapshots) {
        if (!this.counts(s.uid, s.kind as AggregateKind)) continue;
        this.delta.remove({ ...this.counted(s), payload: fromJson<unknown>(s.payload, undefined) });
      }
    }
    await write();
    for (const r of main) this.owners.set(r.game_role_id, r.uid);
    const newOwner = new Map(moved.map((r) => [r.game_role_id, r.uid]));
    for (const s of snapshots) {
      if (!this.counts(newOwner.get(s.game_role_id), s.kind as AggregateKind)) continue;
      this.delta.add({ ...this.counted(s), payload: fromJson<unknown>(s.payload, undefined) });
    }
  }

  /** Deletes a role (`write`) after taking its counted snapshots away. */
  async deleteRole(gameId: number, gameRoleId: string, write: () => Promise<void>): Promise<void> {
    if (gameId === MAIN_GAME_ID) {
      await this.resolveOwners([gameRoleId]);
      const uid = this.owners.get(gameRoleId);
      if (uid !== undefined) {
        await this.ensure([uid]);
        const owner = new Map([[gameRoleId, uid]]);
        for (const s of await repo.snapshotsOfRoles(this.db, owner, AGGREGATE_KINDS)) {
          if (!this.counts(uid, s.kind as AggregateKind)) continue;
          this.delta.remove({
            ...this.counted(s),
            payload: fromJson<unknown>(s.payload, undefined),
          });
        }
      }
    }
    await write();
    if (gameId === MAIN_GAME_ID) this.owners.delete(gameRoleId);
  }

  /** Evaluates what is left and writes the sums; the batch can go on being used afterwards. */
  async flush(): Promise<void> {
    await this.ensure([...this.stale]);
    await flushDelta(this.db, this.delta);
    this.delta.clear();
  }
}

const open = new WeakMap<Kysely<Database>, AggregateBatch>();

/**
 * Runs `fn` with the batch of the transaction `db` is (opening a transaction when `db` is none):
 * inside an open batch the work joins it; otherwise a batch is opened and flushed when `fn` ends.
 */
export async function withAggregates<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>, batch: AggregateBatch) => Promise<T>,
): Promise<T> {
  const current = open.get(db);
  if (current) return fn(db, current);
  if (!db.isTransaction) {
    return db.transaction().execute((trx) => withAggregates(trx, fn));
  }
  const batch = new AggregateBatch(db);
  open.set(db, batch);
  try {
    const result = await fn(db, batch);
    await batch.flush();
    return result;
  } finally {
    open.delete(db);
  }
}

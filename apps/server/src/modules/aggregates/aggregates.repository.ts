import { MAIN_GAME_ID } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { runBulk } from '../../db/bulk-insert.js';
import { statementChunks } from '../../db/chunks.js';
import { dialectOf, fromFlag } from '../../db/dialect.js';
import type { AggregateKind } from './contributions.js';

/*
 * SQL of the public aggregates. Everything is set-based (one statement per chunk of rows), so a
 * bundle of a few hundred roles costs a few dozen statements here, whatever its size. The writes an
 * import makes on every bundle (account states, teammates, season usage) are compiled once per row
 * count (`runBulk`, bulk-insert.ts): Kysely building them anew, value by value, cost more than
 * SQLite running them.
 */

/** Rows per statement, in a few fixed lengths (see `statementChunks`). */
export const chunked = <T>(items: readonly T[], max?: number): T[][] => statementChunks(items, max);

/** What an account has counted, as stored. */
export type AccountState = { uid: number; pending_birth: string | null } & Record<
  AggregateKind,
  number
>;

export const emptyState = (uid: number): AccountState => ({
  uid,
  characters: 0,
  spiral_abyss: 0,
  hard_challenge: 0,
  pending_birth: null,
});

type StateValues = readonly [number, number, number, number, string | null];

/** An account state as bound values, in `stateRow`'s column order. */
const stateValues = (s: AccountState): StateValues => [
  s.uid,
  s.characters,
  s.spiral_abyss,
  s.hard_challenge,
  s.pending_birth,
];

const stateRow = (values: readonly (string | number | null)[]): AccountState => {
  const [uid, characters, spiral_abyss, hard_challenge, pending_birth] = values as StateValues;
  return { uid, characters, spiral_abyss, hard_challenge, pending_birth };
};

/**
 * The stored states of accounts, created empty when missing, and locked for the rest of the
 * transaction on PostgreSQL: two writers never count the same account's change twice.
 */
export async function lockAccountStates(
  db: Kysely<Database>,
  uids: readonly number[],
): Promise<Map<number, AccountState>> {
  const sorted = [...uids].sort((a, b) => a - b);
  const out = new Map<number, AccountState>();
  const postgres = dialectOf(db) === 'postgres';
  for (const part of chunked(sorted)) {
    await runBulk(
      db,
      'aggregateAccounts:create',
      part.map((uid) => stateValues(emptyState(uid))),
      (rows) =>
        db
          .insertInto('aggregate_accounts')
          .values(rows.map(stateRow))
          .onConflict((oc) => oc.column('uid').doNothing()),
    );
    let query = db
      .selectFrom('aggregate_accounts')
      .selectAll()
      .where('uid', 'in', part)
      .orderBy('uid');
    if (postgres) query = query.forUpdate();
    for (const row of await query.execute())
      out.set(Number(row.uid), { ...row, uid: Number(row.uid) });
  }
  return out;
}

export async function saveAccountStates(
  db: Kysely<Database>,
  rows: readonly AccountState[],
): Promise<void> {
  for (const part of chunked(rows)) {
    await runBulk(db, 'aggregateAccounts:save', part.map(stateValues), (rows) =>
      db
        .insertInto('aggregate_accounts')
        .values(rows.map(stateRow))
        .onConflict((oc) =>
          oc.column('uid').doUpdateSet((eb) => ({
            characters: eb.ref('excluded.characters'),
            spiral_abyss: eb.ref('excluded.spiral_abyss'),
            hard_challenge: eb.ref('excluded.hard_challenge'),
            pending_birth: eb.ref('excluded.pending_birth'),
          })),
        ),
    );
  }
}

/** Birth dates (null: none given) of existing accounts and their main-game switches. */
export async function accountInputs(
  db: Kysely<Database>,
  uids: readonly number[],
  switchIds: readonly number[],
): Promise<{ birth: Map<number, string | null>; switches: Map<number, Map<number, boolean>> }> {
  const birth = new Map<number, string | null>();
  const switches = new Map<number, Map<number, boolean>>();
  for (const part of chunked(uids)) {
    const accounts = await db
      .selectFrom('accounts')
      .select(['uid', 'birth_date'])
      .where('uid', 'in', part)
      .execute();
    for (const a of accounts) birth.set(Number(a.uid), a.birth_date);
    const rows = await db
      .selectFrom('privacy_switches')
      .select(['uid', 'switch_id', 'is_public'])
      .where('uid', 'in', part)
      .where('game_id', '=', MAIN_GAME_ID)
      .where('switch_id', 'in', [...switchIds])
      .execute();
    for (const r of rows) {
      const uid = Number(r.uid);
      const own = switches.get(uid) ?? new Map<number, boolean>();
      own.set(r.switch_id, fromFlag(r.is_public));
      switches.set(uid, own);
    }
  }
  return { birth, switches };
}

/** Accounts held back by age alone whose owners are 13 on the cutoff's day. */
export async function newAdults(db: Kysely<Database>, cutoff: string): Promise<number[]> {
  const rows = await db
    .selectFrom('aggregate_accounts')
    .select('uid')
    .where('pending_birth', 'is not', null)
    .where('pending_birth', '<=', cutoff)
    .execute();
  return rows.map((r) => Number(r.uid));
}

export interface StoredSnapshot {
  id: number;
  uid: number;
  game_role_id: string;
  kind: string;
  period: string;
  captured_at: number;
  payload: string;
}

/** The main-game snapshots of these kinds of every role of these accounts. */
export async function snapshotsOfAccounts(
  db: Kysely<Database>,
  uids: readonly number[],
  kinds: readonly AggregateKind[],
): Promise<StoredSnapshot[]> {
  // Roles first, then their snapshots by key: joined in one query, SQLite would walk every
  // main-game snapshot to find the accounts' few.
  const owners = new Map<string, number>();
  for (const part of chunked(uids)) {
    // By uid alone: with the game as well, SQLite would walk every main-game role.
    const rows = await db
      .selectFrom('game_roles')
      .select(['game_id', 'game_role_id', 'uid'])
      .where('uid', 'in', part)
      .execute();
    for (const r of rows) if (r.game_id === MAIN_GAME_ID) owners.set(r.game_role_id, Number(r.uid));
  }
  return owners.size === 0 ? [] : snapshotsOfRoles(db, owners, kinds);
}

/**
 * The snapshots of these kinds of main-game roles, with the owners given. Read by key alone: joined
 * to the roles, PostgreSQL's generic plan (prepared statements) hashes every main-game role.
 */
export async function snapshotsOfRoles(
  db: Kysely<Database>,
  owners: ReadonlyMap<string, number>,
  kinds: readonly AggregateKind[],
): Promise<StoredSnapshot[]> {
  const out: StoredSnapshot[] = [];
  for (const part of chunked([...owners.keys()])) {
    const rows = await db
      .selectFrom('record_snapshots')
      .select(['id', 'game_role_id', 'kind', 'period', 'captured_at', 'payload'])
      .where('game_id', '=', MAIN_GAME_ID)
      .where('game_role_id', 'in', part)
      .where('kind', 'in', [...kinds])
      .execute();
    for (const r of rows) {
      const uid = owners.get(r.game_role_id);
      if (uid === undefined) continue;
      out.push({ ...r, id: Number(r.id), uid, captured_at: Number(r.captured_at) });
    }
  }
  return out;
}

/** Owners of main-game roles (roles that do not exist are absent). */
export async function ownersOf(
  db: Kysely<Database>,
  gameRoleIds: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const part of chunked(gameRoleIds)) {
    const rows = await db
      .selectFrom('game_roles')
      .select(['game_role_id', 'uid'])
      .where('game_id', '=', MAIN_GAME_ID)
      .where('game_role_id', 'in', part)
      .execute();
    for (const r of rows) out.set(r.game_role_id, Number(r.uid));
  }
  return out;
}

/** Teams shared: added to the sums (negative counts take away). */
export async function addTeammates(
  db: Kysely<Database>,
  rows: readonly { avatar_id: number; mate_id: number; count: number }[],
): Promise<void> {
  for (const part of chunked(rows)) {
    const values = part.map((r) => [r.avatar_id, r.mate_id, r.count]);
    await runBulk(db, 'aggregateTeammates:add', values, (rows) =>
      db
        .insertInto('aggregate_teammates')
        .values(
          rows.map(([avatar_id, mate_id, count]) => ({
            avatar_id: avatar_id as number,
            mate_id: mate_id as number,
            count: count as number,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['avatar_id', 'mate_id']).doUpdateSet((eb) => ({
            count: eb('aggregate_teammates.count', '+', eb.ref('excluded.count')),
          })),
        ),
    );
  }
}

export async function addSeasons(
  db: Kysely<Database>,
  rows: readonly { schedule_id: string; snapshots: number; roles: number }[],
): Promise<void> {
  for (const part of chunked(rows)) {
    await db
      .insertInto('aggregate_seasons')
      .values(part)
      .onConflict((oc) =>
        oc.column('schedule_id').doUpdateSet((eb) => ({
          snapshots: eb('aggregate_seasons.snapshots', '+', eb.ref('excluded.snapshots')),
          roles: eb('aggregate_seasons.roles', '+', eb.ref('excluded.roles')),
        })),
      )
      .execute();
  }
}

export async function addSeasonUsage(
  db: Kysely<Database>,
  rows: readonly { schedule_id: string; boss_id: number; avatar_id: number; count: number }[],
): Promise<void> {
  for (const part of chunked(rows)) {
    const values = part.map((r) => [r.schedule_id, r.boss_id, r.avatar_id, r.count]);
    await runBulk(db, 'aggregateSeasonUsage:add', values, (rows) =>
      db
        .insertInto('aggregate_season_usage')
        .values(
          rows.map(([schedule_id, boss_id, avatar_id, count]) => ({
            schedule_id: schedule_id as string,
            boss_id: boss_id as number,
            avatar_id: avatar_id as number,
            count: count as number,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['schedule_id', 'boss_id', 'avatar_id']).doUpdateSet((eb) => ({
            count: eb('aggregate_season_usage.count', '+', eb.ref('excluded.count')),
          })),
        ),
    );
  }
}

export async function addHolders(
  db: Kysely<Database>,
  rows: readonly { avatar_id: number; holders: number }[],
): Promise<void> {
  for (const part of chunked(rows)) {
    await db
      .insertInto('aggregate_build_holders')
      .values(part)
      .onConflict((oc) =>
        oc.column('avatar_id').doUpdateSet((eb) => ({
          holders: eb('aggregate_build_holders.holders', '+', eb.ref('excluded.holders')),
        })),
      )
      .execute();
  }
}

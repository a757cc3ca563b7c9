import type { IngestBundle } from '@chronicle/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ALICE_INDEX } from '../../test/fixtures.js';

/*
 * Large ingest bundles that identify themselves: bundle k's accounts, roles and snapshots all sit in
 * id ranges of their own, so after a crash a census tells, bundle by bundle, whether all of its rows
 * or none of them are in the database. Used by the crash-safety test; nothing here starts a process.
 */

/** Accounts per bundle: the roles are spread over them. */
const ACCOUNTS = 20;
/** A fixed capture time: re-imports land on the same record version (one per role, kind and day). */
const CAPTURED_AT = '2026-01-05T04:00:00.000Z';

/** The id ranges of bundle k (0–9): uids 9k0000000…, game role ids 6k0000000… (os_usa). */
export function bundleRange(k: number): {
  uidLo: number;
  uidHi: number;
  roleLo: string;
  roleHi: string;
} {
  if (!Number.isInteger(k) || k < 0 || k > 9) throw new Error(`bundle index ${k} is not 0–9`);
  return {
    uidLo: 900_000_000 + k * 10_000_000,
    uidHi: 900_000_000 + k * 10_000_000 + 9_999_999,
    roleLo: `6${k}0000000`,
    roleHi: `6${k}9999999`,
  };
}

/** Rows of one bundle, table by table. */
export interface BundleRows {
  accounts: number;
  roles: number;
  snapshots: number;
  /** Record versions: one per role, as every snapshot has the same capture day. */
  versions: number;
}

/** What a bundle of `roles` roles writes when it is whole. */
export function wholeRows(roles: number): BundleRows {
  return { accounts: ACCOUNTS, roles, snapshots: roles, versions: roles };
}

export const ABSENT: BundleRows = { accounts: 0, roles: 0, snapshots: 0, versions: 0 };

/**
 * Bundle k: 20 accounts, `roles` main-game roles spread over them, and one `index` snapshot (with
 * its record version) per role, so its transaction runs long enough to be interrupted.
 */
export function largeBundle(k: number, roles: number): IngestBundle {
  const { uidLo } = bundleRange(k);
  if (roles > 9_999_999) throw new Error('too many roles for one bundle range');
  const roleId = (i: number) => `6${k}${String(i).padStart(7, '0')}`;
  return {
    accounts: Array.from({ length: ACCOUNTS }, (_, j) => ({
      uid: uidLo + j,
      account: `crash_${k}_${j}`,
      nickname: `Crash ${k}.${j}`,
    })),
    roles: Array.from({ length: roles }, (_, i) => ({
      game_id: 2 as const,
      game_role_id: roleId(i),
      uid: uidLo + (i % ACCOUNTS),
      region: 'os_usa',
      nickname: `R${k}.${i}`,
      level: 1 + (i % 60),
    })),
    snapshots: Array.from({ length: roles }, (_, i) => ({
      game_id: 2 as const,
      game_role_id: roleId(i),
      kind: 'index',
      captured_at: CAPTURED_AT,
      payload: { ...ALICE_INDEX, role: { nickname: `R${k}.${i}`, level: 1 + (i % 60) } },
    })),
  };
}

/** The committed rows of bundle k, whatever state a crash left them in. */
export async function bundleCensus(db: Kysely<Database>, k: number): Promise<BundleRows> {
  const r = bundleRange(k);
  const count = sql<number>`count(*)`.as('n');
  const [accounts, roles, snapshots, versions] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(count)
      .where('uid', '>=', r.uidLo)
      .where('uid', '<=', r.uidHi)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('game_roles')
      .select(count)
      .where('game_id', '=', 2)
      .where('game_role_id', '>=', r.roleLo)
      .where('game_role_id', '<=', r.roleHi)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('record_snapshots')
      .select(count)
      .where('game_id', '=', 2)
      .where('game_role_id', '>=', r.roleLo)
      .where('game_role_id', '<=', r.roleHi)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('record_versions')
      .select(count)
      .where('game_id', '=', 2)
      .where('game_role_id', '>=', r.roleLo)
      .where('game_role_id', '<=', r.roleHi)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    accounts: Number(accounts.n),
    roles: Number(roles.n),
    snapshots: Number(snapshots.n),
    versions: Number(versions.n),
  };
}

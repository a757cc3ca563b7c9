import {
  SNAPSHOT_KINDS,
  isSnapshotKind,
  type IngestBundle,
  type IngestRole,
  type IngestResult,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { withAggregates } from '../aggregates/aggregate-batch.js';
import { upsertIngestedAccount } from '../account/account.service.js';
import { upsertIngestedAccounts } from '../account/ingested-accounts.js';
import { hashPassword } from '../account/password.js';
import {
  ingestedRoleRow,
  upsertIngestedRole,
  upsertIngestedRoleRows,
} from '../binding/binding.service.js';
import { upsertCatalogEntries } from '../catalog/catalog.service.js';
import { setSwitches } from '../policy/policy.service.js';
import { putSnapshots } from '../records/records.service.js';
import { assertSnapshot, invalidPayload } from './bundle-validation.js';
import { knownAccounts, knownRoles } from './ingest.repository.js';

export interface ApplyOptions {
  /** Called after each item is written (for progress bars). */
  onProgress?: (done: number, total: number) => void;
  /** Awaited with everything written, just before the commit (tests look at readers then). */
  beforeCommit?: () => Promise<void>;
}

/** Number of items a bundle carries. */
export function bundleSize(bundle: IngestBundle): number {
  return (
    (bundle.accounts?.length ?? 0) +
    (bundle.roles?.length ?? 0) +
    (bundle.switches?.length ?? 0) +
    (bundle.catalog?.length ?? 0) +
    (bundle.snapshots?.length ?? 0)
  );
}

const isPeriodic = (kind: string) => isSnapshotKind(kind) && SNAPSHOT_KINDS[kind].periodic;

function capturedAt(value: string | number | undefined, now: number): number {
  if (value === undefined) return now;
  return typeof value === 'number' ? value : Date.parse(value);
}

/** Throws -9101 for the first item (in order) whose account does not exist. */
async function assertAccounts(
  db: Kysely<Database>,
  items: readonly { uid: number }[],
  list: string,
): Promise<void> {
  const known = await knownAccounts(
    db,
    items.map((item) => item.uid),
  );
  items.forEach(({ uid }, i) => {
    if (!known.has(uid)) throw invalidPayload(`$.${list}[${i}].uid: no account with uid ${uid}`);
  });
}

const distinct = <T>(items: readonly T[], key: (item: T) => string) =>
  new Set(items.map(key)).size === items.length;

/** Roles, a few hundred per statement when no two write the same role or account's game. */
async function applyRoles(db: Kysely<Database>, roles: readonly IngestRole[]): Promise<void> {
  const known = await knownAccounts(
    db,
    roles.map((r) => r.uid),
  );
  const now = Date.now();
  // Each role's checks in order (its account, then its region), as writing them one by one would.
  const rows = roles.map((role, i) => {
    if (!known.has(role.uid)) {
      throw invalidPayload(`$.roles[${i}].uid: no account with uid ${role.uid}`);
    }
    return ingestedRoleRow(role, `$.roles[${i}]`, now);
  });
  const bulk =
    distinct(roles, (r) => `${r.game_id}:${r.game_role_id}`) &&
    distinct(roles, (r) => `${r.uid}:${r.game_id}`);
  if (bulk) {
    await upsertIngestedRoleRows(db, rows);
    return;
  }
  // One after the other: a later row may rebind or unchoose an earlier one.
  for (const [i, role] of roles.entries()) await upsertIngestedRole(db, role, `$.roles[${i}]`);
}

/**
 * Applies a (schema-valid) bundle in one transaction: accounts, roles, switches, catalog, then
 * snapshots. Any invalid item (-9101 naming its JSON path) rolls the whole bundle back. Used by the
 * ingest API, `chronicle import`, `chronicle demo` and the startup demo load. Roles, switches and
 * snapshots are written a few hundred rows per statement, with the same checks, results and first
 * error as writing them one by one.
 */
export async function applyBundle(
  db: Kysely<Database>,
  bundle: IngestBundle,
  options: ApplyOptions = {},
): Promise<IngestResult> {
  const total = bundleSize(bundle);
  const now = Date.now();
  const { accounts = [], roles = [], switches = [], catalog = [], snapshots = [] } = bundle;
  // Pure checks and the slow argon2 hashing happen before the transaction holds any lock.
  snapshots.forEach((s, i) => assertSnapshot(s, `$.snapshots[${i}]`));
  const hashes = await Promise.all(
    accounts.map((a) => (a.password ? hashPassword(a.password) : Promise.resolve(null))),
  );

  let done = 0;
  const steps = (n: number) => {
    for (let i = 0; i < n; i += 1) options.onProgress?.((done += 1), total);
  };

  // In a transaction of its own, so a test can look at readers just before the commit.
  const apply = (trx: Kysely<Database>) =>
    withAggregates(trx, async (_, aggregates) => {
      // Many accounts at once, unless two items could interact; then one by one, as always.
      const bulk = await upsertIngestedAccounts(trx, accounts, hashes);
      for (const [i, account] of accounts.entries()) {
        if (!bulk) await upsertIngestedAccount(trx, account, hashes[i] ?? null, `$.accounts[${i}]`);
        steps(1);
      }
      // A birth date decides whether the account's records may feed the public aggregates.
      aggregates.accountsChanged(accounts.map((a) => a.uid));

      await applyRoles(trx, roles);
      steps(roles.length);

      await assertAccounts(trx, switches, 'switches');
      await setSwitches(trx, switches);
      steps(switches.length);

      if (catalog.length) await upsertCatalogEntries(trx, catalog);
      steps(catalog.length);

      const known = await knownRoles(trx, snapshots);
      snapshots.forEach((snapshot, i) => {
        if (known.has(`${snapshot.game_id}:${snapshot.game_role_id}`)) return;
        throw invalidPayload(
          `$.snapshots[${i}].game_role_id: no role ${snapshot.game_role_id} in game ${snapshot.game_id}`,
        );
      });
      await putSnapshots(
        trx,
        snapshots.map((snapshot) => ({
          game_id: snapshot.game_id,
          game_role_id: snapshot.game_role_id,
          kind: snapshot.kind,
          period: isPeriodic(snapshot.kind) ? (snapshot.period ?? '') : '',
          captured_at: capturedAt(snapshot.captured_at, now),
          payload: snapshot.payload,
        })),
      );
      steps(snapshots.length);
    });
  const inTransaction = async (trx: Kysely<Database>) => {
    await apply(trx);
    await options.beforeCommit?.();
  };
  await (db.isTransaction ? inTransaction(db) : db.transaction().execute(inTransaction));

  return {
    accounts: bundle.accounts?.length ?? 0,
    roles: bundle.roles?.length ?? 0,
    switches: bundle.switches?.length ?? 0,
    catalog: bundle.catalog?.length ?? 0,
    snapshots: bundle.snapshots?.length ?? 0,
  };
}

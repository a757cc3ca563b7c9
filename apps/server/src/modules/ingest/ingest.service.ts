import {
  SNAPSHOT_KINDS,
  isSnapshotKind,
  type IngestBundle,
  type IngestResult,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { getAccount, upsertIngestedAccount } from '../account/account.service.js';
import { hashPassword } from '../account/password.js';
import { findRole, upsertIngestedRole } from '../binding/binding.service.js';
import { upsertCatalogEntries } from '../catalog/catalog.service.js';
import { setSwitch } from '../policy/policy.service.js';
import { putSnapshot } from '../records/records.service.js';
import { assertSnapshot, invalidPayload } from './bundle-validation.js';

export interface ApplyOptions {
  /** Called after each item is written (for progress bars). */
  onProgress?: (done: number, total: number) => void;
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

async function assertAccount(db: Kysely<Database>, uid: number, where: string): Promise<void> {
  if (!(await getAccount(db, uid)))
    throw invalidPayload(`${where}.uid: no account with uid ${uid}`);
}

/**
 * Applies a (schema-valid) bundle in one transaction: accounts, roles, switches, catalog, then
 * snapshots. Any invalid item (-9101 naming its JSON path) rolls the whole bundle back. Used by the
 * ingest API, `chronicle import`, `chronicle demo` and the startup demo load.
 */
export async function applyBundle(
  db: Kysely<Database>,
  bundle: IngestBundle,
  options: ApplyOptions = {},
): Promise<IngestResult> {
  const total = bundleSize(bundle);
  const now = Date.now();
  // Pure checks and the slow argon2 hashing happen before the transaction holds any lock.
  (bundle.snapshots ?? []).forEach((s, i) => assertSnapshot(s, `$.snapshots[${i}]`));
  const hashes = await Promise.all(
    (bundle.accounts ?? []).map((a) =>
      a.password ? hashPassword(a.password) : Promise.resolve(null),
    ),
  );

  let done = 0;
  const step = () => options.onProgress?.((done += 1), total);

  await db.transaction().execute(async (trx) => {
    for (const [i, account] of (bundle.accounts ?? []).entries()) {
      await upsertIngestedAccount(trx, account, hashes[i] ?? null, `$.accounts[${i}]`);
      step();
    }
    for (const [i, role] of (bundle.roles ?? []).entries()) {
      await assertAccount(trx, role.uid, `$.roles[${i}]`);
      await upsertIngestedRole(trx, role, `$.roles[${i}]`);
      step();
    }
    for (const [i, sw] of (bundle.switches ?? []).entries()) {
      await assertAccount(trx, sw.uid, `$.switches[${i}]`);
      await setSwitch(trx, sw.uid, sw.game_id, sw.switch_id, sw.is_public);
      step();
    }
    if (bundle.catalog?.length) {
      await upsertCatalogEntries(trx, bundle.catalog);
      for (let i = 0; i < bundle.catalog.length; i += 1) step();
    }
    for (const [i, snapshot] of (bundle.snapshots ?? []).entries()) {
      const where = `$.snapshots[${i}]`;
      if (!(await findRole(trx, snapshot.game_id, snapshot.game_role_id))) {
        throw invalidPayload(
          `${where}.game_role_id: no role ${snapshot.game_role_id} in game ${snapshot.game_id}`,
        );
      }
      await putSnapshot(trx, {
        game_id: snapshot.game_id,
        game_role_id: snapshot.game_role_id,
        kind: snapshot.kind,
        period: isPeriodic(snapshot.kind) ? (snapshot.period ?? '') : '',
        captured_at: capturedAt(snapshot.captured_at, now),
        payload: snapshot.payload,
      });
      step();
    }
  });

  return {
    accounts: bundle.accounts?.length ?? 0,
    roles: bundle.roles?.length ?? 0,
    switches: bundle.switches?.length ?? 0,
    catalog: bundle.catalog?.length ?? 0,
    snapshots: bundle.snapshots?.length ?? 0,
  };
}

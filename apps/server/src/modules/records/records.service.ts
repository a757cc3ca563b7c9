import { isSnapshotKind, SNAPSHOT_KINDS, type IndexSnapshot } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import { addVersions } from './record-versions.repository.js';
import { roleSetting } from './role-settings.repository.js';
import * as repo from './records.repository.js';

export interface SnapshotInput {
  game_id: number;
  game_role_id: string;
  kind: string;
  period: string;
  captured_at: number;
  payload: unknown;
}

/**
 * Stores a (validated) snapshot. Every period is kept; re-sending the same period replaces it
 * (ARCHITECTURE "Records storage").
 */
export async function putSnapshot(db: Kysely<Database>, input: SnapshotInput): Promise<void> {
  await putSnapshots(db, [input]);
}

const isPeriodicKind = (kind: string) => isSnapshotKind(kind) && SNAPSHOT_KINDS[kind].periodic;

/**
 * `putSnapshot` of many snapshots, in order, a few hundred rows per statement (an ingest bundle):
 * the same rows, revisions and versions as one call each.
 */
export async function putSnapshots(
  db: Kysely<Database>,
  inputs: readonly SnapshotInput[],
): Promise<void> {
  const rows = inputs.map((input) => ({
    game_id: input.game_id,
    game_role_id: input.game_role_id,
    kind: input.kind,
    period: input.period,
    captured_at: input.captured_at,
    payload: JSON.stringify(input.payload),
    parsed: input.payload,
  }));
  await repo.upsertSnapshots(db, rows);
  // A non-periodic record also keeps its version history (issue 18); periods are their own history.
  await addVersions(
    db,
    rows.filter((r) => !isPeriodicKind(r.kind)),
  );
}

/** What `putSnapshotIfNewer` did. */
export type PutOutcome = 'written' | 'unchanged' | 'older';

/**
 * Stores a snapshot from an upstream answer (issue 17) unless the stored one of the same period is
 * newer (an old HAR never overwrites a later sync) or holds the very same payload (a sync of
 * unchanged records writes nothing and bumps no revision).
 */
export async function putSnapshotIfNewer(
  db: Kysely<Database>,
  input: SnapshotInput,
): Promise<PutOutcome> {
  const stored = await repo.storedSnapshot(
    db,
    input.game_id,
    input.game_role_id,
    input.kind,
    input.period,
  );
  const payload = JSON.stringify(input.payload);
  if (stored && stored.captured_at > input.captured_at) return 'older';
  if (stored && stored.payload === payload) return 'unchanged';
  await repo.upsertSnapshot(db, { ...input, payload }, input.payload);
  if (!isPeriodicKind(input.kind)) await repo.addVersion(db, { ...input, payload });
  return 'written';
}

/** The latest stored payload of each of a role's non-periodic kinds. */
export async function latestPayloads<K extends string>(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  kinds: readonly K[],
): Promise<Map<K, unknown>> {
  const out = new Map<K, unknown>();
  for (const kind of kinds) {
    const stored = await repo.storedSnapshot(db, gameId, gameRoleId, kind, '');
    const payload = fromJson<unknown>(stored?.payload, undefined);
    if (payload !== undefined) out.set(kind, payload);
  }
  return out;
}

/** The latest `index` snapshot of a main-game role, or undefined when none was ingested. */
export async function latestIndexSnapshot(
  db: Kysely<Database>,
  gameRoleId: string,
): Promise<IndexSnapshot | undefined> {
  const row = await repo.latestSnapshotPayload(db, 2, gameRoleId, 'index');
  return row ? fromJson<IndexSnapshot | undefined>(row.payload, undefined) : undefined;
}

/** A snapshot version as part of a cache key (`-` when there is none). */
export const versionKey = (version: repo.SnapshotVersion | undefined): string =>
  version ? `${version.id}.${version.captured_at}.${version.revision}` : '-';

/** Where `derivedFromLatest` keeps what it made (an `IndexCache`). */
export interface DerivedCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

/**
 * What `derive` makes of the latest payloads of some non-periodic kinds of a role (undefined for a
 * kind with none stored), kept in `cache` per the snapshots' versions. Asking reads only the
 * versions, from the covering index `record_snapshots_version_idx`; the payloads (up to 100 KB of
 * JSON each, for a few numbers) are read and parsed once per version. The key names the versions,
 * so nothing needs invalidating: a new snapshot makes a new key.
 */
export async function derivedFromLatest<T>(
  db: Kysely<Database>,
  cache: DerivedCache<T>,
  gameId: number,
  gameRoleId: string,
  kinds: readonly string[],
  derive: (payloads: unknown[]) => T,
  /** What else the result depends on (a language, the request's options), as part of its key. */
  also = '',
): Promise<T> {
  const versions = await Promise.all(
    kinds.map((kind) => repo.latestSnapshotVersion(db, gameId, gameRoleId, kind)),
  );
  const key = `${gameId}:${gameRoleId}:${kinds.map((k, i) => `${k}@${versionKey(versions[i])}`).join(':')}|${also}`;
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const payloads = await Promise.all(
    versions.map(async (version) =>
      version
        ? fromJson<unknown>(await repo.snapshotPayload(db, version.id), undefined)
        : undefined,
    ),
  );
  const derived = derive(payloads);
  cache.set(key, derived);
  return derived;
}

/** Identity (id, capture time, size) of a main-game role's latest `index` snapshot. */
export function latestIndexVersion(
  db: Kysely<Database>,
  gameRoleId: string,
): Promise<repo.SnapshotVersion | undefined> {
  return repo.latestSnapshotVersion(db, 2, gameRoleId, 'index');
}

/**
 * Identity (id, capture time, size) of a main-game role's latest `index` snapshot, with one of the
 * role's settings (`fallback` when unset): one statement when the role has an overview.
 */
export async function latestIndexVersionWithSetting<T>(
  db: Kysely<Database>,
  gameRoleId: string,
  settingKey: string,
  fallback: T,
): Promise<{ version: repo.SnapshotVersion | undefined; setting: T }> {
  const found = await repo.latestSnapshotVersionWithSetting(db, 2, gameRoleId, 'index', settingKey);
  if (!found) {
    return {
      version: undefined,
      setting: await roleSetting(db, 2, gameRoleId, settingKey, fallback),
    };
  }
  return { version: found.version, setting: fromJson<T>(found.setting, fallback) };
}

/** The `index` payload of a snapshot id (undefined when it vanished meanwhile). */
export async function indexSnapshotById(
  db: Kysely<Database>,
  id: number,
): Promise<IndexSnapshot | undefined> {
  return fromJson<IndexSnapshot | undefined>(await repo.snapshotPayload(db, id), undefined);
}

/** Stored periods of a role and kind, newest first ("current" and "previous" are the first two). */
export async function listPeriods(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  kind: string,
): Promise<string[]> {
  return (await repo.periodsOf(db, gameId, gameRoleId, kind)).map((p) => p.period);
}

/** Deletes a role with every record and setting stored for it; returns the snapshots deleted. */
export function deleteRoleRecords(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
): Promise<number> {
  return repo.deleteRoleData(db, gameId, gameRoleId);
}

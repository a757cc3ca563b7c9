import { SNAPSHOT_KINDS, type GameId } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { findRole, upsertIngestedRole } from '../binding/binding.service.js';
import { mergeCatalogParts, type CatalogService } from '../catalog/catalog.service.js';
import { assertSnapshot } from '../ingest/bundle-validation.js';
import { saveRoleSetting } from '../records/role-settings.repository.js';
import { putSnapshotIfNewer, type PutOutcome } from '../records/records.service.js';
import type { ParsedRecords } from './parsers/parse-kit.js';

/** The local role an upstream's records are stored under. */
export interface RoleTarget {
  /** The local account that owns (or will own) the role. */
  uid: number;
  gameId: GameId;
  roleId: string;
  region: string;
  nickname: string;
  level: number;
  /** Whether the upstream shows it on its record card (the chosen role of its game). */
  isChosen?: boolean;
}

export interface StoreResult {
  /** The role did not exist before. */
  created: boolean;
  written: number;
  unchanged: number;
  /** Snapshots left out because newer ones of the same period were stored already. */
  older: number;
  catalog: number;
}

/** A role of the upstream belongs to another local account. */
export class RoleOwnedError extends Error {
  constructor(
    readonly gameId: number,
    readonly roleId: string,
  ) {
    super(`role ${roleId} of game ${gameId} belongs to another account`);
    this.name = 'RoleOwnedError';
  }
}

/**
 * Stores what the parsers made of one role's answers, in one transaction: the role (created for
 * the account, or its nickname and level refreshed), the catalog entries of every language merged
 * into the stored ones, the snapshots (validated against their kind; a newer stored period is never
 * overwritten) and the owner's choices the answers carry. `parsed` holds one entry per language,
 * in the order they were parsed, the records language last. Throws `RoleOwnedError` (and writes nothing) when the role
 * belongs to another account.
 */
export async function storeParsedRecords(
  db: Kysely<Database>,
  target: RoleTarget,
  parsed: readonly ParsedRecords[],
  catalog?: CatalogService,
): Promise<StoreResult> {
  // Each language's parse builds on the one before and the records language comes last (see
  // role-records.ts), so the last copy of a (kind, period) wins; an import may hold some parts in
  // one language only.
  const snapshots = lastOfEach(
    parsed.flatMap((p) => p.snapshots),
    (s) => `${s.kind}|${s.period}`,
  ).sort((a, b) => a.capturedAt - b.capturedAt);
  const settings = lastOfEach(
    parsed.flatMap((p) => p.settings ?? []),
    (s) => s.key,
  );
  // Pure checks before any lock: a parser that produced an invalid payload is a bug, reported as one.
  snapshots.forEach((s, i) =>
    assertSnapshot(
      {
        game_id: target.gameId,
        game_role_id: target.roleId,
        kind: s.kind,
        period: s.period,
        payload: s.payload,
      },
      `$.snapshots[${i}]`,
    ),
  );
  const roleFacts = Object.assign({}, ...parsed.map((p) => p.role ?? {})) as ParsedRecords['role'];

  const result = await db.transaction().execute(async (trx) => {
    const existing = await findRole(trx, target.gameId, target.roleId);
    if (existing && Number(existing.uid) !== target.uid) {
      throw new RoleOwnedError(target.gameId, target.roleId);
    }
    const nickname = roleFacts?.nickname || target.nickname;
    const level = roleFacts?.level ?? target.level;
    if (
      !existing ||
      existing.nickname !== nickname ||
      existing.level !== level ||
      (target.isChosen && existing.is_chosen !== 1)
    ) {
      await upsertIngestedRole(trx, {
        game_id: target.gameId,
        game_role_id: target.roleId,
        uid: target.uid,
        region: target.region,
        nickname: nickname.slice(0, 32) || target.roleId,
        level: Math.min(Math.max(level, 1), 100),
        is_chosen: target.isChosen ?? existing?.is_chosen === 1,
      });
    }
    const changedEntries = await mergeCatalogParts(
      trx,
      parsed.flatMap((p) => p.catalog),
    );
    const outcomes: PutOutcome[] = [];
    for (const snapshot of snapshots) {
      outcomes.push(
        await putSnapshotIfNewer(trx, {
          game_id: target.gameId,
          game_role_id: target.roleId,
          kind: snapshot.kind,
          period: SNAPSHOT_KINDS[snapshot.kind].periodic ? snapshot.period : '',
          captured_at: snapshot.capturedAt,
          payload: snapshot.payload,
        }),
      );
    }
    const now = Date.now();
    // The owner's choices of answers older than everything stored (an old HAR) are older too.
    const allOlder = outcomes.length > 0 && outcomes.every((o) => o === 'older');
    for (const setting of allOlder ? [] : settings) {
      await saveRoleSetting(trx, target.gameId, target.roleId, setting.key, setting.value, now);
    }
    return {
      created: !existing,
      written: outcomes.filter((o) => o === 'written').length,
      unchanged: outcomes.filter((o) => o === 'unchanged').length,
      older: outcomes.filter((o) => o === 'older').length,
      catalog: changedEntries,
    };
  });
  if (result.catalog > 0) catalog?.invalidate();
  return result;
}

function lastOfEach<T>(items: readonly T[], key: (item: T) => string): T[] {
  const last = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    last.delete(k);
    last.set(k, item);
  }
  return [...last.values()];
}

import { SNAPSHOT_KINDS, type Lang, type SyncError } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { assertSnapshot } from '../ingest/bundle-validation.js';
import type { MirrorResult } from '../media/media.service.js';
import { latestPayloads } from '../records/records.service.js';
import { imageUrlsOf, withLocalImages } from './image-urls.js';
import {
  type ParseContext,
  type ParsedRecords,
  type UpstreamAnswer,
  type UpstreamGroup,
} from './parsers/parse-kit.js';
import { AnswerShapeError, endpointLabel } from './parsers/answer-reader.js';
import { UPSTREAM_GROUPS } from './parsers/registry.js';
import { storeParsedRecords, type RoleTarget, type StoreResult } from './records-store.js';
import { syncError } from './sync-errors.js';

/*
 * The path every answer takes into storage, for a sync and an import alike: answers grouped by the
 * parser group that reads them, parsed per language (a malformed answer is dropped and reported,
 * the rest of its group still counts), images mirrored and the records stored in one transaction
 * per role.
 */

export interface RoleRecordsEnv {
  db: Kysely<Database>;
  catalog?: CatalogService | undefined;
  /** Mirrors image URLs (with bytes a HAR carried) and tells where the copies are. */
  mirror: (urls: Set<string>) => Promise<MirrorResult>;
  now: () => number;
}

export interface RoleRecordsResult extends StoreResult {
  /** Answers that went into the records. */
  used: number;
  /** Answers dropped as malformed. */
  dropped: UpstreamAnswer[];
  images: number;
}

const EMPTY: ParsedRecords = { snapshots: [], catalog: [] };

function mergeRecords(parts: readonly ParsedRecords[]): ParsedRecords {
  return {
    snapshots: parts.flatMap((p) => p.snapshots),
    catalog: parts.flatMap((p) => p.catalog),
    role: Object.assign({}, ...parts.map((p) => p.role ?? {})) as ParsedRecords['role'],
    settings: parts.flatMap((p) => p.settings ?? []),
  };
}

/**
 * Parses one group's answers; a malformed answer is dropped (and reported) and the group parsed
 * again without it. Payloads are checked against their kinds here, so one faulty group never keeps
 * the others of the role from being stored.
 */
function parseGroup(
  group: UpstreamGroup,
  answers: readonly UpstreamAnswer[],
  lang: Lang,
  previous: ParseContext['previous'],
  target: RoleTarget,
  errors: SyncError[],
  dropped: UpstreamAnswer[],
  now: number,
): ParsedRecords {
  let remaining = [...answers];
  while (remaining.length > 0) {
    try {
      const parsed = group.parse(remaining, { lang, previous });
      parsed.snapshots.forEach((s, i) =>
        assertSnapshot(
          {
            game_id: target.gameId,
            game_role_id: target.roleId,
            kind: s.kind,
            period: SNAPSHOT_KINDS[s.kind].periodic ? s.period : '',
            payload: s.payload,
          },
          `$.${group.name}[${i}]`,
        ),
      );
      return parsed;
    } catch (error) {
      if (error instanceof AnswerShapeError && error.answer && remaining.includes(error.answer)) {
        const bad = error.answer;
        errors.push(
          syncError('bad_answer', now, {
            endpoint: error.endpoint,
            path: error.path,
            message: error.message,
          }),
        );
        dropped.push(bad);
        remaining = remaining.filter((a) => a !== bad);
        continue;
      }
      errors.push(
        syncError('bad_answer', now, {
          endpoint: remaining[0] ? endpointLabel(remaining[0].endpoint) : group.name,
          message: error instanceof Error ? error.message : String(error),
        }),
      );
      dropped.push(...remaining);
      return EMPTY;
    }
  }
  return EMPTY;
}

/**
 * Parses a role's answers (one list per language, the records language first), mirrors their
 * images and stores them. Errors are appended to `errors`; throws `RoleOwnedError` when the role
 * belongs to another account.
 */
export async function storeRoleAnswers(
  env: RoleRecordsEnv,
  target: RoleTarget,
  byLang: ReadonlyMap<Lang, readonly UpstreamAnswer[]>,
  errors: SyncError[],
): Promise<RoleRecordsResult> {
  const groups = UPSTREAM_GROUPS.filter((g) => g.game === target.gameId);
  const kinds = groups.flatMap((g) => g.kinds).filter((k) => !SNAPSHOT_KINDS[k].periodic);
  let previous: ParseContext['previous'] = await latestPayloads(
    env.db,
    target.gameId,
    target.roleId,
    kinds,
  );
  const dropped: UpstreamAnswer[] = [];
  let used = 0;
  const parsed: ParsedRecords[] = [];
  // The records language (the first) is parsed last, on top of the others: its payloads win, and
  // a kind that keeps names per language in its payload (the calendar) has gathered them all.
  for (const [lang, answers] of [...byLang].reverse()) {
    const parts = groups.map((group) => {
      const mine = answers.filter((a) => group.endpoints.some((e) => e.id === a.endpoint.id));
      if (mine.length === 0) return EMPTY;
      const before = dropped.length;
      const result = parseGroup(group, mine, lang, previous, target, errors, dropped, env.now());
      used += mine.length - (dropped.length - before);
      return result;
    });
    const merged = mergeRecords(parts);
    parsed.push(merged);
    const next = new Map(previous);
    for (const s of merged.snapshots)
      if (!SNAPSHOT_KINDS[s.kind].periodic) next.set(s.kind, s.payload);
    previous = next;
  }
  const mirrored = await env.mirror(imageUrlsOf(parsed));
  const local = parsed.map((p) => withLocalImages(p, mirrored.local));
  const stored = await storeParsedRecords(env.db, target, local, env.catalog);
  return { ...stored, used, dropped, images: mirrored.stored };
}

import {
  DEFAULT_LANG,
  IMPORT_SKIP_REASONS,
  endpoints,
  RETCODE,
  type GameId,
  type ImportSkipReason,
  type ImportSummary,
  type Lang,
  type SyncError,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import { findRole } from '../binding/binding.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { mirrorImages, type ImageBytes } from '../media/media.service.js';
import { type UpstreamAnswer } from './parsers/parse-kit.js';
import { endpointLabel } from './parsers/answer-reader.js';
import { groupOfEndpoint } from './parsers/registry.js';
import { RoleOwnedError } from './records-store.js';
import { storeRoleAnswers } from './role-records.js';
import { imageAllowed } from './sync.service.js';
import { rolesOfCard, rolesOfRoleList, type UpstreamRoleInfo } from './upstream-card.js';
import type { UpstreamConfig } from './upstream.config.js';
import { readSavedFile } from './saved-answers.js';

/*
 * Import of saved answers (issue 17): every answer of a game-record endpoint is routed to the role
 * its query names, which must be the importing account's or nobody's yet; then each role's answers
 * take the same path as a sync's. What cannot be used is counted by reason, never silently lost.
 */

export interface ImportEnv {
  db: Kysely<Database>;
  catalog?: CatalogService | undefined;
  config: UpstreamConfig;
  fetchImage: (url: URL, maxBytes: number) => Promise<ImageBytes>;
  now: () => number;
}

const GAME_OF_FAMILY: Readonly<Record<string, GameId>> = { genshin: 2, hkrpg: 6, honkai3rd: 1 };

/** The answers that tell which roles an account has (nickname, level, region, switches). */
const ROLE_SOURCES = new Map<string, (answer: UpstreamAnswer) => UpstreamRoleInfo[]>([
  [endpoints.card.getGameRecordCard.id, rolesOfCard],
  [endpoints.binding.getUserGameRolesByCookie.id, rolesOfRoleList],
]);

class Tally {
  private readonly counts = new Map<ImportSkipReason, { count: number; examples: string[] }>();

  add(reason: ImportSkipReason, example: string, count = 1): void {
    if (count <= 0) return;
    const entry = this.counts.get(reason) ?? { count: 0, examples: [] };
    entry.count += count;
    if (entry.examples.length < 3 && !entry.examples.includes(example))
      entry.examples.push(example);
    this.counts.set(reason, entry);
  }

  list(): ImportSummary['skipped'] {
    return IMPORT_SKIP_REASONS.flatMap((reason) => {
      const entry = this.counts.get(reason);
      return entry ? [{ reason, ...entry }] : [];
    });
  }
}

interface RoleBucket {
  gameId: GameId;
  roleId: string;
  server: string;
  answers: UpstreamAnswer[];
}

/** Languages by how many answers they have, en-us first when present (it fills the records). */
function langOrder(answers: readonly UpstreamAnswer[]): Lang[] {
  const counts = new Map<Lang, number>();
  for (const a of answers) counts.set(a.lang, (counts.get(a.lang) ?? 0) + 1);
  return [...counts.keys()].sort(
    (a, b) =>
      Number(b === DEFAULT_LANG) - Number(a === DEFAULT_LANG) ||
      (counts.get(b) ?? 0) - (counts.get(a) ?? 0),
  );
}

export interface ImportOptions {
  /** Roles done out of the file's roles: before each role, then once at the end (progress bars). */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Imports a parsed HAR or raw-answers document into an account's roles. Throws -9206 when it is
 * neither; a bad answer or someone else's role is skipped and counted, the good ones are kept.
 */
export async function importSavedAnswers(
  env: ImportEnv,
  uid: number,
  doc: unknown,
  format?: 'har' | 'raw',
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const file = readSavedFile(doc, format, env.now());
  if (!file) throw new ApiError(RETCODE.IMPORT_UNREADABLE);
  const tally = new Tally();
  const known = new Map<string, UpstreamRoleInfo>();
  const buckets = new Map<string, RoleBucket>();

  for (const entry of file.entries) {
    if ('skipped' in entry) {
      tally.add(entry.skipped, entry.example);
      continue;
    }
    const { answer } = entry;
    const label = endpointLabel(answer.endpoint);
    const roleSource = ROLE_SOURCES.get(answer.endpoint.id);
    if (roleSource) {
      try {
        const roles = roleSource(answer);
        for (const role of roles) known.set(`${role.gameId}:${role.roleId}`, role);
      } catch {
        tally.add('bad_answer', label);
      }
      continue;
    }
    const gameId = GAME_OF_FAMILY[answer.endpoint.family];
    if (gameId === undefined) {
      // The card's and the account's other calls (guides, switches): no records in them.
      tally.add('not_record_endpoint', label);
      continue;
    }
    if (!groupOfEndpoint(answer.endpoint)) {
      tally.add('unsupported_endpoint', label);
      continue;
    }
    const roleId = answer.input.role_id;
    const server = answer.input.server;
    if (
      (typeof roleId !== 'string' && typeof roleId !== 'number') ||
      !/^\d{5,12}$/.test(String(roleId)) ||
      typeof server !== 'string' ||
      !/^[a-z0-9_]{2,32}$/.test(server)
    ) {
      tally.add('no_role', label);
      continue;
    }
    const key = `${gameId}:${String(roleId)}`;
    const bucket = buckets.get(key) ?? { gameId, roleId: String(roleId), server, answers: [] };
    bucket.answers.push(answer);
    buckets.set(key, bucket);
  }

  const summary: ImportSummary = {
    format: file.format,
    entries: file.entries.length,
    imported: 0,
    snapshots: 0,
    catalog: 0,
    images: 0,
    roles: [],
    skipped: [],
  };
  let done = 0;
  for (const [key, bucket] of buckets) {
    options.onProgress?.(done++, buckets.size);
    const existing = await findRole(env.db, bucket.gameId, bucket.roleId);
    if (existing && Number(existing.uid) !== uid) {
      tally.add('other_account', `role ${bucket.roleId}`, bucket.answers.length);
      continue;
    }
    const info = known.get(key);
    const ordered = [...bucket.answers].sort((a, b) => a.capturedAt - b.capturedAt);
    const byLang = new Map(
      langOrder(ordered).map((lang) => [lang, ordered.filter((a) => a.lang === lang)] as const),
    );
    const errors: SyncError[] = [];
    try {
      const stored = await storeRoleAnswers(
        {
          db: env.db,
          catalog: env.catalog,
          now: env.now,
          mirror: (urls) =>
            mirrorImages(
              env.db,
              urls,
              {
                maxBytes: env.config.mediaMaxBytes,
                allowed: imageAllowed(env.config),
                fetchImage: env.fetchImage,
                now: env.now,
              },
              file.images,
            ),
        },
        {
          uid,
          gameId: bucket.gameId,
          roleId: bucket.roleId,
          region: existing?.region ?? info?.region ?? bucket.server,
          nickname: info?.nickname ?? existing?.nickname ?? `#${bucket.roleId}`,
          level: info?.level ?? existing?.level ?? 1,
        },
        byLang,
        errors,
      );
      for (const error of errors) tally.add('bad_answer', `${error.endpoint} ${error.path}`.trim());
      tally.add('older_than_stored', `role ${bucket.roleId}`, stored.older);
      summary.imported += stored.used;
      summary.snapshots += stored.written;
      summary.catalog += stored.catalog;
      summary.images += stored.images;
      const role = await findRole(env.db, bucket.gameId, bucket.roleId);
      summary.roles.push({
        game_id: bucket.gameId,
        game_role_id: bucket.roleId,
        nickname: role?.nickname ?? bucket.roleId,
        created: stored.created,
      });
    } catch (error) {
      if (!(error instanceof RoleOwnedError)) throw error;
      tally.add('other_account', `role ${bucket.roleId}`, bucket.answers.length);
    }
  }
  options.onProgress?.(done, buckets.size);
  summary.skipped = tally.list();
  return summary;
}

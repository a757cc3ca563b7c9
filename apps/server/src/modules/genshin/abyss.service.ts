import { MAIN_GAME_ID } from '@chronicle/contract';
import type { AbyssSnapshot, Lang, SpiralAbyssData } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { answerOrigin, type Absolutize } from '../../http/absolute-url.js';
import type { Viewer } from '../../http/request-context.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { assertCanReadRole } from '../policy/policy.service.js';
import { periodPayloads, periodsFrom } from '../records/period-records.service.js';
import { IndexCache } from './index-cache.js';
import { presentAbyss } from './abyss.presenter.js';

export interface AbyssDeps {
  db: Kysely<Database>;
  catalog: CatalogService;
  absolute: Absolutize;
}

export interface AbyssRequest {
  role_id: string;
  server: string;
  schedule_type?: number | undefined;
  period?: string | undefined;
}

/**
 * GET genshin/api/spiralAbyss, as UTF-8 bytes ready to send: the policy of the overview (10001,
 * 1009, 10102 for a visitor on a private chronicle), then the current (1, default) or previous (2)
 * stored period serialized by `serialize`; a period that was never stored is a valid empty one.
 */
export async function getSpiralAbyssJson(
  deps: AbyssDeps,
  viewer: Viewer | null,
  request: AbyssRequest,
  lang: Lang,
  serialize: (data: SpiralAbyssData) => string,
): Promise<Buffer> {
  const { role } = await assertCanReadRole(deps.db, viewer, MAIN_GAME_ID, request.role_id, {
    kind: 'spiral_abyss',
    server: request.server,
  });
  const [{ rows }, catalog] = await Promise.all([
    periodsFrom(deps.db, MAIN_GAME_ID, role.game_role_id, 'spiral_abyss', request),
    deps.catalog.current(),
  ]);
  const row = rows[0];
  if (!row) {
    const empty = presentAbyss({ snapshot: undefined, catalog, lang, absolute: deps.absolute });
    return Buffer.from(serialize(empty));
  }
  // A stored period's answer is kept as bytes by its row, revision, catalog and language (like the
  // overview's, index-cache.ts), and so are its compressed copies (http/compression.ts): bots ask
  // for the same period over and over, and reading, presenting, serializing and compressing it
  // was most of each request.
  const key = `${row.id}.${row.revision}.${row.captured_at}|${catalog.generation}|${lang}|${answerOrigin()}`;
  const cached = answers.get(key);
  if (cached) return cached;
  const [snapshot] = await periodPayloads<AbyssSnapshot>(deps.db, [row]);
  const json = Buffer.from(
    serialize(presentAbyss({ snapshot, catalog, lang, absolute: deps.absolute })),
  );
  answers.set(key, json);
  return json;
}

/** Presented periods (keys above: row ids are unique per role and period). */
const answers = new IndexCache<Buffer>();

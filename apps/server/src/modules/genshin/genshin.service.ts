import { type IndexData, type IndexSnapshot, type Lang, MAIN_GAME_ID } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Viewer } from '../../http/request-context.js';
import { SHOWCASE_KEY } from '../misc/showcase.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { assertCanReadRole } from '../policy/policy.service.js';
import {
  indexSnapshotById,
  latestIndexVersionWithSetting,
  versionKey,
} from '../records/records.service.js';
import type { IndexCache } from './index-cache.js';
import { presentIndex } from './index.presenter.js';
import { answerOrigin, type Absolutize } from '../../http/absolute-url.js';

/** The wanderer twins: the player's own character, the natural profile picture. */
const PLAYER_CHARACTER_IDS = [10000005, 10000007];

export interface IndexRequest {
  role_id: string;
  server: string;
  avatar_list_type?: number | undefined;
}

export interface GenshinDeps {
  db: Kysely<Database>;
  catalog: CatalogService;
  absolute: Absolutize;
  /** Serialized answers; see IndexCache for why it never needs invalidating. */
  cache: IndexCache;
}

/** The head icon of a role: the snapshot's, else the player character's portrait, else the logo. */
export function headIconOf(snapshot: IndexSnapshot | undefined): string {
  if (snapshot?.role.game_head_icon) return snapshot.role.game_head_icon;
  const ids = snapshot?.avatars.map((a) => a.id) ?? [];
  const id = PLAYER_CHARACTER_IDS.find((p) => ids.includes(p)) ?? ids[0];
  return id === undefined ? `/art/game/${MAIN_GAME_ID}.svg` : `/art/character/${id}.svg`;
}

/** The four record-card values of a main-game role's latest overview (`-` without one), in card order. */
export function cardValues(snapshot: IndexSnapshot | undefined): {
  values: [string, string, string, string];
  headIcon: string;
} {
  const stats = snapshot?.stats;
  return {
    values: stats
      ? [
          String(stats.active_day_number),
          String(stats.avatar_number),
          String(stats.achievement_number),
          stats.spiral_abyss || '-',
        ]
      : ['-', '-', '-', '-'],
    headIcon: headIconOf(snapshot),
  };
}

/**
 * GET genshin/api/index, as UTF-8 bytes ready to send: policy first (10001, 1009, 10102), then the
 * stored snapshot presented in the request language and serialized by `serialize`. A visitor without
 * character-details access sees the showcase only. Answers are cached, as bytes, by everything they
 * depend on; the policy still runs on every request.
 */
export async function getIndexJson(
  deps: GenshinDeps,
  viewer: Viewer | null,
  request: IndexRequest,
  lang: Lang,
  serialize: (data: IndexData) => string,
): Promise<Buffer> {
  const { db } = deps;
  const access = await assertCanReadRole(db, viewer, MAIN_GAME_ID, request.role_id, {
    kind: 'index',
    server: request.server,
  });
  const { role } = access;
  const [{ version, setting: showcaseIds }, catalog] = await Promise.all([
    latestIndexVersionWithSetting<number[]>(db, role.game_role_id, SHOWCASE_KEY, []),
    deps.catalog.current(),
  ]);
  const avatarListType = request.avatar_list_type ?? 0;
  const showcaseOnly = !access.characterDetails;
  const key = [
    role.game_role_id,
    role.nickname,
    role.level,
    role.region,
    versionKey(version),
    catalog.generation,
    lang,
    avatarListType,
    showcaseOnly ? 's' : 'f',
    showcaseIds.join(','),
    // The icons' origin, where answers follow the request's (no PUBLIC_URL).
    answerOrigin(),
  ].join('|');
  const cached = deps.cache.get(key);
  if (cached !== undefined) return cached;

  const snapshot = version ? await indexSnapshotById(db, version.id) : undefined;
  const json = Buffer.from(
    serialize(
      presentIndex({
        role,
        snapshot,
        catalog,
        lang,
        avatarListType,
        showcaseOnly,
        showcaseIds,
        absolute: deps.absolute,
        defaultHeadIcon: headIconOf(snapshot),
      }),
    ),
  );
  deps.cache.set(key, json);
  return json;
}

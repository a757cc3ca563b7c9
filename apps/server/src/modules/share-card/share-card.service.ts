import { createHash } from 'node:crypto';
import { MAIN_GAME_ID, type AbyssSnapshot, type Lang } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Absolutize } from '../../http/absolute-url.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { IndexCache } from '../genshin/index-cache.js';
import { presentIndex } from '../genshin/index.presenter.js';
import { SHOWCASE_KEY } from '../misc/showcase.service.js';
import { publicRoleView } from '../policy/policy.service.js';
import { periodPayloads, periodsFrom } from '../records/period-records.service.js';
import {
  indexSnapshotById,
  latestIndexVersionWithSetting,
  versionKey,
} from '../records/records.service.js';
import { drawableLang } from './share-card.font.js';
import { presentPrivateCard, presentRecordsCard } from './share-card.presenter.js';
import { renderPng, renderSvg, type CardModel } from './share-card.render.js';

export type CardFormat = 'svg' | 'png';

export interface ShareCardDeps {
  db: Kysely<Database>;
  catalog: CatalogService;
  absolute: Absolutize;
  /**
   * Rendered cards by everything they show (see `mainGameCard`), as promises: a link posted in a
   * busy chat brings several preview fetchers at once, and they share one drawing.
   */
  cache: IndexCache<Promise<RenderedCard>>;
}

export interface RenderedCard {
  body: Buffer;
  /** A strong validator of the bytes, so a preview fetcher can revalidate for nothing. */
  etag: string;
}

/**
 * How many rendered cards stay in memory: a PNG is 35 to 70 KB and an SVG about 120 KB, so 8 MB at
 * most. Cards of roles people are sharing right now are the ones asked for again.
 */
export const SHARE_CARD_CACHE_SIZE = 64;

/**
 * The share card of a main-game role, or undefined when there is no such role. It shows what a
 * visitor without a session may see (policy.service.ts `publicRoleView`): a private or under-13
 * role gets the neutral card, which carries nothing of the role. Cards are kept by everything they
 * show (role, snapshot and abyss period versions, catalog generation, language, format, character
 * details switch, showcase), so a new snapshot makes a new key and nothing needs invalidating; the
 * policy runs on every request.
 */
export async function mainGameCard(
  deps: ShareCardDeps,
  gameRoleId: string,
  requested: Lang,
  format: CardFormat,
): Promise<RenderedCard | undefined> {
  const { db } = deps;
  const lang = drawableLang(requested);
  const access = await publicRoleView(db, MAIN_GAME_ID, gameRoleId);
  if (access === undefined) return undefined;
  if (access === 'private') {
    return cached(deps, `private|${lang}|${format}`, format, () => presentPrivateCard(lang));
  }
  const { role, characterDetails } = access;
  const [{ version, setting: showcaseIds }, abyss, catalog] = await Promise.all([
    latestIndexVersionWithSetting<number[]>(db, role.game_role_id, SHOWCASE_KEY, []),
    periodsFrom(db, MAIN_GAME_ID, role.game_role_id, 'spiral_abyss', {}),
    deps.catalog.current(),
  ]);
  const abyssRow = abyss.rows[0];
  const key = [
    role.game_role_id,
    role.nickname,
    role.level,
    role.region,
    versionKey(version),
    abyssRow ? `${abyssRow.id}.${abyssRow.revision}.${abyssRow.captured_at}` : '-',
    catalog.generation,
    lang,
    format,
    characterDetails ? 'f' : 's',
    showcaseIds.join(','),
  ].join('|');
  return cached(deps, key, format, async () => {
    const [snapshot, [period]] = await Promise.all([
      version ? indexSnapshotById(db, version.id) : undefined,
      periodPayloads<AbyssSnapshot>(db, abyssRow ? [abyssRow] : []),
    ]);
    const index = presentIndex({
      role,
      snapshot,
      catalog,
      lang,
      avatarListType: 0,
      // A visitor without the character details switch sees the showcase only; so does the card.
      showcaseOnly: !characterDetails,
      showcaseIds,
      absolute: deps.absolute,
      defaultHeadIcon: '',
    });
    return presentRecordsCard({ role, index, abyss: period, lang });
  });
}

function cached(
  deps: ShareCardDeps,
  key: string,
  format: CardFormat,
  model: () => CardModel | Promise<CardModel>,
): Promise<RenderedCard> {
  const hit = deps.cache.get(key);
  if (hit) return hit;
  const card = draw(format, model);
  deps.cache.set(key, card);
  // A drawing that failed is not kept: the next request tries again.
  card.catch(() => {
    if (deps.cache.get(key) === card) deps.cache.delete(key);
  });
  return card;
}

async function draw(
  format: CardFormat,
  model: () => CardModel | Promise<CardModel>,
): Promise<RenderedCard> {
  const svg = await renderSvg(await model());
  const body = format === 'png' ? await renderPng(svg) : Buffer.from(svg);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}

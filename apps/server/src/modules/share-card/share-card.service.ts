import type { GameConfig, Lang } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Absolutize } from '../../http/absolute-url.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { IndexCache } from '../genshin/index-cache.js';
import { publicRoleView } from '../policy/policy.service.js';
import type { CardDrawer, CardFormat, RenderedCard } from './share-card.drawer.js';
import { presentPrivateCard } from './share-card.presenter.js';
import type { CardModel } from './share-card.render.js';
import { CARD_SOURCES } from './share-card.sources.js';

export interface ShareCardDeps {
  db: Kysely<Database>;
  catalog: CatalogService;
  absolute: Absolutize;
  /**
   * Rendered cards by everything they show (see `shareCard`), as promises: a link posted in a busy
   * chat brings several preview fetchers at once, and they share one drawing.
   */
  cache: IndexCache<Promise<RenderedCard>>;
  /** Where cards are drawn: a worker thread, so drawing never holds the request thread. */
  drawer: CardDrawer;
}

/**
 * How many rendered cards stay in memory: a PNG is 35 to 70 KB and an SVG about 120 KB, so 8 MB at
 * most. Cards of roles people are sharing right now are the ones asked for again.
 */
export const SHARE_CARD_CACHE_SIZE = 64;

/**
 * The share card of a role of any of the three games, or undefined when there is no such role. It
 * shows what a visitor without a session may see (policy.service.ts `publicRoleView`): a private or
 * under-13 role gets the game's neutral card, which carries nothing of the role. Cards are kept by
 * everything they show (the game's source says what: share-card.sources.ts), language and format;
 * the policy runs on every request.
 */
export async function shareCard(
  deps: ShareCardDeps,
  game: GameConfig,
  gameRoleId: string,
  lang: Lang,
  format: CardFormat,
): Promise<RenderedCard | undefined> {
  const access = await publicRoleView(deps.db, game.id, gameRoleId);
  if (access === undefined) return undefined;
  if (access === 'private') return neutralCard(deps, game, lang, format);
  const source = await CARD_SOURCES[game.key](deps, game, access, lang);
  return cached(deps, [game.key, ...source.key, lang, format].join('|'), format, source.model);
}

/**
 * The game's neutral "records are private" card, the same bytes a private or under-13 role's address
 * gives. Link previews of such a role point here (`/card/<game>/private.png`), so that their tags
 * name no role id.
 */
export function neutralCard(
  deps: ShareCardDeps,
  game: GameConfig,
  lang: Lang,
  format: CardFormat,
): Promise<RenderedCard> {
  return cached(deps, `${game.key}|private|${lang}|${format}`, format, () =>
    presentPrivateCard(game.id, lang),
  );
}

function cached(
  deps: ShareCardDeps,
  key: string,
  format: CardFormat,
  model: () => CardModel | Promise<CardModel>,
): Promise<RenderedCard> {
  const hit = deps.cache.get(key);
  if (hit) return hit;
  // The model is read here (database reads, presenting), the picture drawn in the worker.
  const card = Promise.resolve()
    .then(model)
    .then((ready) => deps.drawer.draw(ready, format));
  deps.cache.set(key, card);
  // A drawing that failed is not kept: the next request tries again.
  card.catch(() => {
    if (deps.cache.get(key) === card) deps.cache.delete(key);
  });
  return card;
}

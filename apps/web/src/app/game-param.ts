import { QUERY, gameById, gameFromPath, type GameConfig } from '@chronicle/contract';
import { readQueryParam } from '../lib/url-params.js';
import { hashPath } from './page-url.js';

/**
 * The game named by the `gid` or `game_id` query parameter
 * (docs/reference/web-app.md#query-parameters), when it is one of ours.
 */
export function gameFromQuery(): GameConfig | undefined {
  return gameById(Number(readQueryParam(QUERY.gid) ?? readQueryParam(QUERY.gameId)));
}

/**
 * The hash a page opened without a game in its hash starts on: the home of the `gid` game
 * (`index.html?gid=6` → `#/hsr`), keeping a query inside the hash. Undefined when the hash names a
 * game or the parameter names none, so the page's default game applies.
 */
export function gameParamHash(hash: string = window.location.hash): string | undefined {
  const game = gameFromPath(hashPath(hash)) ? undefined : gameFromQuery();
  return game && `#${game.hash}${/\?.*/.exec(hash)?.[0] ?? ''}`;
}

import { GAMES, MAIN_GAME_ID, gameById, gameFromPath, type GameConfig } from '@chronicle/contract';
import { useLocation } from './router/hooks.js';

const THIRD_GAME = GAMES.find((g) => g.pagePrefix === '/rpg');

/** True when the page is served under the third game's `/rpg/` prefix. */
export function isRpgPage(pathname = window.location.pathname): boolean {
  return pathname.startsWith('/rpg/');
}

/** The game a page shows when its hash names none: the third game under /rpg/, else the main game. */
export function pageDefaultGame(pathname = window.location.pathname): GameConfig {
  const fallback = gameById(MAIN_GAME_ID) ?? GAMES[0];
  if (!fallback) throw new Error('GAMES is empty');
  return isRpgPage(pathname) && THIRD_GAME ? THIRD_GAME : fallback;
}

/**
 * The game of the current route (docs/reference/web-app.md#query-parameters: "the game is also
 * derived from the URL hash").
 */
export function useCurrentGame(): GameConfig {
  const { pathname } = useLocation();
  return gameFromPath(pathname) ?? pageDefaultGame();
}

import { CONSTANTS, type GameConfig } from '@chronicle/contract';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import { useLocation } from '../lib/router/hooks.js';
import { clearApiError } from '../lib/api-error-store.js';
import { browser } from '../lib/browser.js';
import type { LoginStatus } from '../lib/session.js';
import type { ShellKind } from '../lib/shell.js';
import { isRpgPage } from '../lib/game.js';
import { pageUrl } from './page-url.js';
import type { RouteEntry } from './routes.js';

/** Puts the game's theme colours on <html>, so portaled dialogs share them. */
export function useGameTheme(game: GameConfig): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.game = game.key;
    root.style.setProperty('--game-accent', game.theme.accent);
    root.style.setProperty('--game-bg', game.theme.background);
    root.style.setProperty('--game-bg-alt', game.theme.backgroundAlt);
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', game.theme.background);
  }, [game]);
}

/** `Page · Game · Chronicle` in the tab title. */
export function useDocumentTitle(route: RouteEntry | undefined, game: GameConfig): void {
  const { t } = useTranslation(['common', 'routes']);
  const page = route ? t(`routes:titles.${route.id}`) : t('brand.tagline');
  const title = t('page.title', { page, game: game.name });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function subscribeScroll(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

/**
 * True once the page has scrolled past `px` (the header turns solid,
 * docs/reference/web-app.md#layouts).
 */
export function useScrolledPast(px: number = CONSTANTS.headerSolidScrollPx): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > px,
    () => false,
  );
}

/**
 * sessionStorage keys of the route guard (docs/reference/web-app.md#route-guard): the current game
 * and the reload timing marker.
 */
export const GUARD_KEYS = { gameId: 'chronicle.game_id', reloadAt: 'chronicle.reload_at' } as const;

/** What the route guard does on a navigation: record the game, reload, or go to another page. */
export type GuardAction = 'record' | 'reload' | { assign: string };

/**
 * The docs/reference/web-app.md#route-guard route guard's decision: inside the game the page
 * started with, the game id is recorded; another game reloads with the target kept in the hash (the
 * same page when it serves that game,
 * else the page under the right prefix: the third game lives under /rpg/).
 */
export function routeGuardAction(
  pageGameId: number,
  target: GameConfig,
  shell: ShellKind,
  hashPath: string,
  onRpgPage: boolean = isRpgPage(),
): GuardAction {
  if (target.id === pageGameId) return 'record';
  return onRpgPage === (target.pagePrefix === '/rpg')
    ? 'reload'
    : { assign: pageUrl(target, shell, hashPath) };
}

function remember(key: string, value: number): void {
  try {
    sessionStorage.setItem(key, String(value));
  } catch {
    // Storage disabled: the marker only helps timing, and the game comes from the hash anyway.
  }
}

/**
 * The docs/reference/web-app.md#route-guard route guard on every navigation (see routeGuardAction);
 * API errors of the previous route are forgotten too.
 */
export function useRouteGuard(shell: ShellKind, game: GameConfig): void {
  const { pathname } = useLocation();
  const pageGame = useRef(game.id);
  useEffect(() => {
    clearApiError();
  }, [pathname]);
  useEffect(() => {
    const action = routeGuardAction(pageGame.current, game, shell, pathname);
    if (action === 'record') return remember(GUARD_KEYS.gameId, game.id);
    remember(GUARD_KEYS.reloadAt, Date.now());
    if (action === 'reload') browser.reload();
    else browser.assign(action.assign);
  }, [game, pathname, shell]);
}

/**
 * Login dialog state. When the visitor turns out to be logged out, the account flow opens by itself
 * once (docs/reference/privacy.md#who-may-do-what desktop, docs/reference/web-app.md#errors
 * mobile); closing it leaves the logged-out screen. The same happens when the login-token check or
 * a call mid-visit finds the session gone (features/auth/session-watch.ts
 * asks the profile again); a successful login reloads the page.
 */
export function useLoginPrompt(status: LoginStatus) {
  const [requested, setRequested] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = requested || (status === 'loggedOut' && !dismissed);
  return {
    open,
    show: () => setRequested(true),
    close: () => {
      setRequested(false);
      setDismissed(true);
    },
  };
}

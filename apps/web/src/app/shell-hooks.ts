import { CONSTANTS, type GameConfig } from '@chronicle/contract';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
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

/** True once the page has scrolled past `px` (the header turns solid, §2). */
export function useScrolledPast(px: number = CONSTANTS.headerSolidScrollPx): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > px,
    () => false,
  );
}

const RELOAD_MARK = 'chronicle.reload_at';

/**
 * The §2 route guard: when the game of the hash changes, the page reloads with the target kept in
 * the hash (and a reload timing marker), on the page that serves that game. API errors of the
 * previous route are forgotten on every navigation.
 */
export function useRouteGuard(shell: ShellKind, game: GameConfig): void {
  const { pathname } = useLocation();
  const firstGame = useRef(game.id);
  useEffect(() => {
    clearApiError();
  }, [pathname]);
  useEffect(() => {
    if (game.id === firstGame.current) return;
    try {
      sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
    } catch {
      // The marker only helps timing; losing it is harmless.
    }
    // The hash already names the target: a reload of the same page keeps it.
    if (isRpgPage() === (game.pagePrefix === '/rpg')) browser.reload();
    else browser.assign(pageUrl(game, shell, pathname));
  }, [game, pathname, shell]);
}

/**
 * Login dialog state. When the visitor turns out to be logged out, the account flow opens by itself
 * once (spec §6 desktop, §8 mobile); closing it leaves the logged-out screen.
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

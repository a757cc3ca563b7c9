import { gameFromPath, type GameConfig } from '@chronicle/contract';
import { isRpgPage, pageDefaultGame } from '../lib/game.js';
import type { ShellKind } from '../lib/shell.js';

/**
 * URLs of the HTML pages (docs/reference/web-app.md#html-pages): desktop `index.html`, mobile
 * `m.html`, and the third game's copies under `/rpg/`. A hash route of another page is a full
 * navigation, not a router link.
 */
export function pageFile(shell: ShellKind): 'index.html' | 'm.html' {
  return shell === 'mobile' ? 'm.html' : 'index.html';
}

/** The page URL that serves `hashPath` of `game`, keeping the current query string. */
export function pageUrl(
  game: GameConfig,
  shell: ShellKind,
  hashPath: string,
  search: string = window.location.search,
): string {
  return `${game.pagePrefix}/${pageFile(shell)}${search}#${hashPath}`;
}

/** The route path inside the hash (`#/ys/abyss?x=1` → `/ys/abyss`). */
export function hashPath(hash: string = window.location.hash): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Where the browser must go so the hash's game is served by the right page (the third game lives
 * under /rpg/, the others not); undefined when the current page is already right.
 */
export function pagePrefixRedirect(
  shell: ShellKind,
  location: Location = window.location,
): string | undefined {
  const path = hashPath(location.hash);
  const game = gameFromPath(path);
  if (!game) return undefined;
  const onRpg = isRpgPage(location.pathname);
  const wantsRpg = game.pagePrefix === '/rpg';
  if (onRpg === wantsRpg) return undefined;
  return pageUrl(game, shell, path, location.search);
}

/** The game home a page opens when its hash is empty. */
export function defaultHashPath(): string {
  return pageDefaultGame().hash;
}

/** The current URL with the `lang` parameter set, wherever the page keeps its parameters. */
export function urlWithLang(lang: string, location: Location = window.location): string {
  const url = new URL(location.href);
  const hash = url.hash;
  if (hash.includes('?')) {
    const [path, query = ''] = [
      hash.slice(0, hash.indexOf('?')),
      hash.slice(hash.indexOf('?') + 1),
    ];
    const params = new URLSearchParams(query);
    if (params.has('lang')) {
      params.set('lang', lang);
      url.hash = `${path}?${params.toString()}`;
      return url.toString();
    }
  }
  url.searchParams.set('lang', lang);
  return url.toString();
}

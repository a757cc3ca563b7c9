/** The parts of a URL a route sees: `/ys/abyss`, `?uid=1`, `#x`. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where the app is: the path plus the history entry's state and key. */
export interface RouterLocation extends Path {
  state: unknown;
  /**
   * `'default'` for the entry the document was opened on, also once replaced (no in-app history
   * behind it, docs/reference/web-app.md#back-navigation "back with no history"); a fresh random
   * key for every entry pushed later.
   */
  key: string;
}

/** A navigation target: an absolute path string, or parts of one (missing parts stay as they are). */
export type To = string | Partial<Path>;

/** Where a router keeps its entries: the page URL's hash, or an array in tests. */
export interface RouterHistory {
  readonly location: RouterLocation;
  push(path: Path, state?: unknown): void;
  replace(path: Path, state?: unknown): void;
  /** Moves through the entries; the change arrives through `listen`, as a browser's popstate does. */
  go(delta: number): void;
  createHref(path: Path): string;
  /** Called after `go` and browser back/forward; returns the unsubscribe function. */
  listen(listener: () => void): () => void;
}

/** `/ys/abyss?uid=1#top` → its parts; a path without a leading slash gets one. */
export function parsePath(path: string): Path {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  const pathname = searchAt >= 0 ? rest.slice(0, searchAt) : rest;
  return {
    pathname: pathname.startsWith('/') ? pathname : `/${pathname}`,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

export function createPath({ pathname, search, hash }: Path): string {
  return pathname + search + hash;
}

/** Resolves `to` against `from`: a string is a whole path; an object replaces only its parts. */
export function resolvePath(to: To, from: Path): Path {
  if (typeof to === 'string') return parsePath(to);
  return {
    pathname: to.pathname ?? from.pathname,
    search: to.search ?? (to.pathname === undefined ? from.search : ''),
    hash: to.hash ?? '',
  };
}

function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

interface EntryState {
  usr?: unknown;
  key?: string;
}

function entryState(value: unknown): EntryState {
  return typeof value === 'object' && value !== null ? value : {};
}

/**
 * The route lives in the page URL's hash (`index.html?uid=1#/ys/abyss?x=1`): the server serves one
 * HTML file per page, and the hash keeps the page's own query string (visitor uid, lang) intact.
 */
export function createHashHistory(win: Window = window): RouterHistory {
  const read = (): RouterLocation => {
    const state = entryState(win.history.state);
    return {
      ...parsePath(win.location.hash.slice(1)),
      state: state.usr ?? null,
      key: state.key ?? 'default',
    };
  };
  let location = read();
  const listeners = new Set<() => void>();
  const onPop = () => {
    location = read();
    listeners.forEach((listener) => listener());
  };
  const write = (method: 'pushState' | 'replaceState', path: Path, state: unknown) => {
    // Replacing the opened entry leaves no history behind it: it keeps `'default'`
    // (docs/reference/web-app.md#back-navigation back).
    const key = method === 'replaceState' && location.key === 'default' ? 'default' : createKey();
    win.history[method]({ usr: state, key }, '', `#${createPath(path)}`);
    location = read();
  };
  return {
    get location() {
      return location;
    },
    push: (path, state = null) => write('pushState', path, state),
    replace: (path, state = null) => write('replaceState', path, state),
    go: (delta) => win.history.go(delta),
    createHref: (path) => `#${createPath(path)}`,
    listen(listener) {
      if (listeners.size === 0) {
        win.addEventListener('popstate', onPop);
        // The URL may have changed while nobody listened.
        const now = read();
        if (now.key !== location.key || createPath(now) !== createPath(location)) location = now;
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPop);
      };
    },
  };
}

/** Entries in an array, for tests: the first initial entry has key `'default'`, as a fresh page. */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): RouterHistory {
  const entries: RouterLocation[] = initialEntries.map((entry, i) => ({
    ...parsePath(entry),
    state: null,
    key: i === 0 ? 'default' : createKey(),
  }));
  if (entries.length === 0) entries.push({ ...parsePath('/'), state: null, key: 'default' });
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  const entry = (path: Path, state: unknown): RouterLocation => ({
    ...path,
    state,
    key: createKey(),
  });
  return {
    get location() {
      // index always points into entries.
      return entries[index] as RouterLocation;
    },
    push(path, state = null) {
      index += 1;
      entries.splice(index, entries.length, entry(path, state));
    },
    replace(path, state = null) {
      entries[index] = { ...path, state, key: index === 0 ? 'default' : createKey() };
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      listeners.forEach((listener) => listener());
    },
    createHref: createPath,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

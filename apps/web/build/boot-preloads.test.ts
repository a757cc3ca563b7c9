import { DEFAULT_LANG, GAMES, MAIN_GAME_ID } from '@chronicle/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HtmlTagDescriptor } from 'vite';
import {
  BOOT_GAMES,
  BOOT_LANG,
  PAGE_GAME,
  bootGameScript,
  bootPreloads,
  bootStartScript,
} from './boot-preloads.js';

const artFolder = (key: string) => key.split('/')[0];

describe('boot preloads', () => {
  it('preload the language the start script loads when nothing else is chosen', () => {
    expect(BOOT_LANG).toBe(DEFAULT_LANG);
  });

  it('preload the backdrop of the game each entry page opens', () => {
    const main = GAMES.find((g) => g.id === MAIN_GAME_ID);
    const rpg = GAMES.find((g) => g.pagePrefix === '/rpg');
    expect(main && rpg).toBeTruthy();
    for (const page of ['/index.html', '/m.html']) {
      expect(PAGE_GAME[page]).toBe(artFolder(main?.art.background ?? ''));
    }
    for (const page of ['/rpg/index.html', '/rpg/m.html']) {
      expect(PAGE_GAME[page]).toBe(artFolder(rpg?.art.background ?? ''));
    }
  });

  it('know every game of the contract by its key and id', () => {
    expect(BOOT_GAMES).toEqual(Object.fromEntries(GAMES.map((g) => [g.key, g.id])));
  });
});

describe('boot game script', () => {
  /** The links the script put in the page's head. */
  let links: { rel?: string; href?: string }[] = [];

  /** Runs the inline script against a page address; returns the game it names. */
  function bootGame(pageGame: string, address: string): string | null {
    const url = new URL(address, 'https://records.example');
    const root = { attributes: new Map<string, string>() };
    const element = {
      setAttribute: (name: string, value: string) => root.attributes.set(name, value),
    };
    links = [];
    const head = { appendChild: (link: { rel?: string; href?: string }) => links.push(link) };
    const document = { documentElement: element, head, createElement: () => ({}) };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the very text the page inlines
    const run = new Function('document', 'location', bootGameScript(pageGame)) as (
      document: unknown,
      location: unknown,
    ) => void;
    run(document, { hash: url.hash, search: url.search });
    return root.attributes.get('data-boot-game') ?? null;
  }

  it('takes the game from the hash, as the router does', () => {
    expect(bootGame('ys', '/m.html#/bh3/abyss')).toBe('bh3');
    expect(bootGame('ys', '/#/ys')).toBe('ys');
    expect(bootGame('hsr', '/rpg/m.html#/hsr?uid=100000002')).toBe('hsr');
  });

  it('links the install manifest of the game it names', () => {
    expect(bootGame('ys', '/m.html#/bh3/abyss')).toBe('bh3');
    expect(links).toEqual([{ rel: 'manifest', href: '/manifest/bh3.webmanifest' }]);
    bootGame('hsr', '/rpg/m.html');
    expect(links).toEqual([{ rel: 'manifest', href: '/manifest/hsr.webmanifest' }]);
  });

  it("falls back to the gid query, then to the page's own game", () => {
    expect(bootGame('ys', '/m.html?gid=6')).toBe('hsr');
    expect(bootGame('ys', '/m.html#/?game_id=1')).toBe('bh3');
    expect(bootGame('ys', '/m.html')).toBe('ys');
    expect(bootGame('hsr', '/rpg/index.html')).toBe('hsr');
    expect(bootGame('ys', '/m.html#/constructor')).toBe('ys');
    expect(bootGame('ys', '/m.html?gid=99#/unknown')).toBe('ys');
  });
});

describe('boot page transform', () => {
  type Handler = (html: string, ctx: unknown) => { html: string; tags: HtmlTagDescriptor[] };
  const handler = (bootPreloads().transformIndexHtml as { handler: Handler }).handler;
  const asset = (key: string) => ({
    type: 'asset',
    fileName: `assets/background-${key}.svg`,
    originalFileNames: [`src/assets/games/${key}/background.svg`],
  });
  const bundle = {
    lang: { type: 'chunk', name: BOOT_LANG, fileName: `assets/${BOOT_LANG}-1.js` },
    ...Object.fromEntries(Object.keys(BOOT_GAMES).map((key) => [key, asset(key)])),
  };
  const page =
    '<head><script type="module" crossorigin src="/assets/vendor-1.js"></script>\n' +
    '<script type="module" crossorigin src="/assets/main-mobile-1.js"></script>\n</head>' +
    '<body><div id="root"></div></body>';

  it("starts the page's module scripts after the first paint, in their order", () => {
    const { html, tags } = handler(page, { path: '/m.html', bundle });
    expect(html).not.toContain('type="module"');
    const start = tags.find((t) => t.tag === 'script' && t.injectTo === 'body');
    expect(start?.children).toBe(
      bootStartScript(['/assets/vendor-1.js', '/assets/main-mobile-1.js']),
    );
    expect(start?.children).toContain('requestAnimationFrame');
  });

  it("paints the game's backdrop before any script: each game's art, the page's preloaded", () => {
    const { tags } = handler(page, { path: '/rpg/m.html', bundle });
    const children = tags.find((t) => t.tag === 'style')?.children;
    const style = typeof children === 'string' ? children : '';
    for (const key of Object.keys(BOOT_GAMES)) {
      expect(style).toContain(
        `html[data-boot-game=${key}] .boot-backdrop{background-image:url(/assets/background-${key}.svg)}`,
      );
    }
    const backdrop = tags.find((t) => t.tag === 'div');
    expect(backdrop?.attrs).toEqual({ class: 'backdrop boot-backdrop', 'aria-hidden': 'true' });
    expect(backdrop?.injectTo).toBe('body-prepend');
    const preload = tags.find((t) => t.attrs?.rel === 'preload');
    expect(preload?.attrs?.href).toBe('/assets/background-hsr.svg');
    expect(tags[0]).toEqual({
      tag: 'script',
      children: bootGameScript('hsr'),
      injectTo: 'head-prepend',
    });
  });
});

describe('boot start script', () => {
  /** Runs the start script with `import()` stubbed; returns what it loaded and preloaded. */
  function start(visibilityState: 'visible' | 'hidden') {
    const loaded: string[] = [];
    const preloaded: string[] = [];
    const frames: (() => void)[] = [];
    const document = {
      visibilityState,
      head: { appendChild: (link: { href: string }) => preloaded.push(link.href) },
      createElement: () => ({ rel: '', href: '' }),
    };
    const script = bootStartScript(['/assets/vendor.js', '/assets/main.js']).replace(
      /import\(/g,
      'load(',
    );
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the very text the page inlines
    const run = new Function('document', 'requestAnimationFrame', 'load', script) as (
      ...args: unknown[]
    ) => void;
    run(
      document,
      (frame: () => void) => frames.push(frame),
      (url: string) => {
        loaded.push(url);
        return Promise.resolve();
      },
    );
    return { loaded, preloaded, frames };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts after the first frame: preloads every module at once, then runs them in order', async () => {
    vi.useFakeTimers();
    const { loaded, preloaded, frames } = start('visible');
    expect(preloaded).toEqual([]);
    frames.forEach((frame) => frame());
    await vi.advanceTimersByTimeAsync(0);
    expect(preloaded).toEqual(['/assets/vendor.js', '/assets/main.js']);
    expect(loaded).toEqual(['/assets/vendor.js', '/assets/main.js']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(loaded).toHaveLength(2);
  });

  it('starts at once when hidden, and after a second when no frame comes', async () => {
    expect(start('hidden').preloaded).toHaveLength(2);
    vi.useFakeTimers();
    const { loaded } = start('visible');
    await vi.advanceTimersByTimeAsync(999);
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded).toEqual(['/assets/vendor.js', '/assets/main.js']);
  });
});

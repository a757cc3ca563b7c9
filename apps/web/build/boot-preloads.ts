import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The contract's DEFAULT_LANG (the config cannot load the contract's TypeScript; a test pins it). */
export const BOOT_LANG = 'en-us';

/**
 * The game a bare entry page opens: the first game of the main pages, the third game under /rpg/
 * (src/app/page-url.ts). Keys are the folders of src/assets/games.
 */
export const PAGE_GAME: Record<string, string> = {
  '/index.html': 'ys',
  '/m.html': 'ys',
  '/rpg/index.html': 'hsr',
  '/rpg/m.html': 'hsr',
};

/**
 * The games a hash can name, with their ids for `?gid=` (a test pins them to the contract's GAMES).
 * Keys are also the folders of src/assets/games.
 */
export const BOOT_GAMES: Record<string, number> = { ys: 2, bh3: 1, hsr: 6 };

/**
 * The inline script at the top of an entry page: it names the game the page will open on the root
 * element (`data-boot-game`) before anything paints, so the page's first paint shows that game's
 * backdrop instead of waiting for the scripts (issue 20 goals 1 and 3). The game comes from the
 * hash (`#/bh3/...`), else `gid` / `game_id` in the query, else the page's own game, as the app
 * decides it (src/app/game-param.ts, src/lib/game.ts). It also links that game's install manifest
 * (docs/reference/web-app.md#installing). The server allows exactly this script by
 * its hash in the CSP (apps/server/src/http/security-headers.ts reads it from the built page).
 */
export function bootGameScript(pageGame: string): string {
  const games = JSON.stringify(BOOT_GAMES);
  return (
    `(function(){var g=${games},d=document.documentElement,l=location,` +
    String.raw`k=(/^#\/?([a-z0-9]+)/.exec(l.hash)||[])[1],` +
    String.raw`q=/[?&](?:gid|game_id)=(\d+)/.exec(l.search+"&"+l.hash.replace(/^[^?]*/,"&"));` +
    `if(!Object.prototype.hasOwnProperty.call(g,k)){k=${JSON.stringify(pageGame)};` +
    `for(var n in g)if(q&&g[n]===+q[1])k=n}` +
    `d.setAttribute("data-boot-game",k);` +
    // The install manifest of that game (build/pwa.ts): installing from a game's page installs it.
    `var m=document.createElement("link");m.rel="manifest";m.href="/manifest/"+k+".webmanifest";` +
    `document.head.appendChild(m)})()`
  );
}

/**
 * The inline script at the end of an entry page that starts the app once the browser has painted
 * (issue 20 goals 1 and 3): the page's static first paint (its backdrop, on a phone the largest
 * paint of the overview) then waits for the render-blocking styles and the backdrop only, which no
 * longer share the network with the scripts. At the first frame it asks for all of `modules` (the
 * module scripts Vite put in the page) at once as module preloads, then runs them in their order,
 * as the page would have. A hidden page, which paints no frames, starts at once, and a page hidden
 * before its first frame starts after a second all the same.
 */
export function bootStartScript(modules: readonly string[]): string {
  return (
    `(function(){var m=${JSON.stringify(modules)},started=0,go=function(){if(started++)return;` +
    `m.forEach(function(s){var l=document.createElement("link");l.rel="modulepreload";` +
    `l.href=s;document.head.appendChild(l)});` +
    `m.reduce(function(p,s){return p.then(function(){return import(s)})},Promise.resolve())};` +
    `if(document.visibilityState!=="visible")go();` +
    `else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1e3)}})()`
  );
}

/** The module scripts Vite put in a page: `bootStartScript` loads them instead. */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/** The backdrop rules of the first paint: each game's art on the element the script's game picks. */
function bootBackdropStyle(backdrops: Record<string, string>): string {
  return Object.entries(backdrops)
    .map(
      ([game, href]) =>
        `html[data-boot-game=${game}] .boot-backdrop{background-image:url(${href})}`,
    )
    .join('');
}

/**
 * Announces in each built entry page what its first render needs but would only ask for once the
 * scripts run (issue 20 goal 3): the default language's translations (the start script loads them
 * before the first render) as a module preload, and the page's game backdrop, the largest paint of
 * the mobile overview, as a high-priority image preload. Both are then fetched alongside the
 * scripts instead of after them. A player with another language stored, or on another game's
 * route, fetches one small file more than needed. The page also paints its game's backdrop before
 * any script has run: the inline script above names the game, the inline style gives each game's
 * art, and a static backdrop element shows it until the shell's own backdrop has loaded.
 */
export function bootPreloads(): Plugin {
  return {
    name: 'chronicle:boot-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx): { html: string; tags: HtmlTagDescriptor[] } | undefined {
        const bundle = ctx.bundle;
        const game = PAGE_GAME[ctx.path];
        if (!bundle || !game) return undefined;
        const modules = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1] ?? '');
        if (modules.length === 0) throw new Error(`boot-preloads: no module script in ${ctx.path}`);
        const files = Object.values(bundle);
        const language = files.find((f) => f.type === 'chunk' && f.name === BOOT_LANG);
        const backdropOf = (key: string) => {
          const asset = files.find(
            (f) =>
              f.type === 'asset' &&
              f.originalFileNames.some((name) =>
                name.endsWith(`assets/games/${key}/background.svg`),
              ),
          );
          if (!asset) throw new Error(`boot-preloads: no ${key} backdrop in the build`);
          return `/${asset.fileName}`;
        };
        if (!language) throw new Error(`boot-preloads: no ${BOOT_LANG} chunk in the build`);
        const backdrops = Object.fromEntries(
          Object.keys(BOOT_GAMES).map((key) => [key, backdropOf(key)]),
        );
        const tags: HtmlTagDescriptor[] = [
          { tag: 'script', children: bootGameScript(game), injectTo: 'head-prepend' },
          { tag: 'style', children: bootBackdropStyle(backdrops), injectTo: 'head' },
          // The first paint's backdrop, until the shell's own has loaded (src/app/game-backdrop.tsx).
          {
            tag: 'div',
            attrs: { class: 'backdrop boot-backdrop', 'aria-hidden': 'true' },
            injectTo: 'body-prepend',
          },
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'image',
              href: backdrops[game],
              fetchpriority: 'high',
            },
            injectTo: 'head',
          },
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${language.fileName}` },
            injectTo: 'head',
          },
          { tag: 'script', children: bootStartScript(modules), injectTo: 'body' },
        ];
        return {
          html: html.replace(MODULE_SCRIPT, ''),
          tags,
        };
      },
    },
  };
}

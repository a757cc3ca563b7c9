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
 * Announces in each built entry page what its first render needs but would only ask for once the
 * scripts run (issue 20 goal 3): the default language's translations (the start script loads them
 * before the first render) as a module preload, and the page's game backdrop, the largest paint of
 * the mobile overview, as a high-priority image preload. Both are then fetched alongside the
 * scripts instead of after them. A player with another language stored, or on another game's
 * route, fetches one small file more than needed.
 */
export function bootPreloads(): Plugin {
  return {
    name: 'chronicle:boot-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        const bundle = ctx.bundle;
        const game = PAGE_GAME[ctx.path];
        if (!bundle || !game) return [];
        const files = Object.values(bundle);
        const language = files.find((f) => f.type === 'chunk' && f.name === BOOT_LANG);
        const backdrop = files.find(
          (f) =>
            f.type === 'asset' &&
            f.originalFileNames.some((name) =>
              name.endsWith(`assets/games/${game}/background.svg`),
            ),
        );
        if (!language || !backdrop) {
          throw new Error(`boot-preloads: no ${BOOT_LANG} chunk or ${game} backdrop in the build`);
        }
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'image',
              href: `/${backdrop.fileName}`,
              fetchpriority: 'high',
            },
            injectTo: 'head',
          },
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${language.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The installable app (issue 23 §1, docs/reference/web-app.md#installing): one install manifest
 * per game, its icons, and the service worker that keeps the shell and the records for offline
 * use (src/sw/sw.ts). Written after the bundle, from the files the build has just written.
 */

/**
 * The games as an installed app shows them. Names, routes and pages are the contract's (the config
 * cannot load the contract's TypeScript; pwa.test.ts pins these to its GAMES); the tint behind
 * each game's own emblem (src/assets/games/<key>/logo.svg) is the icon's.
 */
export const PWA_GAMES: Record<string, { name: string; start: string; tint: string }> = {
  ys: { name: 'Wanderlight', start: '/m.html#/ys', tint: '#2b3a5c' },
  bh3: { name: 'Starfall Vanguard', start: '/m.html#/bh3', tint: '#123a52' },
  hsr: { name: 'Stellar Transit', start: '/rpg/m.html#/hsr', tint: '#4a3020' },
};

/** The page background the app opens on (the shell's own, index.html/m.html `theme-color`). */
const BACKGROUND = '#0a0e18';

const here = dirname(fileURLToPath(import.meta.url));
const WEB_ROOT = join(here, '..');

/** A language's translations (`assets/de-de-<hash>.js`): kept when first used, not ahead. */
const LANGUAGE_CHUNK = /^assets\/[a-z]{2}-[a-z]{2}-[\w-]+\.js$/;
/** What the worker keeps ahead: the entry pages, install manifests, scripts, styles and art. */
const KEPT_AHEAD =
  /^(?:(?:rpg\/)?(?:index|m)\.html|favicon\.svg|manifest\/\w+\.webmanifest|assets\/[^/]+\.(?:js|css|svg|woff2?))$/;

/**
 * The icon of a game: its emblem on the shell's night sky. A maskable icon (which a phone crops to
 * its own shape) fills the square and keeps the emblem inside the central safe circle.
 */
export function iconSvg(game: string, maskable: boolean): string {
  const { tint } = PWA_GAMES[game] ?? { tint: BACKGROUND };
  const logo = readFileSync(join(WEB_ROOT, 'src/assets/games', game, 'logo.svg'), 'utf8');
  const size = maskable ? 250 : 320;
  const at = (512 - size) / 2;
  const emblem = logo.replace(
    /^<svg[^>]*viewBox="([^"]+)"[^>]*>/,
    `<svg x="${at}" y="${at}" width="${size}" height="${size}" viewBox="$1">`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` +
    `<defs><radialGradient id="sky" cx="50%" cy="38%" r="72%">` +
    `<stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="${BACKGROUND}"/>` +
    `</radialGradient></defs>` +
    `<rect width="512" height="512" rx="${maskable ? 0 : 112}" fill="url(#sky)"/>` +
    `<circle cx="256" cy="256" r="${size * 0.62}" fill="none" stroke="#ffffff" stroke-opacity=".08" stroke-width="2"/>` +
    emblem +
    `</svg>`
  );
}

/** The install manifest of a game (the W3C Web App Manifest fields Chromium and Safari read). */
export function manifestOf(game: string): Record<string, unknown> {
  const entry = PWA_GAMES[game];
  if (!entry) throw new Error(`pwa: no game ${game}`);
  const icon = (file: string, sizes: string, type: string, purpose: string) => ({
    src: `/icons/${file}`,
    sizes,
    type,
    purpose,
  });
  return {
    // One app per game: an id of its own, though all three share the server's origin and scope.
    id: `/app/${game}`,
    name: `Chronicle · ${entry.name}`,
    short_name: entry.name,
    description: `${entry.name} records on your Chronicle server, also offline.`,
    lang: 'en',
    dir: 'ltr',
    start_url: entry.start,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    categories: ['games', 'utilities'],
    icons: [
      icon(`${game}-192.png`, '192x192', 'image/png', 'any'),
      icon(`${game}-512.png`, '512x512', 'image/png', 'any'),
      icon(`${game}-maskable-512.png`, '512x512', 'image/png', 'maskable'),
      icon(`${game}.svg`, 'any', 'image/svg+xml', 'any'),
    ],
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export interface PrecacheEntry {
  url: string;
  /** null for a file whose name carries its content hash. */
  revision: string | null;
}

/** The build's files the worker keeps ahead of time (paths relative to the build's folder). */
export function precacheEntries(files: readonly string[], read: (file: string) => Buffer) {
  const entries: PrecacheEntry[] = [];
  for (const file of [...files].sort()) {
    if (!KEPT_AHEAD.test(file) || LANGUAGE_CHUNK.test(file)) continue;
    const hashed = file.startsWith('assets/');
    entries.push({
      url: `/${file}`,
      revision: hashed ? null : createHash('sha256').update(read(file)).digest('hex').slice(0, 16),
    });
  }
  return entries;
}

/** Writes the manifests, icons and `sw.js` into `outDir`. */
export async function writeInstallableApp(outDir: string): Promise<void> {
  // Loaded here, not with the config: only a build draws icons and bundles the worker.
  const [{ Resvg }, { build }] = await Promise.all([import('@resvg/resvg-js'), import('esbuild')]);
  const png = (svg: string, width: number): Buffer =>
    new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
  for (const game of Object.keys(PWA_GAMES)) {
    mkdirSync(join(outDir, 'icons'), { recursive: true });
    mkdirSync(join(outDir, 'manifest'), { recursive: true });
    const icon = iconSvg(game, false);
    writeFileSync(join(outDir, 'icons', `${game}.svg`), icon);
    writeFileSync(join(outDir, 'icons', `${game}-192.png`), png(icon, 192));
    writeFileSync(join(outDir, 'icons', `${game}-512.png`), png(icon, 512));
    writeFileSync(join(outDir, 'icons', `${game}-maskable-512.png`), png(iconSvg(game, true), 512));
    writeFileSync(
      join(outDir, 'manifest', `${game}.webmanifest`),
      `${JSON.stringify(manifestOf(game), null, 2)}\n`,
    );
  }
  const files = filesUnder(outDir).map((file) => relative(outDir, file).split('\\').join('/'));
  const entries = precacheEntries(files, (file) => readFileSync(join(outDir, file)));
  const version = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 12);
  await build({
    entryPoints: [join(WEB_ROOT, 'src/sw/sw.ts')],
    outfile: join(outDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      __PRECACHE__: JSON.stringify(entries),
      __VERSION__: JSON.stringify(version),
      // Workbox logs in development builds only.
      'process.env.NODE_ENV': '"production"',
    },
  });
}

export function installableApp(): Plugin {
  let outDir = '';
  return {
    name: 'chronicle:installable-app',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await writeInstallableApp(outDir);
    },
  };
}

import { GAMES } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { PWA_GAMES, iconSvg, manifestOf, precacheEntries } from './pwa.js';

describe('installable app', () => {
  it('names each game of the contract and opens its home on the mobile page', () => {
    expect(Object.keys(PWA_GAMES).sort()).toEqual(GAMES.map((g) => g.key).sort());
    for (const game of GAMES) {
      expect(PWA_GAMES[game.key]?.name).toBe(game.name);
      expect(PWA_GAMES[game.key]?.start).toBe(`${game.pagePrefix}/m.html#${game.hash}`);
    }
  });

  it('gives each game an installable manifest of its own', () => {
    const ids = new Set<unknown>();
    for (const key of Object.keys(PWA_GAMES)) {
      const manifest = manifestOf(key);
      ids.add(manifest.id);
      expect(manifest).toMatchObject({
        display: 'standalone',
        scope: '/',
        start_url: PWA_GAMES[key]?.start,
      });
      expect(String(manifest.name)).toContain(PWA_GAMES[key]?.name);
      // Chromium installs with a 192 and a 512 PNG; phones crop the maskable one.
      const icons = manifest.icons as { sizes: string; type: string; purpose: string }[];
      expect(icons).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
          expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'any' }),
          expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
        ]),
      );
    }
    expect(ids.size).toBe(Object.keys(PWA_GAMES).length);
  });

  it("draws each game's own emblem, inside the safe circle on the maskable icon", () => {
    const icon = iconSvg('hsr', false);
    expect(icon).toContain('<svg x="96" y="96" width="320" height="320" viewBox="0 0 48 48">');
    expect(iconSvg('hsr', true)).toContain('width="250" height="250"');
    expect(iconSvg('ys', false)).not.toBe(icon);
  });

  it('keeps the shell ahead of time, but not every language and nothing outside the build', () => {
    const files = [
      'index.html',
      'm.html',
      'rpg/index.html',
      'rpg/m.html',
      'favicon.svg',
      'assets/start-AbC123.js',
      'assets/start-AbC123.js.br',
      'assets/start-AbC123.css',
      'assets/background-Zx9.svg',
      'assets/de-de-CLb7ehcy.js',
      'assets/vendor-data-CpqGfxSm.js',
      'icons/ys-512.png',
      'manifest/ys.webmanifest',
      'sw.js',
    ];
    const entries = precacheEntries(files, (file) => Buffer.from(file));
    expect(entries.map((e) => e.url)).toEqual([
      '/assets/background-Zx9.svg',
      '/assets/start-AbC123.css',
      '/assets/start-AbC123.js',
      '/assets/vendor-data-CpqGfxSm.js',
      '/favicon.svg',
      '/index.html',
      '/m.html',
      '/manifest/ys.webmanifest',
      '/rpg/index.html',
      '/rpg/m.html',
    ]);
    // Hashed names need no revision; a page does, from its content.
    expect(entries.find((e) => e.url === '/assets/start-AbC123.js')?.revision).toBeNull();
    expect(entries.find((e) => e.url === '/m.html')?.revision).toMatch(/^[0-9a-f]{16}$/);
  });
});

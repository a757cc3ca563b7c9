import { afterEach, describe, expect, it } from 'vitest';
import { gameFromQuery, gameParamHash } from './game-param.js';

function openAt(url: string): void {
  window.history.replaceState(null, '', url);
}

// docs/reference/web-app.md#query-parameters
describe('gid / game_id', () => {
  afterEach(() => openAt('/'));

  it.each([
    ['/index.html?gid=1', 'bh3'],
    ['/index.html?gid=2', 'ys'],
    ['/index.html?gid=6', 'hsr'],
    ['/m.html?game_id=6', 'hsr'],
    ['/index.html#/?gid=1', 'bh3'],
  ])('%s names the game %s', (url, key) => {
    openAt(url);
    expect(gameFromQuery()?.key).toBe(key);
  });

  it.each(['/index.html?gid=3', '/index.html?gid=abc', '/index.html?gid=', '/index.html'])(
    '%s names no game, so the default applies',
    (url) => {
      openAt(url);
      expect(gameFromQuery()).toBeUndefined();
      expect(gameParamHash()).toBeUndefined();
    },
  );

  it('opens the named game home when the hash names no game', () => {
    openAt('/index.html?gid=6');
    expect(gameParamHash()).toBe('#/hsr');
    openAt('/m.html?game_id=1#/');
    expect(gameParamHash()).toBe('#/bh3');
    openAt('/index.html?gid=6#/nowhere');
    expect(gameParamHash()).toBe('#/hsr');
  });

  it('keeps a query inside the hash', () => {
    openAt('/index.html#/?gid=6&uid=100000002');
    expect(gameParamHash()).toBe('#/hsr?gid=6&uid=100000002');
  });

  it('leaves a hash that names a game alone: the hash wins', () => {
    openAt('/index.html?gid=6#/ys/abyss');
    expect(gameParamHash()).toBeUndefined();
    openAt('/index.html?gid=2#/bh3');
    expect(gameParamHash()).toBeUndefined();
  });
});

import { DEFAULT_LANG, GAMES, MAIN_GAME_ID } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { BOOT_LANG, PAGE_GAME } from './boot-preloads.js';

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
});

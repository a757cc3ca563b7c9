import { EVENTS, eventBySlug, eventPagePath, type EventDecl } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { isActivePath } from '../lib/router/components.js';
import { EVENT_PATHS } from './event-routes.js';
import {
  MONSTER_VS_MONSTER_TYPES,
  ROUTES,
  ROUTE_LIST,
  homeRoute,
  routesForShell,
  settingsRoute,
} from './routes.js';

/**
 * Every route of docs/reference/web-app.md#routes, with its layout, and the other games' records
 * pages of issue 9.
 */
const SPEC_ROUTES: Record<string, string> = {
  '/ys': 'standard',
  '/ys/set': 'standard',
  '/bh3': 'standard',
  '/bh3/set': 'standard',
  '/hsr': 'standard',
  '/hsr/set': 'standard',
  '/hsr/characters': 'standard',
  '/hsr/chaos': 'standard',
  '/hsr/fiction': 'standard',
  '/hsr/shadow': 'standard',
  '/bh3/valkyries': 'standard',
  '/bh3/abyss': 'standard',
  '/bh3/arena': 'standard',
  '/bh3/elysian': 'standard',
  // Issue 18: each game's Progress page.
  '/ys/progress': 'standard',
  '/hsr/progress': 'standard',
  '/bh3/progress': 'standard',
  '/ys/role/all': 'standard',
  '/ys/exploration': 'standard',
  '/ys/summerv2/challenge': 'standard',
  '/ys/summerv2/sailing': 'standard',
  '/ys/summerv2/story': 'standard',
  '/ys/mushroom/book': 'standard',
  '/ys/mushroom/training': 'standard',
  '/ys/mushroom/competition': 'standard',
  '/ys/tcg': 'standard',
  '/ys/tcg/honorRole': 'standard',
  '/ys/tcg/honorCard': 'standard',
  '/ys/tcg/deck': 'standard',
  '/ys/lantern/flame': 'standard',
  '/ys/lantern/boat': 'standard',
  '/ys/lantern/paper': 'standard',
  '/ys/lantern/festival': 'standard',
  '/ys/adventure/targetShooting': 'standard',
  '/ys/adventure/flightGear': 'standard',
  '/ys/adventure/bladeDance': 'standard',
  '/ys/adventure/shuffleBoard': 'standard',
  '/ys/toyBattle/qte': 'standard',
  '/ys/toyBattle/current': 'standard',
  '/ys/toyBattle/camp': 'standard',
  '/ys/poetryFestival/pitchPot': 'standard',
  '/ys/poetryFestival/inspiration': 'standard',
  '/ys/poetryFestival/scenery': 'standard',
  '/ys/lanternV4/pushBox': 'standard',
  '/ys/lanternV4/partyLion': 'standard',
  '/ys/lanternV4/carpJump': 'standard',
  '/ys/act-calendar': 'standard',
  '/ys/challenge': 'hardChallenge',
  '/ys/role-combat': 'roleCombat',
  '/ys/role-combat/char-master': 'roleCombat',
  '/ys/role-combat/tarot': 'roleCombat',
  '/ys/abyss': 'abyss',
  '/ys/alchemysim': 'alchemy',
  '/ys/monsterVsMonster/:type': 'monsterVsMonster',
  '/ys/fairyTales/:type': 'fairyTales',
  '/ys/activity/v5_2': 'event',
  '/ys/summary': 'standalone',
  '/ys/abyssExplain': 'standalone',
};

describe('route table', () => {
  // docs/reference/web-app.md#routes
  it('names every route with its layout, and nothing else', () => {
    const table = Object.fromEntries(ROUTE_LIST.map((route) => [route.path, route.layout]));
    expect(table).toEqual(SPEC_ROUTES);
  });

  it('builds links from the table, including typed parameters', () => {
    expect(ROUTES.ys.href()).toBe('/ys');
    expect(ROUTES.ysRoleAll.href()).toBe('/ys/role/all');
    expect(ROUTES.ysMonsterVsMonster.href({ type: 'attack' })).toBe('/ys/monsterVsMonster/attack');
    expect(ROUTES.ysMonsterVsMonster.href({ type: 'defend' })).toBe('/ys/monsterVsMonster/defend');
    expect(ROUTES.ysFairyTales.href({ type: 'castle' })).toBe('/ys/fairyTales/castle');
    // The untyped builder encodes what it is given.
    const fairy = ROUTE_LIST.find((r) => r.id === 'ysFairyTales');
    expect(fairy?.href({ type: 'a b' })).toBe('/ys/fairyTales/a%20b');
  });

  it('accepts only attack and defend as monster-vs-monster types', () => {
    expect(ROUTES.ysMonsterVsMonster.paramValues).toEqual({ type: ['attack', 'defend'] });
  });

  it('gives each game a home and a settings page', () => {
    for (const game of ['ys', 'bh3', 'hsr'] as const) {
      expect(homeRoute(game).path).toBe(`/${game}`);
      expect(settingsRoute(game)?.path).toBe(`/${game}/set`);
    }
  });

  it('mounts the 1200-px event layout on desktop only and everything else on both shells', () => {
    const mobile = routesForShell('mobile').map((route) => route.path);
    const desktop = routesForShell('desktop').map((route) => route.path);
    expect(desktop).toHaveLength(ROUTE_LIST.length);
    expect(mobile).not.toContain('/ys/activity/v5_2');
    expect(mobile).toHaveLength(ROUTE_LIST.length - 1);
  });

  it('loads every page lazily', () => {
    for (const route of ROUTE_LIST) expect(typeof route.page).toBe('function');
  });

  it("has a route for every event page the contract declares, under the nav's Events entry", () => {
    const section = ROUTES.ysSummerChallenge.navSection ?? [];
    for (const event of EVENTS as readonly EventDecl[]) {
      for (const page of event.pages) {
        const path = eventPagePath(event, page.key);
        const param = event.addressing === 'param';
        const route = ROUTE_LIST.find((r) =>
          param ? r.path === `/ys/${event.route}/:type` : r.path === path,
        );
        expect(route, path).toBeDefined();
        if (param) expect(route?.paramValues?.type).toContain(page.key);
        expect(section.some((prefix) => isActivePath(prefix, path, false))).toBe(true);
      }
    }
    expect(MONSTER_VS_MONSTER_TYPES).toEqual(
      eventBySlug('monster_vs_monster')?.pages.map((p) => p.key),
    );
    expect(ROUTES.ysFairyTales.paramValues).toEqual({
      type: eventBySlug('fairy_tales')?.pages.map((p) => p.key),
    });
    expect(section.some((prefix) => isActivePath(prefix, '/ys/abyss', false))).toBe(false);
  });

  it("keeps the event routes' ids, which key their titles and label page-view telemetry", () => {
    const events = ROUTE_LIST.filter((r) =>
      EVENT_PATHS.some((base) => isActivePath(base, r.path, false)),
    );
    expect(events.map((r) => r.id)).toEqual([
      'ysSummerChallenge',
      'ysSummerSailing',
      'ysSummerStory',
      'ysMushroomBook',
      'ysMushroomTraining',
      'ysMushroomCompetition',
      'ysLanternFlame',
      'ysLanternBoat',
      'ysLanternPaper',
      'ysLanternFestival',
      'ysAdventureTargetShooting',
      'ysAdventureFlightGear',
      'ysAdventureBladeDance',
      'ysAdventureShuffleBoard',
      'ysToyBattleQte',
      'ysToyBattleCurrent',
      'ysToyBattleCamp',
      'ysPoetryPitchPot',
      'ysPoetryInspiration',
      'ysPoetryScenery',
      'ysLanternV4PushBox',
      'ysLanternV4PartyLion',
      'ysLanternV4CarpJump',
      'ysMonsterVsMonster',
      'ysFairyTales',
      'ysEventV52',
    ]);
    // One nav entry for all of them: the first event's first page.
    expect(events.filter((r) => r.nav).map((r) => r.id)).toEqual(['ysSummerChallenge']);
    expect(ROUTES.ysSummerChallenge.navSection).toEqual(EVENT_PATHS);
    expect(ROUTES.ysEventV52.shells).toEqual(['desktop']);
    expect(ROUTES.ysMonsterVsMonster.layout).toBe('monsterVsMonster');
  });
});

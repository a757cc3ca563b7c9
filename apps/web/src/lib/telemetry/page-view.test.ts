import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../app/routes.js';
import { isRecordsRoute, pageViewEvent, recordsRouteIds } from './page-view.js';

const visit = (routeId: string, path: string, viewUid?: string) => ({
  path,
  routeId,
  gameId: 2,
  viewUid,
  ts: 5,
});

describe('pageViewEvent', () => {
  it('carries label (route id) and aid (viewed account) on a records page', () => {
    expect(pageViewEvent(visit('ysRoleCombat', '/ys/role-combat', '100000002'))).toEqual({
      type: 'page_view',
      path: '/ys/role-combat',
      game_id: 2,
      label: 'ysRoleCombat',
      aid: '100000002',
      ts: 5,
    });
  });

  it('carries neither on a page that is not a records page', () => {
    expect(pageViewEvent(visit('ysSet', '/ys/set', '100000002'))).toEqual({
      type: 'page_view',
      path: '/ys/set',
      game_id: 2,
      ts: 5,
    });
  });

  it('keeps the label without an aid while nobody is logged in', () => {
    const event = pageViewEvent(visit('ysAbyss', '/ys/abyss'));
    expect(event).toMatchObject({ label: 'ysAbyss' });
    expect(event).not.toHaveProperty('aid');
  });
});

describe('isRecordsRoute (the pages the records navigation leads to)', () => {
  it('counts role combat, abyss, hard challenge and the other records pages', () => {
    for (const route of [
      ROUTES.ys,
      ROUTES.ysRoleAll,
      ROUTES.ysExploration,
      ROUTES.ysChallenge,
      ROUTES.ysRoleCombat,
      ROUTES.ysRoleCombatTarot,
      ROUTES.ysRoleCombatCharMaster,
      ROUTES.ysAbyss,
      ROUTES.ysTcgDeck,
      ROUTES.ysActCalendar,
      ROUTES.ysMushroomBook,
      ROUTES.ysMonsterVsMonster,
      // The other two games' records (issue 9): homes, characters and every mode page.
      ROUTES.hsr,
      ROUTES.hsrCharacters,
      ROUTES.hsrFiction,
      ROUTES.bh3,
      ROUTES.bh3Valkyries,
      ROUTES.bh3Elysian,
    ]) {
      expect(isRecordsRoute(route), route.path).toBe(true);
    }
  });

  it('leaves out settings, the summary, the abyss explanation and alchemy', () => {
    for (const route of [
      ROUTES.ysSet,
      ROUTES.bh3Set,
      ROUTES.hsrSet,
      ROUTES.ysSummary,
      ROUTES.ysAbyssExplain,
      ROUTES.ysAlchemy,
    ]) {
      expect(isRecordsRoute(route), route.path).toBe(false);
    }
  });

  it('lists the route ids that carry a label', () => {
    expect(recordsRouteIds('ys')).toContain('ysRoleCombat');
    expect(recordsRouteIds('bh3')).toEqual([
      'bh3',
      'bh3Valkyries',
      'bh3Abyss',
      'bh3Arena',
      'bh3Elysian',
    ]);
  });
});

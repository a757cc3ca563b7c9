import { describe, expect, it } from 'vitest';
import { matchRoutes, rankRoutes, type RouteObject } from './match.js';

const shell: RouteObject = {
  path: '/',
  handle: 'shell',
  children: [
    { index: true, handle: 'root' },
    { path: '/ys', handle: 'ys' },
    { path: 'ys/abyss', handle: 'abyss' },
    { path: '/ys/monsterVsMonster/:type', handle: 'mvm' },
    { path: '/ys/fairyTales/:type', handle: 'fairy' },
    { path: '/ys/fairyTales/index', handle: 'fairyIndex' },
    { path: '*', handle: 'unknown' },
  ],
};
const branches = rankRoutes([shell]);

function handles(pathname: string) {
  return matchRoutes(branches, pathname).map((match) => match.handle);
}

describe('matchRoutes', () => {
  it('matches a nested route under its layout, outermost first', () => {
    expect(handles('/ys')).toEqual(['shell', 'ys']);
    expect(handles('/ys/abyss')).toEqual(['shell', 'abyss']);
  });

  it('sends the root to the index route', () => {
    expect(handles('/')).toEqual(['shell', 'root']);
  });

  it('reads :params, decoded, and gives every route of the chain the same params', () => {
    const matches = matchRoutes(branches, '/ys/monsterVsMonster/de%20fend');
    expect(matches.map((match) => match.params)).toEqual([
      { type: 'de fend' },
      { type: 'de fend' },
    ]);
  });

  it('prefers a static segment to a :param, whatever the table order', () => {
    expect(handles('/ys/fairyTales/index')).toEqual(['shell', 'fairyIndex']);
    expect(handles('/ys/fairyTales/other')).toEqual(['shell', 'fairy']);
  });

  it('ignores case and trailing slashes, as react-router did', () => {
    expect(handles('/YS/Abyss/')).toEqual(['shell', 'abyss']);
  });

  it('leaves an unknown path, a missing :param or an empty segment to the splat', () => {
    expect(handles('/ys/nowhere')).toEqual(['shell', 'unknown']);
    expect(handles('/ys/monsterVsMonster')).toEqual(['shell', 'unknown']);
    expect(handles('/ys//abyss')).toEqual(['shell', 'unknown']);
    expect(matchRoutes(branches, '/a/b').at(-1)?.params).toEqual({ '*': 'a/b' });
  });

  it('matches nothing when no route fits', () => {
    expect(matchRoutes(rankRoutes([{ path: '/ys' }]), '/bh3')).toEqual([]);
  });

  it('matches a layout route with a path when none of its children does', () => {
    const table = rankRoutes([{ path: '/', handle: 'shell', children: [{ path: 'ys' }] }]);
    expect(matchRoutes(table, '/').map((match) => match.handle)).toEqual(['shell']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createHashHistory,
  createMemoryHistory,
  createPath,
  parsePath,
  resolvePath,
} from './history.js';

describe('parsePath', () => {
  it('splits a hash path into pathname, query string and inner hash', () => {
    expect(parsePath('/ys/abyss?uid=1&lang=fr#top')).toEqual({
      pathname: '/ys/abyss',
      search: '?uid=1&lang=fr',
      hash: '#top',
    });
  });

  it('reads an empty hash as the root and adds a missing leading slash', () => {
    expect(parsePath('')).toEqual({ pathname: '/', search: '', hash: '' });
    expect(parsePath('ys?x=1')).toEqual({ pathname: '/ys', search: '?x=1', hash: '' });
  });

  it('drops a bare "?" or "#"', () => {
    expect(parsePath('/ys?#')).toEqual({ pathname: '/ys', search: '', hash: '' });
  });

  it('round-trips through createPath', () => {
    expect(createPath(parsePath('/ys/role/all?uid=7#x'))).toBe('/ys/role/all?uid=7#x');
  });
});

describe('resolvePath', () => {
  const from = { pathname: '/ys', search: '?uid=1', hash: '#a' };

  it('takes a string as a whole new path', () => {
    expect(resolvePath('/bh3', from)).toEqual({ pathname: '/bh3', search: '', hash: '' });
  });

  it('keeps the current pathname (and query) for the parts an object leaves out', () => {
    expect(resolvePath({ search: '?uid=2' }, from)).toEqual({
      pathname: '/ys',
      search: '?uid=2',
      hash: '',
    });
    expect(resolvePath({ pathname: '/ys/abyss', search: '?uid=1' }, from)).toEqual({
      pathname: '/ys/abyss',
      search: '?uid=1',
      hash: '',
    });
    expect(resolvePath({ pathname: '/ys/abyss' }, from).search).toBe('');
  });
});

describe('createHashHistory', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads the route from the hash and keeps the page query string out of it', () => {
    window.history.replaceState(null, '', '/index.html?uid=9#/ys/abyss?lang=fr');
    const history = createHashHistory();
    expect(history.location).toMatchObject({
      pathname: '/ys/abyss',
      search: '?lang=fr',
      key: 'default',
    });
  });

  it('pushes and replaces entries in the hash, each with a fresh key', () => {
    window.history.replaceState(null, '', '/index.html?uid=9#/ys');
    const history = createHashHistory();
    history.push(parsePath('/ys/abyss'), { from: 'tabs' });
    expect(window.location.pathname + window.location.search).toBe('/index.html?uid=9');
    expect(window.location.hash).toBe('#/ys/abyss');
    expect(history.location.state).toEqual({ from: 'tabs' });
    const pushedKey = history.location.key;
    expect(pushedKey).not.toBe('default');

    history.replace(parsePath('/ys/tcg'));
    expect(window.location.hash).toBe('#/ys/tcg');
    expect(history.location.key).not.toBe(pushedKey);
    expect(history.createHref(parsePath('/ys?x=1'))).toBe('#/ys?x=1');
  });

  it('tells listeners about back and forward (popstate), and only while someone listens', () => {
    window.history.replaceState(null, '', '/index.html#/ys');
    const history = createHashHistory();
    const listener = vi.fn();
    const stop = history.listen(listener);
    window.history.replaceState(null, '', '/index.html#/bh3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(history.location).toMatchObject({ pathname: '/bh3', key: 'default' });

    stop();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('createMemoryHistory', () => {
  it('starts on the last initial entry; only the first one counts as the opened page', () => {
    const history = createMemoryHistory(['/ys', '/ys/abyss']);
    expect(history.location.pathname).toBe('/ys/abyss');
    expect(history.location.key).not.toBe('default');
    history.go(-1);
    expect(history.location).toMatchObject({ pathname: '/ys', key: 'default' });
  });

  it('drops the forward entries on push and ignores moves past either end', () => {
    const history = createMemoryHistory(['/ys']);
    const listener = vi.fn();
    history.listen(listener);
    history.push(parsePath('/ys/abyss'));
    history.push(parsePath('/ys/tcg'));
    history.go(-2);
    history.push(parsePath('/bh3'));
    history.go(1);
    expect(history.location.pathname).toBe('/bh3');
    history.go(-5);
    expect(history.location.pathname).toBe('/ys');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(history.createHref(parsePath('/ys/set'))).toBe('/ys/set');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExposurePacer, watchExposures } from './exposure.js';
import { FakeIntersectionObserver } from './fake-intersection-observer.js';

describe('ExposurePacer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets exposure events out at least 250 ms apart, in order', () => {
    const emitted: [string, number][] = [];
    const pacer = new ExposurePacer<string>((key, ts) => emitted.push([key, ts]));
    const start = Date.now();
    pacer.push('a');
    pacer.push('b');
    pacer.push('c');
    expect(emitted.map(([key]) => key)).toEqual(['a']);
    vi.advanceTimersByTime(249);
    expect(emitted).toHaveLength(1);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(250);
    expect(emitted).toEqual([
      ['a', start],
      ['b', start + 250],
      ['c', start + 500],
    ]);
  });

  it('sends at once after a quiet spell', () => {
    const emitted: number[] = [];
    const pacer = new ExposurePacer<string>((_, ts) => emitted.push(ts));
    pacer.push('a');
    vi.advanceTimersByTime(1_000);
    pacer.push('b');
    expect(emitted).toHaveLength(2);
    expect((emitted[1] ?? 0) - (emitted[0] ?? 0)).toBe(1_000);
  });
});

describe('watchExposures', () => {
  let root: HTMLDivElement;

  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    root.remove();
    FakeIntersectionObserver.reset();
    vi.unstubAllGlobals();
  });

  function marked(key: string): HTMLElement {
    const element = document.createElement('button');
    element.dataset.exposure = key;
    root.append(element);
    return element;
  }

  it('reports a key once per page view when at least half of its element is visible', () => {
    const share = marked('share.button');
    const seen: string[] = [];
    const watch = watchExposures(root, (key) => seen.push(key));
    FakeIntersectionObserver.setVisible(share, 0.4);
    expect(seen).toEqual([]);
    FakeIntersectionObserver.setVisible(share, 0.6);
    FakeIntersectionObserver.setVisible(share, 0);
    FakeIntersectionObserver.setVisible(share, 1);
    expect(seen).toEqual(['share.button']);

    // A new page view: the control still on screen counts again, once.
    watch.reset();
    FakeIntersectionObserver.setVisible(share, 1);
    expect(seen).toEqual(['share.button', 'share.button']);
    watch.stop();
  });

  it('counts elements that appear later, and ignores keys the endpoint would refuse', async () => {
    const seen: string[] = [];
    const watch = watchExposures(root, (key) => seen.push(key));
    const late = marked('nav.settings');
    const odd = marked('not a key!');
    FakeIntersectionObserver.setVisible(late, 1);
    FakeIntersectionObserver.setVisible(odd, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    FakeIntersectionObserver.setVisible(late, 1);
    FakeIntersectionObserver.setVisible(odd, 1);
    expect(seen).toEqual(['nav.settings']);
    watch.stop();
  });

  it('stops watching when stopped', () => {
    const share = marked('share.button');
    const seen: string[] = [];
    watchExposures(root, (key) => seen.push(key)).stop();
    FakeIntersectionObserver.setVisible(share, 1);
    expect(seen).toEqual([]);
  });
});

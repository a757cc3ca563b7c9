import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, preloadPage, withChunkTimeout } from './lazy-page.js';

describe('withChunkTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes a chunk through when it arrives in time', async () => {
    await expect(withChunkTimeout(Promise.resolve('page'), 1_000)).resolves.toBe('page');
  });

  // docs/reference/web-app.md#errors
  it('gives the load error when a chunk has not arrived after the timeout (120 s)', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise<never>(() => undefined), 120_000);
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    vi.advanceTimersByTime(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });

  it('gives the load error when a chunk fails to load', async () => {
    await expect(
      withChunkTimeout(Promise.reject(new TypeError('fetch failed')), 1_000),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

describe('preloadPage', () => {
  it('loads a page module once, for the preload and the render alike', async () => {
    const Page = () => null;
    const loader = vi.fn(() => Promise.resolve(Page));
    const first = preloadPage(loader);
    expect(preloadPage(loader)).toBe(first);
    expect(await first).toBe(Page);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next attempt fetches the chunk again', async () => {
    const Page = () => null;
    const loader = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Page);
    await expect(preloadPage(loader)).rejects.toThrow('offline');
    await expect(preloadPage(loader)).resolves.toBe(Page);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

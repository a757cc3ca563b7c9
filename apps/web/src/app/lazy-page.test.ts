import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withChunkTimeout } from './lazy-page.js';

describe('withChunkTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes a chunk through when it arrives in time', async () => {
    await expect(withChunkTimeout(Promise.resolve('page'), 1_000)).resolves.toBe('page');
  });

  it('gives the load error when a chunk has not arrived after the timeout (§8: 120 s)', async () => {
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchQueue, MAX_BATCH } from './batch-queue.js';

describe('BatchQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function queue() {
    const batches: { items: number[]; keepalive: boolean }[] = [];
    const q = new BatchQueue<number>({
      flushMs: 3_000,
      send: (items, keepalive) => {
        batches.push({ items, keepalive });
        return Promise.resolve();
      },
    });
    return { q, batches };
  }

  it('sends what arrived together in one batch a few seconds after the first item', () => {
    const { q, batches } = queue();
    q.push(1);
    vi.advanceTimersByTime(1_000);
    q.push(2);
    vi.advanceTimersByTime(1_999);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(batches).toEqual([{ items: [1, 2], keepalive: false }]);
  });

  it('sends a full batch of 50 at once and never more than 50 per call', () => {
    const { q, batches } = queue();
    for (let i = 0; i < MAX_BATCH; i += 1) q.push(i);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.items).toHaveLength(MAX_BATCH);
    for (let i = 0; i < 70; i += 1) q.push(i);
    q.flush(true);
    expect(batches.map((b) => b.items.length)).toEqual([50, 50, 20]);
    expect(batches.every((b) => b.items.length <= MAX_BATCH)).toBe(true);
  });

  it('flushes with keepalive when asked (the page is going away)', () => {
    const { q, batches } = queue();
    q.push(7);
    q.flush(true);
    expect(batches).toEqual([{ items: [7], keepalive: true }]);
    vi.advanceTimersByTime(10_000);
    expect(batches).toHaveLength(1);
  });

  it('drops a batch whose call fails instead of retrying it', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const q = new BatchQueue<number>({ flushMs: 100, send });
    q.push(1);
    vi.advanceTimersByTime(100);
    await Promise.resolve();
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(q.size).toBe(0);
  });
});

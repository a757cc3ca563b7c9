import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle.js';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for an idle callback with a two-second deadline, or the one given, or none', () => {
    const request = vi.fn((_work: () => void, _options?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const work = vi.fn();
    whenIdle(work)();
    whenIdle(work, { timeoutMs: 3_000 });
    whenIdle(work, { timeoutMs: null });
    expect(request.mock.calls.map((call) => call[1])).toEqual([
      { timeout: 2_000 },
      { timeout: 3_000 },
      {},
    ]);
    expect(cancel).toHaveBeenCalledWith(7);
    expect(work).not.toHaveBeenCalled();
  });

  it('falls back to a timer where the browser has no idle callbacks, and cancels it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, { fallbackMs: 1_000 });
    const cancelled = vi.fn();
    whenIdle(cancelled, { fallbackMs: 1_000 })();
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

import { RETCODE, communityServiceEndpoints } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api-client.js';
import {
  DEDUPE_WINDOW_MS,
  NETWORK_RETCODE,
  createDeduper,
  failureReport,
} from './failure-report.js';

const at = { path: '/ys/abyss', ts: 1_000 };

describe('failureReport', () => {
  it('reports a failed call with its endpoint, retcode, message and page', () => {
    const error = new ApiError(10102, 'Data is not public');
    expect(failureReport({ error, endpoint: 'genshin.spiralAbyss' }, at)).toEqual({
      type: 'api_error',
      path: '/ys/abyss',
      endpoint: 'genshin.spiralAbyss',
      retcode: 10102,
      message: 'Data is not public',
      ts: 1_000,
    });
  });

  // docs/reference/web-app.md#tracking-and-monitoring
  it('leaves out -100 and 10001', () => {
    for (const code of [RETCODE.NOT_LOGGED_IN, RETCODE.LOGIN_REQUIRED]) {
      const error = new ApiError(code, 'Not logged in');
      expect(failureReport({ error, endpoint: 'genshin.index' }, at)).toBeNull();
    }
    expect([RETCODE.NOT_LOGGED_IN, RETCODE.LOGIN_REQUIRED]).toEqual([-100, 10001]);
  });

  it('never reports a failure of the telemetry calls themselves', () => {
    const error = new NetworkError('offline');
    for (const endpoint of [
      communityServiceEndpoints.track.id,
      communityServiceEndpoints.monitor.id,
    ]) {
      expect(failureReport({ error, endpoint }, at)).toBeNull();
    }
  });

  it('reports an unreachable server as retcode -1', () => {
    const error = new NetworkError('Request to /x failed');
    const report = failureReport({ error, endpoint: 'genshin.index' }, at);
    expect(report).toMatchObject({ retcode: NETWORK_RETCODE, message: 'Request to /x failed' });
    expect(NETWORK_RETCODE).toBe(-1);
  });

  it('fits the path and message to what the endpoint accepts', () => {
    const error = new ApiError(-1, 'x'.repeat(400));
    const report = failureReport(
      { error, endpoint: 'genshin.index' },
      { path: '/ys/odd path?!', ts: 1 },
    );
    expect(report).toMatchObject({ path: '/ys/odd_path__' });
    expect(report?.type === 'api_error' && report.message.length).toBe(300);
  });
});

describe('createDeduper', () => {
  const report = (ts: number, retcode = 10102) => ({
    type: 'api_error' as const,
    path: '/ys/abyss',
    endpoint: 'genshin.spiralAbyss',
    retcode,
    message: 'Data is not public',
    ts,
  });

  it('lets one of two identical reports through within the window (a query retries once)', () => {
    const firstOfItsKind = createDeduper();
    expect(firstOfItsKind(report(0))).toBe(true);
    expect(firstOfItsKind(report(1_000))).toBe(false);
    expect(firstOfItsKind(report(1_000, -1))).toBe(true);
  });

  it('lets the same failure through again once the window has passed', () => {
    const firstOfItsKind = createDeduper();
    expect(firstOfItsKind(report(0))).toBe(true);
    expect(firstOfItsKind(report(DEDUPE_WINDOW_MS - 1))).toBe(false);
    expect(firstOfItsKind(report(DEDUPE_WINDOW_MS))).toBe(true);
  });
});

import { communityServiceEndpoints, gameById, type GameConfig } from '@chronicle/contract';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderRoutes } from '../../test/render.js';
import { ApiError } from '../api-client.js';
import { announceApiFailure } from '../api-failure.js';
import type { Session } from '../session.js';
import { useTelemetry } from './use-telemetry.js';

/** Matches whatever client time the event carries. */
const someTime = expect.toSatisfy(Number.isSafeInteger, 'a Unix ms time') as number;

const session: Session = {
  status: 'loggedIn',
  game: gameById(2) as GameConfig,
  user: undefined,
  uid: '100000001',
  viewUid: '100000002',
  isVisitor: true,
  isMinor: false,
  cardsStatus: 'success',
  gameRecordList: [],
  card: undefined,
  crtRole: undefined,
  hasRole: true,
  apiErrorCode: undefined,
  error: null,
  refetch: () => undefined,
};

function Probe() {
  useTelemetry(session);
  return null;
}

describe('useTelemetry', () => {
  it('loads the sender after the page settled and sends the visit and the failures noted before', async () => {
    const track: unknown[] = [];
    const monitor: unknown[] = [];
    const api = fakeApi({
      [communityServiceEndpoints.track.id]: (input) => {
        track.push(input);
        return { accepted: 1 };
      },
      [communityServiceEndpoints.monitor.id]: (input) => {
        monitor.push(input);
        return { accepted: 1 };
      },
    });
    window.history.replaceState(null, '', '/index.html#/ys/abyss');
    await renderRoutes(
      [{ path: '/ys/abyss', handle: { routeId: 'ysAbyss' }, element: <Probe /> }],
      { path: '/ys/abyss' },
    );
    // Before the sender has loaded: noted, not sent.
    announceApiFailure({ error: new ApiError(-100, 'Not logged in'), endpoint: 'genshin.index' });
    announceApiFailure({
      error: new ApiError(10102, 'Not public'),
      endpoint: 'genshin.spiralAbyss',
    });
    expect(api).not.toHaveBeenCalled();

    await waitFor(() => expect(track).toHaveLength(1), { timeout: 6_000 });
    expect(track[0]).toEqual({
      events: [
        {
          type: 'page_view',
          path: '/ys/abyss',
          game_id: 2,
          label: 'ysAbyss',
          aid: '100000002',
          ts: someTime,
        },
      ],
    });
    await waitFor(() => expect(monitor).toHaveLength(1));
    expect(monitor[0]).toEqual({
      reports: [
        {
          type: 'api_error',
          path: '/ys/abyss',
          endpoint: 'genshin.spiralAbyss',
          retcode: 10102,
          message: 'Not public',
          ts: someTime,
        },
      ],
    });
  }, 10_000);
});

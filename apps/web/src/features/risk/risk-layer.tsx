import { RISK_RETCODES, type GameConfig } from '@chronicle/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api-client.js';
import {
  closeChallenge,
  passedRecently,
  requestChallenge,
  retryChallenge,
  riskView,
  subscribeRisk,
} from './risk-flow.js';

// The dialog and its styles come in a chunk of their own, asked for as soon as this one runs: the
// shell's first load then names only this chunk, not the dialog's styles too (initial JS budget).
const dialog = import('./risk-dialog.js');
const RiskDialog = lazy(() => dialog.then((m) => ({ default: m.RiskDialog })));

/**
 * The path of the call that was refused (`x-rpc-challenge_path`): the latest query failure with a
 * risk retcode, as the api client recorded it on the ApiError; empty when none is cached.
 */
export function refusedPath(client: QueryClient): string {
  let latest: { at: number; path: string } | undefined;
  for (const query of client.getQueryCache().getAll()) {
    const { error, errorUpdatedAt } = query.state;
    if (!(error instanceof ApiError) || !RISK_RETCODES.includes(error.retcode)) continue;
    if (!latest || errorUpdatedAt > latest.at) latest = { at: errorUpdatedAt, path: error.path };
  }
  return latest?.path ?? '';
}

export interface RiskLayerProps {
  /** The risk retcode the error layout shows. */
  code: number;
  /** Counts the presses of the layout's Verify button: each one starts the challenge again. */
  round: number;
  game: GameConfig;
}

/**
 * The risk challenge of docs/reference/web-app.md#risk-challenge over the error layout (loaded with
 * the first risk error): the error, and each Verify after it, starts the challenge for the call
 * that was refused, and the
 * dialog shows while one runs, has passed or has failed.
 */
export default function RiskLayer({ code, round, game }: RiskLayerProps) {
  const view = useSyncExternalStore(subscribeRisk, riskView, riskView);
  const client = useQueryClient();
  // What this layer has started: React's second run of effects in development must not start it
  // again (a GEETEST_PENDING of the page's own making), while a new layer (a later error) does.
  const started = useRef('');
  const gameId = game.id;

  useEffect(() => {
    const key = `${code}.${round}`;
    if (started.current === key) return;
    started.current = key;
    // Refused again right after a pass and its reload: Verify starts it, the page does not loop.
    if (round === 0 && passedRecently()) return;
    requestChallenge({ code, path: refusedPath(client), gameId });
  }, [code, round, gameId, client]);

  if (view.phase === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <RiskDialog game={game} view={view} onClose={closeChallenge} onRetry={retryChallenge} />
    </Suspense>
  );
}

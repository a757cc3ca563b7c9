import type { ApiFailure } from '../api-failure.js';
import type { RouterLocation } from '../router/history.js';
import type { RouteMatch } from '../router/match.js';
import type { Session } from '../session.js';
import { startTelemetry, type Telemetry, type TelemetryOptions } from './telemetry.js';

/** A render of the shell: the session and where the router is. */
export interface RenderNote {
  session: Session;
  location: RouterLocation;
  matches: readonly RouteMatch[];
  /**
   * False when the page's URL says `disable_track`
   * (docs/reference/web-app.md#tracking-and-monitoring).
   */
  tracking: boolean;
  ts: number;
}

/** A failed call, with the hash of the page when it failed. */
export interface FailureNote {
  failure: ApiFailure;
  hash: string;
  ts: number;
}

export type ShellNote = RenderNote | FailureNote;

const isFailure = (note: ShellNote): note is FailureNote => 'failure' in note;

/** The id of the table route that matched (its handle, set by the app's router). */
export function routeIdOf(matches: readonly RouteMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (typeof handle === 'object' && handle !== null && 'routeId' in handle) {
      return String(handle.routeId);
    }
  }
  return undefined;
}

/** The route path of a location hash (`#/ys/abyss?uid=1` → `/ys/abyss`). */
const hashPath = (hash: string) => hash.replace(/^#/, '').split('?')[0] || '/';

/**
 * Turns what `useTelemetry` noted into telemetry
 * (docs/reference/web-app.md#tracking-and-monitoring), from the notes taken before this code loaded
 * on:
 * - a page visit once per navigation (history entry and path), when the login status is known and
 *   a table route matched, with label and aid on the records pages (page-view.ts); a path of
 *   another game is skipped, because the route guard reloads the page there and the reloaded page
 *   counts it;
 * - `disable_track` as the page was opened turns visits, exposures and vitals off for the page's
 *   life; vitals are off for under-13 accounts too (docs/reference/privacy.md#under-13-rule);
 * - failed calls are reported (except -100, 10001 and the telemetry calls, failure-report.ts),
 *   unless `disable_track` turned everything off.
 * Returns the function that takes the later notes.
 */
export function followShell(
  early: readonly ShellNote[],
  start: (options: TelemetryOptions) => Telemetry = startTelemetry,
): (note: ShellNote) => void {
  const renders = early.filter((note): note is RenderNote => !isFailure(note));
  const first = renders[0];
  const settled = renders.find((note) => note.session.status !== 'unknown') ?? renders.at(-1);
  const tracking = first?.tracking ?? true;
  const pageGameId = first?.session.game.id ?? 0;
  const telemetry = start({
    tracking,
    vitals: tracking && settled?.session.isMinor !== true,
    gameId: pageGameId,
  });
  let lastNavigation: string | undefined;

  const take = (note: ShellNote) => {
    if (isFailure(note)) {
      telemetry.apiFailure(note.failure, { path: hashPath(note.hash), ts: note.ts });
      return;
    }
    const { session, location, matches, ts } = note;
    const routeId = routeIdOf(matches);
    const navigation = `${location.key}|${location.pathname}|${location.search}`;
    if (session.status === 'unknown' || routeId === undefined) return;
    if (session.game.id !== pageGameId || navigation === lastNavigation) return;
    lastNavigation = navigation;
    telemetry.pageView({
      path: location.pathname,
      routeId,
      gameId: session.game.id,
      viewUid: session.viewUid,
      ts,
    });
  };
  for (const note of early) take(note);
  return take;
}

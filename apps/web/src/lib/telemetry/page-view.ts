import type { GameKey, TrackEvent } from '@chronicle/contract';
import { ROUTE_LIST, navRoutes, type RouteEntry } from '../../app/routes.js';
import { safePath } from './fields.js';

/**
 * One navigation as the shell saw it (docs/reference/web-app.md#tracking-and-monitoring "after each
 * navigation a page-visit tracking event").
 */
export interface PageVisit {
  /** The hash route path (`/ys/abyss`). */
  path: string;
  /** The id of the table route that matched (`ysAbyss`). */
  routeId: string;
  gameId: number;
  /** The viewed community account (`session.viewUid`), if known. */
  viewUid: string | undefined;
  /** Unix ms of the navigation. */
  ts: number;
}

/** Whether `path` is `base` or a page below it, segment by segment (`/ys/abyss` ≠ `/ys/abyssExplain`). */
function isAtOrBelow(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * The records pages, whose visits carry a label and the viewed account id
 * (docs/reference/web-app.md#tracking-and-monitoring "some paths carry a label and the account
 * id"): the pages the game's records navigation leads to, i.e. the routes
 * one of its entries marks as current. That is the entry's own path (the game home exactly, the
 * others with the pages below them) and the paths of its `navSection`. So the overview, characters,
 * exploration, every event page, the card game, the calendar, hard challenge, role combat (with
 * char-master and tarot) and the abyss carry them; settings, the journey summary, the abyss
 * explanation and the alchemy simulator do not. The other two games' homes, characters and mode
 * pages are records pages too.
 */
export function isRecordsRoute(route: Pick<RouteEntry, 'path' | 'game'>): boolean {
  return navRoutes(route.game).some((entry) =>
    entry.home
      ? route.path === entry.path
      : isAtOrBelow(route.path, entry.path) ||
        (entry.navSection ?? []).some((base) => isAtOrBelow(route.path, base)),
  );
}

const RECORDS_ROUTE_IDS: ReadonlySet<string> = new Set(
  ROUTE_LIST.filter(isRecordsRoute).map((route) => route.id),
);

/** The route ids that count as records pages (for tests and docs). */
export function recordsRouteIds(game?: GameKey): string[] {
  return ROUTE_LIST.filter(
    (r) => (game ? r.game === game : true) && RECORDS_ROUTE_IDS.has(r.id),
  ).map((r) => r.id);
}

/** The `page_view` event of a visit: label (route id) and aid (viewed account) on records pages. */
export function pageViewEvent(visit: PageVisit): TrackEvent {
  const event: TrackEvent = {
    type: 'page_view',
    path: safePath(visit.path),
    game_id: visit.gameId,
    ts: visit.ts,
  };
  if (!RECORDS_ROUTE_IDS.has(visit.routeId)) return event;
  return {
    ...event,
    label: visit.routeId,
    ...(visit.viewUid && /^\d{1,12}$/.test(visit.viewUid) ? { aid: visit.viewUid } : {}),
  };
}

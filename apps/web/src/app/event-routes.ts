import { EVENT_ROUTING, eventPagePath, type EventRouting } from '@chronicle/contract';
import type { ShellKind } from '../lib/shell.js';
import {
  adventurePage,
  eventV52Page,
  fairyTalesPage,
  lanternPage,
  lanternV4Page,
  monsterVsMonsterPage,
  mushroomPage,
  poetryFestivalPage,
  summerV2Page,
  toyBattlePage,
} from './page-loaders.js';
import {
  BOTH,
  DESKTOP_ONLY,
  defineRoute,
  type LayoutKind,
  type PageLoader,
  type Route,
} from './route-define.js';

/**
 * The seasonal events' routes, derived from the contract's `EVENT_ROUTING` (the routing part of
 * each event's declaration; the numbers the pages show stay out of the first load): the paths and
 * sub-pages come from there, so the web side only says what is its own for each event: the page
 * module, the prefix of its route ids (the ids key the page titles in locales/<lang>/routes.json
 * and label page-view telemetry, so they must not change), and a layout or shells other than the
 * default. A new event in the contract fails the type check here until it gets an entry.
 */
interface EventWebSpec {
  /**
   * Route id of the event (`param`/`single`), or the prefix of its sub-pages' ids (`segment`);
   * `ys` and the capitalized route when not given.
   */
  id?: string;
  page: PageLoader;
  layout?: LayoutKind;
  shells?: readonly ShellKind[];
}

/** One web spec per event, in the same order (a tuple of the same length). */
type OnePer<T extends readonly unknown[]> = { readonly [I in keyof T]: EventWebSpec };

/**
 * Each event's web side, in `EVENT_ROUTING`'s order (an array, so the first load carries no slugs:
 * only the contract and the server read them). The route ids test in routes.test.ts fails when an
 * entry stands at another event's place.
 */
const EVENT_WEB = [
  { page: summerV2Page, id: 'ysSummer' },
  { page: mushroomPage },
  { page: lanternPage },
  { page: adventurePage },
  { page: toyBattlePage },
  { page: poetryFestivalPage, id: 'ysPoetry' },
  { page: lanternV4Page },
  { page: monsterVsMonsterPage, layout: 'monsterVsMonster' },
  { page: fairyTalesPage, layout: 'fairyTales' },
  // The event layout has a fixed 1200 px content width, so only the desktop page offers it.
  { page: eventV52Page, id: 'ysEventV52', layout: 'event', shells: DESKTOP_ONLY },
] as const satisfies OnePer<typeof EVENT_ROUTING>;

type Entries = typeof EVENT_ROUTING;
type Index = keyof Entries & `${number}`;
type NoParams = Record<never, never>;

/** The routes one event yields, keyed by route id, with typed paths and parameters. */
type RoutesOfEvent<E extends Entries[number], Id extends string> = E extends {
  addressing: 'segment';
}
  ? {
      [P in E['pages'][number] as `${Id}${Capitalize<P>}`]: Route<
        `/ys/${E['route']}/${P}`,
        NoParams
      >;
    }
  : E extends { addressing: 'param' }
    ? { [K in Id]: Route<`/ys/${E['route']}/:type`, { readonly type: E['pages'] }> }
    : { [K in Id]: Route<`/ys/${E['route']}`, NoParams> };

/** The route id (prefix) of an event: its spec's `id`, else `ys` and the capitalized route. */
type IdOf<E extends Entries[number], W> = W extends { id: infer Id extends string }
  ? Id
  : `ys${Capitalize<E['route']>}`;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

type EventRoutes = UnionToIntersection<
  { [I in Index]: RoutesOfEvent<Entries[I], IdOf<Entries[I], (typeof EVENT_WEB)[I]>> }[Index]
>;

/** Where the event pages live (their sub-pages sit below these paths). */
export const EVENT_PATHS: readonly string[] = EVENT_ROUTING.map((event) => `/ys/${event.route}`);

const capitalize = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * Every event page's route, in the contract's order. The records nav's "Events" entry is the first
 * event's first page: it is current on every event page (`navSection`), and every event page lists
 * all of them.
 */
function buildEventRoutes(): EventRoutes {
  const routes: Record<string, Route<string, NoParams>> = {};
  (EVENT_ROUTING as readonly EventRouting[]).forEach((event, i) => {
    const web: EventWebSpec = EVENT_WEB[i] as EventWebSpec;
    const param = event.addressing === 'param';
    // A sub-page per key when each has its own path segment; else one route for the event.
    for (const key of event.addressing === 'segment' ? event.pages : ['']) {
      routes[(web.id ?? `ys${capitalize(event.route)}`) + capitalize(key)] = defineRoute({
        layout: web.layout ?? 'standard',
        shells: web.shells ?? BOTH,
        page: web.page,
        path: param ? `/ys/${event.route}/:type` : eventPagePath(event, key),
        ...(param ? { paramValues: { type: event.pages } } : {}),
        ...(i === 0 && key === event.pages[0] ? { nav: true, navSection: EVENT_PATHS } : {}),
      });
    }
  });
  return routes as unknown as EventRoutes;
}

export const EVENT_ROUTES: EventRoutes = buildEventRoutes();

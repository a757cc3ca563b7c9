import {
  EVENTS,
  eventPagePath,
  type EventDecl,
  type EventDeclaration,
  type EventPageKey,
  type EventSlug,
} from '@chronicle/contract';
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
 * The seasonal events' routes, derived from the contract's `EVENTS`: the paths and sub-pages come
 * from each declaration, so the web side only says what is its own for each event: the page module,
 * the prefix of its route ids (the ids key the page titles in locales/<lang>/routes.json and label
 * page-view telemetry, so they must not change), and a layout or shells other than the default.
 * A new event in the contract fails the type check here until it gets an entry.
 */
interface EventWebSpec {
  /** Route id of the event (`param`/`single`), or the prefix of its sub-pages' ids (`segment`). */
  id: string;
  page: PageLoader;
  layout?: LayoutKind;
  shells?: readonly ShellKind[];
}

export const EVENT_WEB = {
  summer_v2: { id: 'ysSummer', page: summerV2Page },
  mushroom: { id: 'ysMushroom', page: mushroomPage },
  lantern: { id: 'ysLantern', page: lanternPage },
  adventure: { id: 'ysAdventure', page: adventurePage },
  toy_battle: { id: 'ysToyBattle', page: toyBattlePage },
  poetry_festival: { id: 'ysPoetry', page: poetryFestivalPage },
  lantern_v4: { id: 'ysLanternV4', page: lanternV4Page },
  monster_vs_monster: {
    id: 'ysMonsterVsMonster',
    page: monsterVsMonsterPage,
    layout: 'monsterVsMonster',
  },
  fairy_tales: { id: 'ysFairyTales', page: fairyTalesPage, layout: 'fairyTales' },
  // The event layout has a fixed 1200 px content width, so only the desktop page offers it.
  v5_2: { id: 'ysEventV52', page: eventV52Page, layout: 'event', shells: DESKTOP_ONLY },
} as const satisfies Record<EventSlug, EventWebSpec>;

type Spec = typeof EVENT_WEB;
type NoParams = Record<never, never>;

/** The routes one event declaration yields, keyed by route id, with typed paths and parameters. */
type RoutesOfEvent<E extends EventDeclaration> = E extends { addressing: 'segment' }
  ? {
      [P in E['pages'][number] as `${Spec[E['slug']]['id']}${Capitalize<P['key']>}`]: Route<
        `/ys/${E['route']}/${P['key']}`,
        NoParams
      >;
    }
  : E extends { addressing: 'param' }
    ? {
        [K in Spec[E['slug']]['id']]: Route<
          `/ys/${E['route']}/:type`,
          { readonly type: readonly E['pages'][number]['key'][] }
        >;
      }
    : { [K in Spec[E['slug']]['id']]: Route<`/ys/${E['route']}`, NoParams> };

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

export type EventRoutes = UnionToIntersection<RoutesOfEvent<EventDeclaration>>;

/** Where the event pages live (their sub-pages sit below these paths). */
export const EVENT_PATHS: readonly string[] = (EVENTS as readonly EventDecl[]).map(
  (event) => `/ys/${event.route}`,
);

/** The sub-page keys of an event, which its `:type` parameter accepts. */
export function eventPageKeys<S extends EventSlug>(slug: S): readonly EventPageKey<S>[] {
  const event = (EVENTS as readonly EventDecl[]).find((e) => e.slug === slug);
  return (event?.pages ?? []).map((p) => p.key) as EventPageKey<S>[];
}

const capitalize = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * Every event page's route, in the contract's order. The records nav's "Events" entry is the first
 * event's first page: it is current on every event page (`navSection`), and every event page lists
 * all of them.
 */
function buildEventRoutes(): EventRoutes {
  const routes: Record<string, Route<string, NoParams>> = {};
  const first = EVENTS[0].pages[0].key as string;
  for (const event of EVENTS as readonly EventDecl[]) {
    const web: EventWebSpec = EVENT_WEB[event.slug as EventSlug];
    const base = {
      layout: web.layout ?? 'standard',
      shells: web.shells ?? BOTH,
      page: web.page,
    } as const;
    if (event.addressing !== 'segment') {
      routes[web.id] = defineRoute({
        ...base,
        path: event.addressing === 'param' ? `/ys/${event.route}/:type` : `/ys/${event.route}`,
        ...(event.addressing === 'param'
          ? { paramValues: { type: event.pages.map((p) => p.key) } }
          : {}),
      });
      continue;
    }
    for (const page of event.pages) {
      const nav = event === EVENTS[0] && page.key === first;
      routes[`${web.id}${capitalize(page.key)}`] = defineRoute({
        ...base,
        path: eventPagePath(event, page.key),
        ...(nav ? { nav: true, navSection: EVENT_PATHS } : {}),
      });
    }
  }
  return routes as unknown as EventRoutes;
}

export const EVENT_ROUTES: EventRoutes = buildEventRoutes();

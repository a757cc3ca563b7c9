/*
 * Seasonal events (docs/reference/web-app.md#routes, issue 5): one declaration per event. A
 * declaration names the event's slug (its key in `genshin/api/activities` and its per-event call
 * `activity/<slug>`), the route it
 * lives under, its headline numbers and its sub-pages, each with the view that draws it and the
 * event-specific numbers its records carry. The stored snapshot schema, the endpoints, the demo
 * data and the web pages are all derived from this table, so a new event is one entry here, one
 * demo generator and one page folder (docs/ARCHITECTURE.md "Seasonal events").
 */

import {
  EVENT_ROUTING,
  type EventRoute,
  type EventRouting,
  type EventRoutingOf,
} from './event-routing.js';

export { eventPagePath } from './event-routing.js';

/** How a number is shown: a plain count, a duration in seconds, or a percentage (0–100). */
export type EventMetricUnit = 'count' | 'seconds' | 'percent';

export interface EventMetricDecl {
  key: string;
  unit: EventMetricUnit;
}

/**
 * The shared views a sub-page can use:
 *  - `stages`: cards per stage with stars, score, team and rewards;
 *  - `table`: one row per run with score, time and the metrics as columns;
 *  - `story`: a timeline of chapters, finished or locked.
 */
export type EventView = 'stages' | 'table' | 'story';

export interface EventPageDecl {
  /** Sub-page key: the last path segment (`/ys/summerv2/<key>`), or the `:type` parameter. */
  key: string;
  view: EventView;
  /** Numbers of the whole sub-page (shown above its records). */
  stats: readonly EventMetricDecl[];
  /** Event-specific numbers of each record, beside the common ones (score, stars, time…). */
  metrics: readonly EventMetricDecl[];
}

/** An event: its slug, where it lives (event-routing.ts), its headline numbers and sub-pages. */
export interface EventDecl extends Omit<EventRouting, 'pages'> {
  /** Key in `activities` and in `activity/<slug>`; snake_case like the real slugs. */
  slug: string;
  /** Headline numbers of the whole event. */
  stats: readonly EventMetricDecl[];
  pages: readonly EventPageDecl[];
}

const count = (key: string): EventMetricDecl => ({ key, unit: 'count' });
const seconds = (key: string): EventMetricDecl => ({ key, unit: 'seconds' });
const percent = (key: string): EventMetricDecl => ({ key, unit: 'percent' });

/** A sub-page's view and numbers; its key and place come from the event's routing entry. */
type PageBody = Omit<EventPageDecl, 'key'>;

function page(
  view: EventView,
  metrics: readonly EventMetricDecl[] = [],
  stats: readonly EventMetricDecl[] = [],
): PageBody {
  return { view, metrics, stats };
}

/**
 * Declares the event `slug` living under `route`: its addressing and sub-page keys come from the
 * route's entry in event-routing.ts, literal, and each sub-page key must get exactly one body here.
 */
function defineEvent<const S extends string, const R extends EventRoute>(
  slug: S,
  route: R,
  body: {
    stats: readonly EventMetricDecl[];
    pages: Record<EventRoutingOf<R>['pages'][number], PageBody>;
  },
) {
  type Routing = EventRoutingOf<R>;
  const routing = EVENT_ROUTING.find((r) => r.route === route) as Routing;
  const bodies: Record<string, PageBody> = body.pages;
  return {
    slug,
    route,
    addressing: routing.addressing as Routing['addressing'],
    stats: body.stats,
    pages: routing.pages.map((key: string) => ({
      key,
      ...bodies[key],
    })) as readonly (EventPageDecl & {
      key: Routing['pages'][number];
    })[],
  };
}

/** Every event with a record page, in the order the spec lists their routes. */
export const EVENTS = [
  // Summertime sailing: the one event whose `activities` shape real clients model
  // (docs/reference/hoyolab-api.md#activities).
  defineEvent('summer_v2', 'summerv2', {
    stats: [count('anchor_number'), count('way_point_number'), count('chest_number')],
    pages: {
      challenge: page('stages', [count('success_num'), count('skill_use_num')]),
      sailing: page('table', [], [count('island_number')]),
      story: page('story'),
    },
  }),
  defineEvent('mushroom', 'mushroom', {
    stats: [count('collected'), count('trained'), count('best_rank')],
    pages: {
      book: page('story'),
      training: page('stages', [count('rounds')]),
      competition: page('table', [count('wins'), count('rank')]),
    },
  }),
  defineEvent('lantern', 'lantern', {
    stats: [count('lanterns_lit'), count('wishes')],
    pages: {
      flame: page('stages', [count('lit')]),
      boat: page('table', [count('gates')]),
      paper: page('story'),
      festival: page('stages', [count('guests')]),
    },
  }),
  defineEvent('adventure', 'adventure', {
    stats: [count('medals'), count('trials_cleared')],
    pages: {
      targetShooting: page('table', [count('hits'), percent('accuracy')]),
      flightGear: page('table', [count('rings')]),
      bladeDance: page('stages', [count('combo')]),
      shuffleBoard: page('table', [count('rounds')]),
    },
  }),
  defineEvent('toy_battle', 'toyBattle', {
    stats: [count('camp_level'), count('wins')],
    pages: {
      qte: page('table', [count('perfect'), count('combo')]),
      current: page('stages', [count('wins')]),
      camp: page('story'),
    },
  }),
  defineEvent('poetry_festival', 'poetryFestival', {
    stats: [count('verses'), count('guests')],
    pages: {
      pitchPot: page('table', [count('arrows'), count('hits')]),
      inspiration: page('story'),
      scenery: page('stages', [count('photos')]),
    },
  }),
  defineEvent('lantern_v4', 'lanternV4', {
    stats: [count('tokens'), count('games_played')],
    pages: {
      pushBox: page('stages', [count('moves')]),
      partyLion: page('table', [count('combo')]),
      carpJump: page('table', [count('height')]),
    },
  }),
  defineEvent('monster_vs_monster', 'monsterVsMonster', {
    stats: [count('rating'), count('battles')],
    pages: {
      attack: page('stages', [count('waves'), count('damage')]),
      defend: page('stages', [count('waves'), percent('hp_left')]),
    },
  }),
  defineEvent('fairy_tales', 'fairyTales', {
    stats: [count('chapters'), count('pages_found')],
    pages: {
      forest: page('story'),
      castle: page('stages', [count('keys')]),
      sea: page('table', [count('pearls')]),
    },
  }),
  // The 1200-px event layout of docs/reference/web-app.md#layouts (desktop): one page with every
  // trial of the festival.
  defineEvent('v5_2', 'activity/v5_2', {
    stats: [count('festival_points'), count('trials')],
    pages: { overview: page('stages', [count('tiles'), seconds('best_time')]) },
  }),
] as const satisfies readonly EventDecl[];

export type EventDeclaration = (typeof EVENTS)[number];
export type EventSlug = EventDeclaration['slug'];
/** Sub-page keys of one event. */
export type EventPageKey<S extends EventSlug = EventSlug> = Extract<
  EventDeclaration,
  { slug: S }
>['pages'][number]['key'];

export const EVENT_SLUGS = EVENTS.map((e) => e.slug) as readonly EventSlug[];

/** The declaration of a slug, or undefined for an unknown one. */
export function eventBySlug(slug: string): EventDecl | undefined {
  return (EVENTS as readonly EventDecl[]).find((e) => e.slug === slug);
}

/**
 * The event and sub-page a web path addresses (`/ys/lantern/boat`), or undefined. Case-insensitive,
 * like the web router's matching.
 */
export function eventOfPath(path: string): { event: EventDecl; page: EventPageDecl } | undefined {
  const at = path.toLowerCase();
  for (const event of EVENTS as readonly EventDecl[]) {
    const base = `/ys/${event.route}`.toLowerCase();
    if (event.addressing === 'single') {
      if (at === base) return { event, page: event.pages[0] as EventPageDecl };
      continue;
    }
    if (!at.startsWith(`${base}/`)) continue;
    const key = at.slice(base.length + 1);
    const found = event.pages.find((p) => p.key.toLowerCase() === key);
    if (found) return { event, page: found };
  }
  return undefined;
}

/** Snapshot kind of an event's records (`activity_summer_v2`). */
export function eventSnapshotKind(slug: string): string {
  return `activity_${slug}`;
}

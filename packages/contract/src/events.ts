/*
 * Seasonal events (docs/reference/web-app.md#routes, issue 5): one declaration per event. A
 * declaration names the event's slug (its key in `genshin/api/activities` and its per-event call
 * `activity/<slug>`), the route it
 * lives under, its headline numbers and its sub-pages, each with the view that draws it and the
 * event-specific numbers its records carry. The stored snapshot schema, the endpoints, the demo
 * data and the web pages are all derived from this table, so a new event is one entry here, one
 * demo generator and one page folder (docs/ARCHITECTURE.md "Seasonal events").
 */

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

export interface EventDecl {
  /** Key in `activities` and in `activity/<slug>`; snake_case like the real slugs. */
  slug: string;
  /** Web path of the event under `/ys` (`summerv2`, `monsterVsMonster`, `activity/v5_2`). */
  route: string;
  /** How a sub-page is addressed: its own path segment, the `:type` parameter, or none (one page). */
  addressing: 'segment' | 'param' | 'single';
  /** Headline numbers of the whole event. */
  stats: readonly EventMetricDecl[];
  pages: readonly EventPageDecl[];
}

const count = (key: string): EventMetricDecl => ({ key, unit: 'count' });
const seconds = (key: string): EventMetricDecl => ({ key, unit: 'seconds' });
const percent = (key: string): EventMetricDecl => ({ key, unit: 'percent' });

/** A sub-page; `const` keeps its key literal, so the page keys of `EventPageKey` are exact. */
function page<const K extends string>(
  key: K,
  view: EventView,
  metrics: readonly EventMetricDecl[] = [],
  stats: readonly EventMetricDecl[] = [],
): EventPageDecl & { key: K } {
  return { key, view, metrics, stats };
}

/** Declares an event; `const` keeps its slug and page keys literal for the types below. */
export function defineEvent<const D extends EventDecl>(decl: D): D {
  return decl;
}

/** Every event with a record page, in the order the spec lists their routes. */
export const EVENTS = [
  // Summertime sailing: the one event whose `activities` shape real clients model
  // (docs/reference/hoyolab-api.md#activities).
  defineEvent({
    slug: 'summer_v2',
    route: 'summerv2',
    addressing: 'segment',
    stats: [count('anchor_number'), count('way_point_number'), count('chest_number')],
    pages: [
      page('challenge', 'stages', [count('success_num'), count('skill_use_num')]),
      page('sailing', 'table', [], [count('island_number')]),
      page('story', 'story'),
    ],
  }),
  defineEvent({
    slug: 'mushroom',
    route: 'mushroom',
    addressing: 'segment',
    stats: [count('collected'), count('trained'), count('best_rank')],
    pages: [
      page('book', 'story'),
      page('training', 'stages', [count('rounds')]),
      page('competition', 'table', [count('wins'), count('rank')]),
    ],
  }),
  defineEvent({
    slug: 'lantern',
    route: 'lantern',
    addressing: 'segment',
    stats: [count('lanterns_lit'), count('wishes')],
    pages: [
      page('flame', 'stages', [count('lit')]),
      page('boat', 'table', [count('gates')]),
      page('paper', 'story'),
      page('festival', 'stages', [count('guests')]),
    ],
  }),
  defineEvent({
    slug: 'adventure',
    route: 'adventure',
    addressing: 'segment',
    stats: [count('medals'), count('trials_cleared')],
    pages: [
      page('targetShooting', 'table', [count('hits'), percent('accuracy')]),
      page('flightGear', 'table', [count('rings')]),
      page('bladeDance', 'stages', [count('combo')]),
      page('shuffleBoard', 'table', [count('rounds')]),
    ],
  }),
  defineEvent({
    slug: 'toy_battle',
    route: 'toyBattle',
    addressing: 'segment',
    stats: [count('camp_level'), count('wins')],
    pages: [
      page('qte', 'table', [count('perfect'), count('combo')]),
      page('current', 'stages', [count('wins')]),
      page('camp', 'story'),
    ],
  }),
  defineEvent({
    slug: 'poetry_festival',
    route: 'poetryFestival',
    addressing: 'segment',
    stats: [count('verses'), count('guests')],
    pages: [
      page('pitchPot', 'table', [count('arrows'), count('hits')]),
      page('inspiration', 'story'),
      page('scenery', 'stages', [count('photos')]),
    ],
  }),
  defineEvent({
    slug: 'lantern_v4',
    route: 'lanternV4',
    addressing: 'segment',
    stats: [count('tokens'), count('games_played')],
    pages: [
      page('pushBox', 'stages', [count('moves')]),
      page('partyLion', 'table', [count('combo')]),
      page('carpJump', 'table', [count('height')]),
    ],
  }),
  defineEvent({
    slug: 'monster_vs_monster',
    route: 'monsterVsMonster',
    addressing: 'param',
    stats: [count('rating'), count('battles')],
    pages: [
      page('attack', 'stages', [count('waves'), count('damage')]),
      page('defend', 'stages', [count('waves'), percent('hp_left')]),
    ],
  }),
  defineEvent({
    slug: 'fairy_tales',
    route: 'fairyTales',
    addressing: 'param',
    stats: [count('chapters'), count('pages_found')],
    pages: [
      page('forest', 'story'),
      page('castle', 'stages', [count('keys')]),
      page('sea', 'table', [count('pearls')]),
    ],
  }),
  // The 1200-px event layout of docs/reference/web-app.md#layouts (desktop): one page with every
  // trial of the festival.
  defineEvent({
    slug: 'v5_2',
    route: 'activity/v5_2',
    addressing: 'single',
    stats: [count('festival_points'), count('trials')],
    pages: [page('overview', 'stages', [count('tiles'), seconds('best_time')])],
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

/** The web path of an event's sub-page. */
export function eventPagePath(event: EventDecl, pageKey: string): string {
  return event.addressing === 'single' ? `/ys/${event.route}` : `/ys/${event.route}/${pageKey}`;
}

/** Snapshot kind of an event's records (`activity_summer_v2`). */
export function eventSnapshotKind(slug: string): string {
  return `activity_${slug}`;
}

/*
 * Where each seasonal event lives on the web (docs/reference/web-app.md#routes): the route under
 * `/ys`, how a sub-page is addressed, and its sub-pages' keys in order. This is the part
 * of the events' declarations (events.ts builds every declaration from its entry here) that the web
 * app's route table needs on its first load; the numbers each page shows stay in events.ts, which
 * only the event pages and the server load.
 */

export interface EventRouting {
  /** Web path of the event under `/ys` (`summerv2`, `monsterVsMonster`, `activity/v5_2`). */
  route: string;
  /** How a sub-page is addressed: its own path segment, the `:type` parameter, or none (one page). */
  addressing: 'segment' | 'param' | 'single';
  /** Sub-page keys: the last path segment (`/ys/summerv2/<key>`), or the `:type` parameter. */
  pages: readonly string[];
}

/** Every event with a record page, in the order the web app's routes list them. */
export const EVENT_ROUTING = [
  {
    route: 'summerv2',
    addressing: 'segment',
    pages: ['challenge', 'sailing', 'story'],
  },
  {
    route: 'mushroom',
    addressing: 'segment',
    pages: ['book', 'training', 'competition'],
  },
  {
    route: 'lantern',
    addressing: 'segment',
    pages: ['flame', 'boat', 'paper', 'festival'],
  },
  {
    route: 'adventure',
    addressing: 'segment',
    pages: ['targetShooting', 'flightGear', 'bladeDance', 'shuffleBoard'],
  },
  {
    route: 'toyBattle',
    addressing: 'segment',
    pages: ['qte', 'current', 'camp'],
  },
  {
    route: 'poetryFestival',
    addressing: 'segment',
    pages: ['pitchPot', 'inspiration', 'scenery'],
  },
  {
    route: 'lanternV4',
    addressing: 'segment',
    pages: ['pushBox', 'partyLion', 'carpJump'],
  },
  {
    route: 'monsterVsMonster',
    addressing: 'param',
    pages: ['attack', 'defend'],
  },
  {
    route: 'fairyTales',
    addressing: 'param',
    pages: ['forest', 'castle', 'sea'],
  },
  // The 1200-px event layout of docs/reference/web-app.md#layouts (desktop): one page with every
  // trial of the festival.
  { route: 'activity/v5_2', addressing: 'single', pages: ['overview'] },
] as const satisfies readonly EventRouting[];

export type EventRoutingEntry = (typeof EVENT_ROUTING)[number];
export type EventRoute = EventRoutingEntry['route'];
/** The routing entry of the event under a route, with its literal page keys. */
export type EventRoutingOf<R extends EventRoute> = Extract<EventRoutingEntry, { route: R }>;

/** The web path of an event's sub-page. */
export function eventPagePath(
  event: Pick<EventRouting, 'route' | 'addressing'>,
  pageKey: string,
): string {
  return event.addressing === 'single' ? `/ys/${event.route}` : `/ys/${event.route}/${pageKey}`;
}

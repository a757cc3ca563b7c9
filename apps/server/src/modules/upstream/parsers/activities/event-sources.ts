import {
  EVENTS,
  endpoints,
  type EndpointDef,
  type EventDecl,
  type SnapshotKindName,
} from '@chronicle/contract';

/** One declared event as the parsers see it: its declaration, stored kind and per-event call. */
export interface EventSource {
  decl: EventDecl;
  kind: SnapshotKindName;
  endpoint: EndpointDef;
}

/**
 * Every declared event, in declaration order (the order `activities` lists them). Derived from
 * `EVENTS`, so a new declaration is synced and imported without parser code.
 */
export const EVENT_SOURCES: readonly EventSource[] = EVENTS.map((decl) => ({
  decl,
  kind: `activity_${decl.slug}` as const,
  endpoint: endpoints.genshin[`activity_${decl.slug}`],
}));

const bySlug = new Map(EVENT_SOURCES.map((s) => [s.decl.slug, s]));
const byEndpoint = new Map(EVENT_SOURCES.map((s) => [s.endpoint.id, s]));

/** The declared event of a slug (a key of `activities`), or undefined for one Chronicle lacks. */
export const sourceOfSlug = (slug: string): EventSource | undefined => bySlug.get(slug);

/** The declared event whose per-event call an endpoint is, if it is one. */
export const sourceOfEndpoint = (endpoint: Pick<EndpointDef, 'id'>): EventSource | undefined =>
  byEndpoint.get(endpoint.id);

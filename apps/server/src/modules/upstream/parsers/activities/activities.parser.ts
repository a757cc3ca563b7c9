import { endpoints, type EventSnapshot } from '@chronicle/contract';
import {
  CatalogCollector,
  answersOf,
  roleInput,
  type ParsedRecords,
  type ParsedSnapshot,
  type UpstreamGroup,
  type UpstreamRequest,
} from '../parse-kit.js';
import { parseActivities, playedEvents } from './activities-summary.parser.js';
import { parseEventRecord } from './event-record.parser.js';
import { EVENT_SOURCES, sourceOfEndpoint, type EventSource } from './event-sources.js';

const ACTIVITIES = endpoints.genshin.activities;

/** What one answer says about an event: its record (null: not played) as of a capture. */
interface Told {
  capturedAt: number;
  record: EventSnapshot | null;
}

/**
 * The main game's seasonal events: the `activities` summary and Chronicle's per-event calls, one
 * group because `activities` is presented from every event's kind. A real HoYoLAB upstream only has
 * the summary (its per-event calls fail and are skipped), so the summary alone gives the records;
 * a per-event answer, when there is one, wins over it.
 */
export const activitiesGroup: UpstreamGroup = {
  name: 'genshin.activities',
  game: 2,
  kinds: EVENT_SOURCES.map((s) => s.kind),
  endpoints: [ACTIVITIES, ...EVENT_SOURCES.map((s) => s.endpoint)],

  next(role, answers): UpstreamRequest[] {
    const input = roleInput(role);
    const played = new Set(answersOf(answers, ACTIVITIES).flatMap(playedEvents));
    return [
      { endpoint: ACTIVITIES, input },
      // In declaration order, once the summary has told which events the role took part in.
      ...EVENT_SOURCES.filter((s) => played.has(s)).map((s) => ({ endpoint: s.endpoint, input })),
    ];
  },

  parse(answers, ctx): ParsedRecords {
    const catalog = new CatalogCollector(ctx.lang);
    const fromSummary = new Map<EventSource, Told>();
    const fromEvent = new Map<EventSource, Told>();
    for (const answer of answers) {
      const { capturedAt } = answer;
      if (answer.endpoint.id === ACTIVITIES.id) {
        for (const [source, record] of parseActivities(answer, catalog)) {
          fromSummary.set(source, { capturedAt, record });
        }
        continue;
      }
      const source = sourceOfEndpoint(answer.endpoint);
      if (source) {
        fromEvent.set(source, {
          capturedAt,
          record: parseEventRecord(answer, source.decl, catalog),
        });
      }
    }
    // Each answer carries an event's whole record, so the last one of a kind wins; the per-event
    // call is the event's own record, so it wins over a summary.
    const snapshots = EVENT_SOURCES.flatMap((source): ParsedSnapshot[] => {
      const told = fromEvent.get(source) ?? fromSummary.get(source);
      if (!told?.record) return [];
      return [{ kind: source.kind, period: '', capturedAt: told.capturedAt, payload: told.record }];
    });
    return { snapshots, catalog: catalog.list() };
  },
};

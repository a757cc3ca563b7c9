import type { EventDecl, EventPageDecl, EventSnapshot } from '@chronicle/contract';
import { type CatalogCollector, type UpstreamAnswer } from '../parse-kit.js';
import { AnswerShapeError, Reader } from '../answer-reader.js';
import { sourceOfSlug, type EventSource } from './event-sources.js';
import {
  numbersFromFields,
  optCount,
  readEventTime,
  readRecords,
  some,
  storedPage,
  type StoredPage,
} from './event-fields.js';

/*
 * The `activities` summary (the one call real HoYoLAB knows): an array of one-key objects, slug to
 * entry. An entry carries the whole record: times and totals, each headline number as a field, each
 * sub-page as `{<its stats>, records}` under its key, and all records once more in `records` with
 * their `page` (the only list most real events have). Event-specific numbers are spread as fields.
 */

const metricsOf = (record: Reader, page: EventPageDecl) => numbersFromFields(record, page.metrics);

/** One sub-page: its own `{records}` object, else the entry's records that name it. */
function readPage(
  entry: Reader,
  page: EventPageDecl,
  catalog: CatalogCollector,
): StoredPage | undefined {
  const own = entry.optObj(page.key);
  if (own) {
    const records = readRecords(own, 'records', page, metricsOf, catalog);
    return storedPage(page, numbersFromFields(own, page.stats), records);
  }
  const named = (record: Reader) => record.optStr('page') === page.key;
  return storedPage(
    page,
    undefined,
    readRecords(entry, 'records', page, metricsOf, catalog, named),
  );
}

/** The stored record of one entry, or null when it says the role did not take part. */
function readEntry(
  entry: Reader,
  decl: EventDecl,
  catalog: CatalogCollector,
): EventSnapshot | null {
  if (!entry.bool('exists_data')) return null;
  const pages = decl.pages.flatMap((page) => {
    const stored = readPage(entry, page, catalog);
    return stored ? [stored] : [];
  });
  return {
    start_time: readEventTime(entry, 'start_time'),
    end_time: readEventTime(entry, 'end_time'),
    ...some('total_score', optCount(entry, 'total_score') || undefined),
    ...some('total_times', optCount(entry, 'total_times') || undefined),
    ...some('stats', numbersFromFields(entry, decl.stats)),
    pages,
  };
}

/** Each declared event's entry of an `activities` answer: slug, and a reader on its value. */
function entriesOf(r: Reader): { source: EventSource; entry: Reader }[] {
  return r.arr('activities').flatMap((item) =>
    item
      .asObj()
      .keys()
      .flatMap((slug) => {
        // Events Chronicle does not declare (the real API lists 2021–2022 ones) are left out.
        const source = sourceOfSlug(slug);
        return source ? [{ source, entry: item.obj(slug) }] : [];
      }),
  );
}

/**
 * The stored record of every declared event an `activities` answer lists, by event (null for one
 * it lists as not played). Events it does not list are absent.
 */
export function parseActivities(
  answer: UpstreamAnswer,
  catalog: CatalogCollector,
): Map<EventSource, EventSnapshot | null> {
  const records = new Map<EventSource, EventSnapshot | null>();
  for (const { source, entry } of entriesOf(Reader.of(answer).asObj())) {
    records.set(source, readEntry(entry, source.decl, catalog));
  }
  return records;
}

/**
 * The declared events an `activities` answer shows the role played, whose per-event call the sync
 * makes next. Lenient: an answer it cannot read asks for nothing more (parsing names the problem).
 */
export function playedEvents(answer: UpstreamAnswer): EventSource[] {
  try {
    return entriesOf(Reader.of(answer).asObj()).flatMap(({ source, entry }) =>
      entry.optBool('exists_data') === true ? [source] : [],
    );
  } catch (error) {
    if (error instanceof AnswerShapeError) return [];
    throw error;
  }
}

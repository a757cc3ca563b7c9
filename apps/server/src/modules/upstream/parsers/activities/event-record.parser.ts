import type { EventDecl, EventPageDecl, EventSnapshot } from '@chronicle/contract';
import { type CatalogCollector, type UpstreamAnswer } from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import {
  numbersFromList,
  optCount,
  readEventTime,
  readRecords,
  some,
  storedPage,
  type StoredPage,
} from './event-fields.js';

/*
 * Chronicle's own per-event call, `activity/<slug>`: the whole record of one event, every declared
 * sub-page listed (empty where the role has nothing), numbers as `[{key, value}]` lists.
 */

const metricsOf = (record: Reader, page: EventPageDecl) =>
  numbersFromList(record.optArr('metrics'), page.metrics);

/** One sub-page of the answer, or undefined when it holds nothing to store. */
function readPage(
  r: Reader,
  page: EventPageDecl,
  catalog: CatalogCollector,
): StoredPage | undefined {
  const stats = numbersFromList(r.optArr('stats'), page.stats);
  return storedPage(page, stats, readRecords(r, 'records', page, metricsOf, catalog));
}

/**
 * The stored record of an event from its per-event answer, or null when the role never took part
 * (`exists_data` false: the presenter's empty state, which no snapshot gives as well).
 */
export function parseEventRecord(
  answer: UpstreamAnswer,
  decl: EventDecl,
  catalog: CatalogCollector,
): EventSnapshot | null {
  const r = Reader.of(answer).asObj();
  if (!r.bool('exists_data')) return null;
  const sent = new Map<string, Reader>();
  for (const item of r.optArr('pages')) {
    // A sub-page Chronicle does not declare (a newer upstream) is left out.
    const key = item.asObj().str('key');
    if (decl.pages.some((p) => p.key === key)) sent.set(key, item);
  }
  const pages = decl.pages.flatMap((page) => {
    const item = sent.get(page.key);
    const stored = item && readPage(item, page, catalog);
    return stored ? [stored] : [];
  });
  return {
    start_time: readEventTime(r, 'start_time'),
    end_time: readEventTime(r, 'end_time'),
    ...some('total_score', optCount(r, 'total_score') || undefined),
    ...some('total_times', optCount(r, 'total_times') || undefined),
    ...some('stats', numbersFromList(r.optArr('stats'), decl.stats)),
    pages,
  };
}

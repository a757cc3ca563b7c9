import { endpoints, type Lang } from '@chronicle/contract';
import { CatalogCollector, type ParsedCatalogEntry, type UpstreamAnswer } from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { RosterShape, type RosterAnswer } from './avatar-shapes.js';
import { rosterCore, weaponOf, type AvatarPatch } from './avatar.parser.js';
import { readDetails, readPropertyMap, readWikiMap, type ParsedDetail } from './detail.parser.js';
import { readIndex, type ParsedIndex } from './index.parser.js';

const { index: INDEX, characterList: LIST, characterDetail: DETAIL } = endpoints.genshin;

/** What one answer of the overview group says, before it is merged with the others. */
export type Reading = { catalog: ParsedCatalogEntry[] } & (
  | { endpoint: 'index'; index: ParsedIndex }
  | { endpoint: 'list'; avatars: AvatarPatch[] }
  | { endpoint: 'detail'; details: ParsedDetail[] }
  | { endpoint: 'other' }
);

function readList(answer: UpstreamAnswer, catalog: CatalogCollector): AvatarPatch[] {
  return Reader.of(answer)
    .arr('list')
    .map((row) => {
      const item = row.asChecked<RosterAnswer>(RosterShape);
      return {
        ...rosterCore(item, catalog),
        weapon: item.weapon ? weaponOf(item.weapon, catalog) : null,
      };
    });
}

function readDetailAnswer(answer: UpstreamAnswer, catalog: CatalogCollector): ParsedDetail[] {
  const r = Reader.of(answer);
  const details = readDetails(r, catalog);
  const map = r.optObj('property_map');
  if (map) readPropertyMap(map, catalog);
  readWikiMap(r.optObj('relic_wiki'), 'relic', catalog);
  readWikiMap(r.optObj('weapon_wiki'), 'weapon', catalog);
  readWikiMap(r.optObj('avatar_wiki'), 'character', catalog);
  return details;
}

function read(answer: UpstreamAnswer, lang: Lang): Reading {
  const catalog = new CatalogCollector(lang);
  const id = answer.endpoint.id;
  if (id === INDEX.id) {
    const index = readIndex(answer, catalog, lang);
    return { endpoint: 'index', index, catalog: catalog.list() };
  }
  if (id === LIST.id) {
    const avatars = readList(answer, catalog);
    return { endpoint: 'list', avatars, catalog: catalog.list() };
  }
  if (id === DETAIL.id) {
    const details = readDetailAnswer(answer, catalog);
    return { endpoint: 'detail', details, catalog: catalog.list() };
  }
  return { endpoint: 'other', catalog: [] };
}

/*
 * Readings are kept per answer object: a parse folds every answer of the group again, and the same
 * answers are folded repeatedly (an import over stored records, the round-trip checks that vary one
 * answer at a time), while a detail answer of a large roster is several hundred kilobytes. Answers
 * are never changed once received; the fold copies what it returns, so nothing it hands out is
 * shared with a kept reading.
 */
const readings = new WeakMap<UpstreamAnswer, { lang: Lang; reading: Reading }>();

/** What an answer says (read once per answer and language). */
export function readingOf(answer: UpstreamAnswer, lang: Lang): Reading {
  const kept = readings.get(answer);
  if (kept && kept.lang === lang) return kept.reading;
  const reading = read(answer, lang);
  readings.set(answer, { lang, reading });
  return reading;
}

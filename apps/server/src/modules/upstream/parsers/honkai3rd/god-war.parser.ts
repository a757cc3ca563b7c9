import { endpoints, type Honkai3rdGodWarSnapshot } from '@chronicle/contract';
import {
  CatalogCollector,
  answersOf,
  roleInput,
  roleIdOf,
  syntheticId,
  type ParsedRecords,
  type UpstreamAnswer,
  type UpstreamGroup,
} from '../parse-kit.js';
import { Reader, keyPath } from '../answer-reader.js';
import { arrMax, count, digits, intIn, nonEmpty, readElf, readLineup, readSuit } from './shared.js';

const GOD_WAR = endpoints.honkai3rd.godWar;

type StoredRun = Honkai3rdGodWarSnapshot['records'][number];

/** The remembrance sigil's id: clients read it from the icon's filename (`…/119301.png`). */
function sigilId(r: Reader): number {
  const match = /([0-9]+)\.png$/.exec(r.str('extra_item_icon'));
  const id = Number(match?.[1] ?? 0);
  if (!Number.isSafeInteger(id) || id < 1) {
    r.fail('a URL ending in <id>.png', keyPath(r.path, 'extra_item_icon'));
  }
  return id;
}

/**
 * A run. Signet icons go to the catalog (signets are named by id). Conditions come without an id:
 * each gets a catalog entry of its own run (the role, the run's settle time and its place), so
 * every language's name and description land on it.
 */
function readRun(r: Reader, catalog: CatalogCollector): StoredRun {
  const settle = digits(r, 'settle_time_second');
  const roleId = roleIdOf(r.answer);
  const buffs = r.arr('buffs').map((item) => {
    const b = item.asObj();
    const id = intIn(b, 'id', 1, 14);
    catalog.add('bh3_signet', id, { icon: nonEmpty(b.optStr('icon')) });
    return { id, number: count(b, 'number') };
  });
  const conditions = r.arr('conditions').map((item, i) => {
    const c = item.asObj();
    const name = nonEmpty(c.optStr('name'));
    const desc = nonEmpty(c.optStr('desc'));
    const difficulty = count(c, 'difficulty');
    if (!name && !desc) return { difficulty };
    const id = syntheticId('bh3_condition', `${roleId}:${settle}:${i}`);
    catalog.add('bh3_condition', id, { name: name ?? '', texts: { desc } });
    return { id, difficulty };
  });
  return {
    settle_time_second: settle,
    score: count(r, 'score'),
    punish_level: count(r, 'punish_level'),
    level: count(r, 'level'),
    buffs,
    conditions,
    main_avatar: readSuit(r.obj('main_avatar'), catalog),
    support_avatars: readLineup(arrMax(r, 'support_avatars', 2), catalog),
    elf: readElf(r, catalog),
    extra_item_id: sigilId(r),
  };
}

function readSummary(r: Reader): Honkai3rdGodWarSnapshot['summary'] {
  return {
    max_level_avatar_number: count(r, 'max_level_avatar_number'),
    max_support_point: count(r, 'max_support_point'),
    extra_item_number: count(r, 'extra_item_number'),
    max_punish_level: count(r, 'max_punish_level'),
    max_challenge_score: count(r, 'max_challenge_score'),
    avatar_numbers: count(r, 'avatar_numbers'),
    max_challenge_level: count(r, 'max_challenge_level'),
  };
}

/** Per-battlesuit stats; the suit's level is the entry's own `level`. */
function readTranscript(r: Reader, catalog: CatalogCollector) {
  return {
    avatar: readSuit(r.obj('avatar'), catalog),
    level: count(r, 'level'),
    challenge_success_times: count(r, 'challenge_success_times'),
    max_challenge_score: count(r, 'max_challenge_score'),
    max_punish_level: count(r, 'max_punish_level'),
    max_challenge_level: count(r, 'max_challenge_level'),
  };
}

function parseGodWar(answer: UpstreamAnswer, catalog: CatalogCollector): Honkai3rdGodWarSnapshot {
  const r = Reader.of(answer);
  return {
    records: r.arr('records').map((run) => readRun(run.asObj(), catalog)),
    collections: r.arr('collections').map((item) => {
      const c = item.asObj();
      const type = c.str('type');
      if (type.length > 32) c.fail('a string of at most 32 characters', keyPath(c.path, 'type'));
      return {
        type,
        collected_number: count(c, 'collected_number'),
        total_number: count(c, 'total_number'),
      };
    }),
    summary: readSummary(r.obj('summary')),
    avatar_transcript: r.optArr('avatar_transcript').map((t) => readTranscript(t.asObj(), catalog)),
  };
}

/** Nothing played: what the presenter sends for a role with nothing stored. */
const isEmpty = (s: Honkai3rdGodWarSnapshot) =>
  s.records.length === 0 &&
  s.collections.length === 0 &&
  (s.avatar_transcript ?? []).length === 0 &&
  Object.values(s.summary).every((n) => n === 0);

/** Elysian Realm: the runs, collections, totals and per-suit stats, one snapshot (latest wins). */
export const honkai3rdGodWarGroup: UpstreamGroup = {
  name: 'honkai3rd.godWar',
  game: 1,
  kinds: ['bh3_god_war'],
  endpoints: [GOD_WAR],
  next: (role) => [{ endpoint: GOD_WAR, input: roleInput(role) }],
  parse(answers, ctx): ParsedRecords {
    const catalog = new CatalogCollector(ctx.lang);
    const parsed = answersOf(answers, GOD_WAR).map((answer) => ({
      answer,
      payload: parseGodWar(answer, catalog),
    }));
    const last = parsed.at(-1);
    const snapshots =
      last && !isEmpty(last.payload)
        ? [
            {
              kind: 'bh3_god_war' as const,
              period: '',
              capturedAt: last.answer.capturedAt,
              payload: last.payload,
            },
          ]
        : [];
    return { snapshots, catalog: catalog.list() };
  },
};

import type { GcgChallengeSnapshot, GcgSnapshotDeck } from '@chronicle/contract';
import { SEASON_TERM_BASE } from '../../../gcg/gcg.catalog.js';
import { periodCapturedAt, type ParsedSnapshot, type UpstreamAnswer } from '../parse-kit.js';
import { Reader, endpointLabel } from '../answer-reader.js';
import type { GcgCatalog } from './card-facts.js';
import { readDeck } from './deck.parser.js';
import { medalTermId, optUnix, readId, readIntIn, readName } from './gcg-read.js';

/*
 * Card-challenge seasons (kind `gcg_challenge`, one per schedule id): a season is its record
 * (gcg/challenge/record) plus the decks its opponents were beaten with (gcg/challenge/deck). The
 * season list (gcg/challenge/schedule) only names the seasons.
 */

type Opponent = GcgChallengeSnapshot['opponents'][number];

/** The seasons of one language's answers. */
export class ChallengeSeasons {
  private readonly records = new Map<number, { season: GcgChallengeSnapshot; at: number }>();
  private readonly decks = new Map<number, Map<number, GcgSnapshotDeck>>();

  constructor(private readonly catalog: GcgCatalog) {}

  /** GET gcg/challenge/schedule: the seasons' names. */
  readSchedule(answer: UpstreamAnswer): void {
    for (const schedule of Reader.of(answer).arr('schedule_list')) this.readSeasonName(schedule);
  }

  /** GET gcg/challenge/record: a season, unless the role has none stored (`schedule` null). */
  readRecord(answer: UpstreamAnswer): void {
    const r = Reader.of(answer);
    const schedule = r.optObj('schedule');
    if (!schedule) return;
    const scheduleId = this.readSeasonName(schedule);
    const medal = this.readMedal(r);
    const season: GcgChallengeSnapshot = {
      schedule_id: scheduleId,
      begin: optUnix(schedule, 'begin') ?? 0,
      end: optUnix(schedule, 'end') ?? 0,
      nickname: readName(r, 'nickname'),
      ...(medal === undefined ? {} : { medal_id: medal }),
      opponents: r.arr('opponents').map((o) => this.readOpponent(o)),
      decks: [],
    };
    this.records.set(scheduleId, {
      season,
      at: periodCapturedAt(season.end || undefined, answer.capturedAt),
    });
  }

  /** GET gcg/challenge/deck: a deck of the season the request named (`deck` null when none). */
  readDeck(answer: UpstreamAnswer): void {
    const input = new Reader(answer, endpointLabel(answer.endpoint), answer.input, '$.input');
    const scheduleId = input.intLike('schedule_id');
    const r = Reader.of(answer);
    const deck = r.optObj('deck');
    if (!deck) return;
    const decks = this.decks.get(scheduleId) ?? new Map<number, GcgSnapshotDeck>();
    const read = readDeck(deck, this.catalog);
    decks.set(read.id, read);
    this.decks.set(scheduleId, decks);
  }

  /** The seasons with their decks, oldest (lowest schedule id) first. */
  snapshots(): ParsedSnapshot[] {
    return [...this.records.values()]
      .sort((a, b) => a.season.schedule_id - b.season.schedule_id)
      .map(({ season, at }) => ({
        kind: 'gcg_challenge' as const,
        period: String(season.schedule_id),
        capturedAt: at,
        payload: {
          ...season,
          decks: [...(this.decks.get(season.schedule_id)?.values() ?? [])],
        },
      }));
  }

  private readSeasonName(schedule: Reader): number {
    const id = readId(schedule, 'id');
    this.catalog.term(SEASON_TERM_BASE + id, schedule.str('name'));
    return id;
  }

  /** The medal earned: keyed by its icon, which is the same in every language. */
  private readMedal(r: Reader): number | undefined {
    const icon = r.str('medal');
    const name = r.str('medal_name');
    if (!icon && !name) return undefined;
    const id = medalTermId(icon || `name:${name}`);
    this.catalog.term(id, name, icon);
    return id;
  }

  private readOpponent(r: Reader): Opponent {
    const id = readId(r, 'id');
    this.catalog.term(id, r.str('name'), r.str('icon'));
    const matchTime = optUnix(r, 'match_time');
    const deckId = r.int('deck_id') === 0 ? undefined : readId(r, 'deck_id');
    return {
      id,
      level: readIntIn(r, 'level', 1, 3),
      is_win: r.bool('is_win'),
      // The presenter shows a time of 0 as null, as it does a missing one.
      ...(matchTime ? { match_time: matchTime } : {}),
      ...(deckId === undefined ? {} : { deck_id: deckId }),
    };
  }
}

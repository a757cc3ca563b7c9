import { endpoints } from '@chronicle/contract';
import {
  answersOf,
  roleInput,
  type ParseContext,
  type ParsedRecords,
  type ParsedSnapshot,
  type UpstreamAnswer,
  type UpstreamGroup,
  type UpstreamRequest,
  type UpstreamRole,
} from '../parse-kit.js';
import { AnswerShapeError, Reader } from '../answer-reader.js';
import { GcgCatalog } from './card-facts.js';
import { ChallengeSeasons } from './challenge.parser.js';
import {
  assembleProfile,
  readBasicInfo,
  readCardBacks,
  readCardPage,
  readDeckList,
  readMatchList,
  storedProfile,
  type ProfileParts,
} from './profile.parser.js';

const g = endpoints.genshin;
const BASIC_INFO = g.gcgBasicInfo;
const CARD_LIST = g.gcgCardList;
const CARD_BACKS = g.gcgCardBackList;
const DECKS = g.gcgDeckList;
const MATCHES = g.gcgMatchList;
const SCHEDULE = g.gcgChallengeSchedule;
const RECORD = g.gcgChallengeRecord;
const CHALLENGE_DECK = g.gcgChallengeDeck;
const PROFILE_ENDPOINTS = new Set(
  [BASIC_INFO, CARD_LIST, CARD_BACKS, DECKS, MATCHES].map((e) => e.id),
);

/** The page size clients ask the card list for. */
export const CARD_PAGE = 32;

/** A value read from an answer for choosing requests; undefined when the answer is malformed. */
function tryRead<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (error instanceof AnswerShapeError) return undefined;
    throw error;
  }
}

const offsetOf = (answer: UpstreamAnswer): number => Number(answer.input.offset ?? 0);

/**
 * The card-list pages to ask for: the first, then each answered page's `next_offset` until a page
 * says it is the last. An offset already answered is not asked again, so a server that keeps
 * sending the same `next_offset` ends the walk.
 */
export function cardListRequests(
  role: UpstreamRole,
  answers: readonly UpstreamAnswer[],
): UpstreamRequest[] {
  const page = (offset: number): UpstreamRequest => ({
    endpoint: CARD_LIST,
    input: {
      ...roleInput(role),
      need_avatar: 'true',
      need_action: 'true',
      need_stats: 'true',
      offset,
      limit: CARD_PAGE,
    },
  });
  const pages = answersOf(answers, CARD_LIST);
  const answered = new Set(pages.map(offsetOf));
  const out = [page(0)];
  for (const answer of pages) {
    const next = tryRead(() => {
      const r = Reader.of(answer);
      return r.bool('is_last') ? undefined : r.int('next_offset');
    });
    if (next === undefined || next < 0 || answered.has(next)) continue;
    answered.add(next);
    out.push(page(next));
  }
  return out;
}

/** Each season's record, oldest first, once the season list is in; then the decks they name. */
function challengeRequests(
  role: UpstreamRole,
  answers: readonly UpstreamAnswer[],
): UpstreamRequest[] {
  const ids = answersOf(answers, SCHEDULE).flatMap(
    (answer) =>
      tryRead(() =>
        Reader.of(answer)
          .arr('schedule_list')
          .map((s) => s.int('id')),
      ) ?? [],
  );
  const records = [...new Set(ids)]
    .filter((id) => id > 0)
    .sort((a, b) => a - b)
    .map((id) => ({ endpoint: RECORD, input: { ...roleInput(role), schedule_id: id } }));
  const decks = answersOf(answers, RECORD).flatMap((answer) => {
    const wanted = tryRead(() => {
      const r = Reader.of(answer);
      const scheduleId = r.optObj('schedule')?.int('id');
      if (scheduleId === undefined) return [];
      const deckIds = r.arr('opponents').map((o) => o.int('deck_id'));
      return [...new Set(deckIds)].filter((id) => id > 0).map((id) => [scheduleId, id] as const);
    });
    return (wanted ?? []).map(([scheduleId, deckId]) => ({
      endpoint: CHALLENGE_DECK,
      input: { ...roleInput(role), schedule_id: scheduleId, deck_id: deckId },
    }));
  });
  return [...records, ...decks];
}

/** Folds one language's answers into the profile, the seasons, the catalog and the owner's choices. */
function parseGcg(answers: readonly UpstreamAnswer[], ctx: ParseContext): ParsedRecords {
  const catalog = new GcgCatalog(ctx.lang);
  const parts: ProfileParts = {};
  const seasons = new ChallengeSeasons(catalog);
  // The collection first: its cards carry the fullest facts, which the decks' copies leave alone.
  for (const answer of answersOf(answers, CARD_LIST)) readCardPage(answer, parts, catalog);
  for (const answer of answers) {
    const id = answer.endpoint.id;
    if (id === BASIC_INFO.id) readBasicInfo(answer, parts, catalog);
    else if (id === CARD_BACKS.id) readCardBacks(answer, parts, catalog);
    else if (id === DECKS.id) readDeckList(answer, parts, catalog);
    else if (id === MATCHES.id) readMatchList(answer, parts);
    else if (id === SCHEDULE.id) seasons.readSchedule(answer);
    else if (id === RECORD.id) seasons.readRecord(answer);
    else if (id === CHALLENGE_DECK.id) seasons.readDeck(answer);
  }

  const snapshots: ParsedSnapshot[] = [];
  const profileAnswers = answers.filter((a) => PROFILE_ENDPOINTS.has(a.endpoint.id));
  // Resolved once every answer is read: the replays need every card icon the answers name.
  const profile = assembleProfile(storedProfile(ctx.previous.get('gcg')), parts, catalog);
  if (profile && profileAnswers.length > 0) {
    const capturedAt = Math.max(...profileAnswers.map((a) => a.capturedAt));
    snapshots.push({ kind: 'gcg', period: '', capturedAt, payload: profile });
  }
  snapshots.push(...seasons.snapshots());

  const settings: NonNullable<ParsedRecords['settings']> = [];
  if (parts.covers) settings.push({ key: 'gcg_covers', value: parts.covers });
  if (parts.privacy) settings.push({ key: 'gcg_privacy', value: parts.privacy });
  return { snapshots, catalog: catalog.collector.list(), settings };
}

/**
 * Card Duel (game 2): one group, as basicInfo presents the profile and the latest challenge season
 * together. Asks for the profile's endpoints, every card-list page, then each season's record and
 * the decks its opponents were beaten with.
 */
export const gcgGroup: UpstreamGroup = {
  name: 'genshin.gcg',
  game: 2,
  kinds: ['gcg', 'gcg_challenge'],
  endpoints: [BASIC_INFO, CARD_LIST, CARD_BACKS, DECKS, MATCHES, SCHEDULE, RECORD, CHALLENGE_DECK],
  next: (role, answers) => [
    { endpoint: BASIC_INFO, input: roleInput(role) },
    ...cardListRequests(role, answers),
    { endpoint: CARD_BACKS, input: roleInput(role) },
    { endpoint: DECKS, input: roleInput(role) },
    { endpoint: MATCHES, input: roleInput(role) },
    { endpoint: SCHEDULE, input: roleInput(role) },
    ...challengeRequests(role, answers),
  ],
  parse: parseGcg,
};

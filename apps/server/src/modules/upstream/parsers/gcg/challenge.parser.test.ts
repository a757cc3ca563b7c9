import { endpoints, type GcgChallengeSnapshot } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { SEASON_TERM_BASE } from '../../../gcg/gcg.catalog.js';
import type { UpstreamAnswer } from '../parse-kit.js';
import { gcgGroup } from './gcg.parser.js';

const g = endpoints.genshin;
const ROLE = { gameId: 2 as const, roleId: '812000101', server: 'os_asia', level: 60 };
const BASE = { role_id: ROLE.roleId, server: ROLE.server };
const CAPTURED = Date.UTC(2026, 0, 20);

const clock = (unix: number) => {
  const d = new Date(unix * 1000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
};

/** Seasons of six weeks; 13 is still running at capture time. */
const begin = (id: number) => Date.UTC(2025, 11, 22) / 1000 - (13 - id) * 42 * 86_400;
const end = (id: number) => begin(id) + 42 * 86_400 - 1;
const schedule = (id: number) => ({
  id,
  name: `Season ${id}`,
  begin: clock(begin(id)),
  end: clock(end(id)),
});

const answer = (
  endpoint: UpstreamAnswer['endpoint'],
  input: Record<string, unknown>,
  data: unknown,
): UpstreamAnswer => ({ endpoint, input, lang: 'en-us', data, capturedAt: CAPTURED });

const record = (id: number, deckId: number) =>
  answer(
    g.gcgChallengeRecord,
    { ...BASE, schedule_id: id },
    {
      schedule: schedule(id),
      nickname: 'Aether',
      uid: ROLE.roleId,
      win_cnt: 1,
      total_cnt: 1,
      medal: '',
      medal_name: '',
      has_data: true,
      opponents: [
        {
          id: 4301,
          name: 'Maren Holt',
          icon: 'https://upstream.test/opponents/4301.png',
          level: 2,
          is_win: true,
          match_time: clock(begin(id) + 86_400),
          deck_id: deckId,
        },
      ],
    },
  );

const scheduleList = answer(g.gcgChallengeSchedule, BASE, {
  schedule_list: [13, 12, 11].map((id) => ({ ...schedule(id), win_cnt: 1, has_data: true })),
});

describe('card-challenge seasons', () => {
  it('asks for each season record oldest first, then the decks their opponents name', () => {
    const asked = (answers: UpstreamAnswer[]) =>
      gcgGroup
        .next(ROLE, answers)
        .filter((r) => r.endpoint.id.startsWith('genshin.gcgChallenge'))
        .map((r) => [r.endpoint.path, r.input.schedule_id, r.input.deck_id]);
    expect(asked([])).toEqual([['gcg/challenge/schedule', undefined, undefined]]);
    expect(asked([scheduleList]).slice(1)).toEqual([
      ['gcg/challenge/record', 11, undefined],
      ['gcg/challenge/record', 12, undefined],
      ['gcg/challenge/record', 13, undefined],
    ]);
    expect(asked([scheduleList, record(12, 2)]).slice(4)).toEqual([['gcg/challenge/deck', 12, 2]]);
  });

  it('gives the seasons oldest first, keyed by their schedule ids, an ended one at its end', () => {
    const parsed = gcgGroup.parse([scheduleList, record(13, 1), record(11, 1), record(12, 2)], {
      lang: 'en-us',
      previous: new Map(),
    });
    const seasons = parsed.snapshots.filter((s) => s.kind === 'gcg_challenge');
    expect(seasons.map((s) => s.period)).toEqual(['11', '12', '13']);
    expect(seasons.map((s) => (s.payload as GcgChallengeSnapshot).schedule_id)).toEqual([
      11, 12, 13,
    ]);
    expect(seasons.map((s) => s.capturedAt)).toEqual([end(11) * 1000, end(12) * 1000, CAPTURED]);
    const names = parsed.catalog.filter((c) => c.kind === 'gcg_term' && c.id > SEASON_TERM_BASE);
    expect(names.map((c) => [c.id - SEASON_TERM_BASE, c.name])).toEqual([
      [13, 'Season 13'],
      [12, 'Season 12'],
      [11, 'Season 11'],
    ]);
  });

  it('puts a deck into the season its request named', () => {
    const deck = answer(
      g.gcgChallengeDeck,
      { ...BASE, schedule_id: '12', deck_id: '2' },
      {
        deck: {
          id: 2,
          name: 'Tide Control',
          is_valid: false,
          invalid_reason: 'A deck needs 3 character cards.',
          avatar_cards: [],
          action_card_num: 0,
          action_cards: [],
          cover: { id: 0, image: '' },
          card_back: null,
          update_time: null,
        },
      },
    );
    const parsed = gcgGroup.parse([record(11, 2), record(12, 2), deck], {
      lang: 'en-us',
      previous: new Map(),
    });
    const decks = parsed.snapshots.map((s) => (s.payload as GcgChallengeSnapshot).decks);
    expect(decks).toEqual([
      [],
      [{ id: 2, name: 'Tide Control', avatar_card_ids: [], action_cards: [] }],
    ]);
  });
});

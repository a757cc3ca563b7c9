import type {
  GcgChallengeSnapshot,
  GcgSnapshot,
  GcgSnapshotDeck,
  IngestBundle,
} from '@chronicle/contract';
import { CHARACTER_CARDS, gcgCatalog, ACTION_CARDS } from '@chronicle/demo';
import { ROLE, fixtureBundle } from '../../test/fixtures.js';

/*
 * Card Duel test data: the demo's catalog (64 cards, backs and terms in 15 languages) with
 * hand-written snapshots. Alice's main role has the full collection minus two cards, two decks
 * (one valid, one half built), three matches and two challenge seasons; carol (private) has a small
 * profile; bob's role never played.
 */

/** Capture time of the profile: 2026-01-05 04:00 UTC. */
export const GCG_NOW = Date.UTC(2026, 0, 5, 4) / 1000;
/** The cards alice has not gained yet. */
export const NOT_GAINED = { character: 1103, action: 3301 } as const;

const VALID_DECK: GcgSnapshotDeck = {
  id: 1,
  name: 'Wind and Fire',
  avatar_card_ids: [1101, 1102, 1104],
  action_cards: ACTION_CARDS.filter((c) => c.id !== NOT_GAINED.action)
    .slice(0, 15)
    .map((c) => ({ id: c.id, num: 2 as const })),
  card_back_id: 9001,
  update_time: GCG_NOW - 86_400,
};

const HALF_DECK: GcgSnapshotDeck = {
  id: 2,
  name: 'Work in progress',
  avatar_card_ids: [1101, 1105],
  action_cards: [{ id: 3101, num: 2 }],
};

export const ALICE_GCG: GcgSnapshot = {
  level: 9,
  nickname: 'Aether',
  avatar_card_num_total: 30,
  action_card_num_total: 34,
  cards: [
    ...CHARACTER_CARDS.map((c) => ({
      id: c.id,
      num: c.id === NOT_GAINED.character ? 0 : 1,
      proficiency: c.id === 1101 ? 9 : 1,
      use_count: c.id === 1101 ? 50 : 2,
    })),
    ...ACTION_CARDS.map((c) => ({ id: c.id, num: c.id === NOT_GAINED.action ? 0 : 2 })),
  ],
  card_back_ids: [9002, 9001],
  card_back_all_ids: [9001, 9002, 9003],
  covers: [
    { id: 9001, category: 'CGCCardCategoryCardBack' },
    { id: 1101, category: 'GCGCardCategoryAvatarCard' },
  ],
  hornor_character_id: 1101,
  decks: [VALID_DECK, HALF_DECK],
  matches: [
    {
      game_id: '7300001',
      self: { name: 'Aether', card_ids: [1101, 1102, 1104] },
      opposite: { name: 'Wren', card_ids: [1106, 1107, 1108] },
      match_type_id: 4101,
      match_time: GCG_NOW - 2 * 86_400,
      is_win: false,
    },
    {
      game_id: '7300003',
      self: { name: 'Aether', card_ids: [1101, 1102, 1104] },
      opposite: { name: 'Maple', card_ids: [1109, 1110, 1111] },
      match_type_id: 4103,
      match_time: GCG_NOW - 3600,
      is_win: true,
      is_favourite: true,
    },
    {
      game_id: '7300002',
      self: { name: 'Aether', card_ids: [1101, 1102, 1104] },
      opposite: { name: 'Hale', card_ids: [1112, 1113, 1114] },
      match_type_id: 4102,
      match_time: GCG_NOW - 7200,
      is_win: true,
    },
  ],
};

function season(scheduleId: number, wins: number, medal?: number): GcgChallengeSnapshot {
  const begin = Date.UTC(2025, 11, 22) / 1000 - (13 - scheduleId) * 42 * 86_400;
  return {
    schedule_id: scheduleId,
    begin,
    end: begin + 42 * 86_400 - 1,
    nickname: 'Aether',
    ...(medal ? { medal_id: medal } : {}),
    opponents: [4301, 4302, 4303].map((id, i) => ({
      id,
      level: i + 1,
      is_win: i < wins,
      ...(i < 2 ? { match_time: begin + (i + 1) * 86_400, deck_id: 1 } : {}),
    })),
    decks: [VALID_DECK],
  };
}

/** The shared fixture plus the Card Duel catalog and snapshots. */
export function gcgBundle(): IngestBundle {
  const base = fixtureBundle();
  const game = { game_id: 2 as const };
  return {
    ...base,
    catalog: [...(base.catalog ?? []), ...gcgCatalog()],
    snapshots: [
      ...(base.snapshots ?? []),
      { ...game, game_role_id: ROLE.aliceMain, kind: 'gcg', payload: ALICE_GCG },
      {
        ...game,
        game_role_id: ROLE.aliceMain,
        kind: 'gcg_challenge',
        period: '12',
        captured_at: '2025-12-21T23:00:00.000Z',
        payload: season(12, 2, 4201),
      },
      {
        ...game,
        game_role_id: ROLE.aliceMain,
        kind: 'gcg_challenge',
        period: '13',
        captured_at: '2026-01-05T04:00:00.000Z',
        payload: season(13, 1),
      },
      {
        ...game,
        game_role_id: ROLE.carolMain,
        kind: 'gcg',
        payload: { ...ALICE_GCG, nickname: 'Cleo', matches: [], decks: [] },
      },
    ],
  };
}

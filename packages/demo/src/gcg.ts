import type {
  CatalogEntry,
  GcgChallengeSnapshot,
  GcgSnapshot,
  GcgSnapshotDeck,
  IngestSnapshot,
} from '@chronicle/contract';
import { CHARACTER_CARDS, gcgCatalog } from './data/gcg-catalog.js';
import { ACTION_CARDS, CARD_BACKS } from './data/gcg-cards.js';
import { MATCH_TYPES, MEDALS, OPPONENTS, SEASONS } from './data/gcg-terms.js';
import { Rng } from './prng.js';

/*
 * Card Duel demo data: a rich collection for the traveler's main role, a smaller one for Lumine's,
 * nothing for roles that never played. Challenge seasons last six weeks; the latest (13) opened on
 * 2025-12-22 and is still running at capture time.
 */

const SEASON_SECONDS = 42 * 86_400;
const LATEST_SEASON = 13;
const seasonBegin = (scheduleId: number) =>
  Date.UTC(2025, 11, 22) / 1000 - (LATEST_SEASON - scheduleId) * SEASON_SECONDS;

interface GcgProfile {
  gameRoleId: string;
  nickname: string;
  level: number;
  /** Share of character and action cards gained. */
  gained: number;
  backs: number;
  decks: number;
  matches: number;
  seasons: readonly number[];
}

const PROFILES: readonly GcgProfile[] = [
  {
    gameRoleId: '812000101',
    nickname: 'Aether',
    level: 12,
    gained: 0.88,
    backs: 4,
    decks: 5,
    matches: 9,
    seasons: [11, 12, 13],
  },
  {
    gameRoleId: '612000202',
    nickname: 'Lumine',
    level: 6,
    gained: 0.65,
    backs: 1,
    decks: 2,
    matches: 3,
    seasons: [13],
  },
];

const OPPOSITE_NAMES = ['Wren', 'Bastion', 'Maple', 'Orrin', 'Tamsin', 'Quill', 'Juniper', 'Hale'];
const DECK_NAMES = [
  'Wind and Fire',
  'Tide Control',
  'Stone Wall',
  'Quick Strikes',
  'Work in progress',
];

type Cards = GcgSnapshot['cards'];

function collection(rng: Rng, profile: GcgProfile): Cards {
  const characters = CHARACTER_CARDS.map((c, i) => {
    const owned = i < Math.round(CHARACTER_CARDS.length * profile.gained);
    return {
      id: c.id,
      num: owned ? 1 : 0,
      proficiency: owned ? rng.int(0, 15) : 0,
      use_count: owned ? rng.int(0, 140) : 0,
    };
  });
  const actions = ACTION_CARDS.map((c, i) => {
    const owned = i < Math.round(ACTION_CARDS.length * profile.gained);
    return {
      id: c.id,
      num: owned ? rng.int(1, 2) : 0,
      proficiency: 0,
      use_count: owned ? rng.int(0, 90) : 0,
    };
  });
  return [...characters, ...actions];
}

/**
 * A saved deck. The last deck of a rich profile is left half built (two characters, a few cards),
 * as players keep one they are still working on.
 */
function deck(
  rng: Rng,
  id: number,
  cards: Cards,
  complete: boolean,
  updated: number,
): GcgSnapshotDeck {
  const isCharacter = (cardId: number) => CHARACTER_CARDS.some((c) => c.id === cardId);
  const ownedCharacters = cards.filter((c) => c.num > 0 && isCharacter(c.id)).map((c) => c.id);
  const ownedActions = cards.filter((c) => c.num > 0 && !isCharacter(c.id));
  const characters = rng.shuffle(ownedCharacters).slice(0, complete ? 3 : 2);
  const actions: GcgSnapshotDeck['action_cards'] = [];
  let total = 0;
  const target = complete ? 30 : rng.int(8, 14);
  for (const card of rng.shuffle(ownedActions)) {
    if (total >= target) break;
    const num = Math.min(card.num, target - total) as 1 | 2;
    actions.push({ id: card.id, num });
    total += num;
  }
  return {
    id,
    name: DECK_NAMES[(id - 1) % DECK_NAMES.length] ?? `Deck ${id}`,
    avatar_card_ids: characters,
    action_cards: actions.sort((a, b) => a.id - b.id),
    card_back_id: CARD_BACKS[(id - 1) % 2]?.id ?? CARD_BACKS[0]?.id ?? 9001,
    ...(characters[1] ? { cover_card_id: characters[1] } : {}),
    update_time: updated,
  };
}

/** Action cards can fill a complete deck only when 30 copies are owned. */
const canComplete = (cards: Cards) =>
  cards.filter((c) => !CHARACTER_CARDS.some((x) => x.id === c.id)).reduce((n, c) => n + c.num, 0) >=
  30;

function matches(
  rng: Rng,
  profile: GcgProfile,
  decks: GcgSnapshotDeck[],
  now: number,
): GcgSnapshot['matches'] {
  const types = [MATCH_TYPES.casual.id, MATCH_TYPES.friend.id, MATCH_TYPES.invitation.id];
  const valid = decks.filter((d) => d.avatar_card_ids.length === 3);
  let clock = now - rng.int(2, 6) * 3600;
  return Array.from({ length: profile.matches }, (_, i) => {
    const own = valid[i % Math.max(1, valid.length)] ?? decks[0];
    const opposite = rng
      .shuffle(CHARACTER_CARDS)
      .slice(0, 3)
      .map((c) => c.id);
    const match = {
      game_id: String(7_300_000 + rng.int(0, 99_999)),
      self: { name: profile.nickname, card_ids: own?.avatar_card_ids ?? [] },
      opposite: { name: rng.pick(OPPOSITE_NAMES), card_ids: opposite },
      match_type_id: rng.pick(types),
      match_time: clock,
      is_win: rng.chance(0.6),
      is_favourite: i % 3 === 1,
    };
    clock -= rng.int(3, 30) * 3600;
    return match;
  });
}

function profileSnapshot(profile: GcgProfile, now: number): GcgSnapshot {
  const rng = new Rng(`${profile.gameRoleId}:gcg`);
  const cards = collection(rng, profile);
  const decks = Array.from({ length: profile.decks }, (_, i) =>
    deck(
      rng,
      i + 1,
      cards,
      canComplete(cards) && (i < profile.decks - 1 || profile.decks < 3),
      now - (i + 1) * 86_400,
    ),
  );
  const characters = cards.filter((c) => c.num > 0 && CHARACTER_CARDS.some((x) => x.id === c.id));
  const honor = [...characters].sort((a, b) => (b.use_count ?? 0) - (a.use_count ?? 0))[0];
  const ownedAction = cards.find((c) => c.num > 0 && !CHARACTER_CARDS.some((x) => x.id === c.id));
  const backs = CARD_BACKS.slice(0, profile.backs).map((b) => b.id);
  return {
    level: profile.level,
    nickname: profile.nickname,
    avatar_card_num_total: CHARACTER_CARDS.length,
    action_card_num_total: ACTION_CARDS.length,
    cards,
    card_back_ids: backs,
    card_back_all_ids: CARD_BACKS.map((b) => b.id),
    covers: [
      ...(honor ? [{ id: honor.id, category: 'GCGCardCategoryAvatarCard' as const }] : []),
      ...(ownedAction && profile.backs > 1
        ? [{ id: ownedAction.id, category: 'GCGCardCategoryActionCard' as const }]
        : []),
      ...(backs[1] ? [{ id: backs[1], category: 'CGCCardCategoryCardBack' as const }] : []),
    ],
    ...(honor ? { hornor_character_id: honor.id } : {}),
    decks,
    matches: matches(rng, profile, decks, now),
  };
}

function medalFor(wins: number): number | undefined {
  if (wins >= 6) return MEDALS[2]?.id;
  if (wins >= 4) return MEDALS[1]?.id;
  return wins >= 2 ? MEDALS[0]?.id : undefined;
}

function seasonSnapshot(
  profile: GcgProfile,
  scheduleId: number,
  snapshot: GcgSnapshot,
  now: number,
): GcgChallengeSnapshot {
  const rng = new Rng(`${profile.gameRoleId}:gcg:season:${scheduleId}`);
  const begin = seasonBegin(scheduleId);
  const end = begin + SEASON_SECONDS - 1;
  const last = Math.min(end, now);
  const ongoing = now < end;
  const decks = snapshot.decks.filter((d) => d.avatar_card_ids.length === 3).slice(0, 2);
  // A running season is half played; finished ones saw every opponent at least once.
  const played = ongoing
    ? Math.ceil(OPPONENTS.length / 2) + (profile.level > 10 ? 1 : -1)
    : OPPONENTS.length;
  let clock = begin + rng.int(1, 3) * 86_400;
  const opponents = OPPONENTS.map((o, i) => {
    if (i >= played) return { id: o.id, level: (i % 3) + 1, is_win: false };
    clock = Math.min(last, clock + rng.int(6, 60) * 3600);
    const deckId = decks[i % Math.max(1, decks.length)]?.id;
    return {
      id: o.id,
      level: (i % 3) + 1,
      is_win: rng.chance(profile.level > 10 ? 0.8 : 0.55),
      match_time: clock,
      ...(deckId ? { deck_id: deckId } : {}),
    };
  });
  const wins = opponents.filter((o) => o.is_win).length;
  const medal = medalFor(wins);
  return {
    schedule_id: scheduleId,
    begin,
    end,
    nickname: profile.nickname,
    ...(medal ? { medal_id: medal } : {}),
    opponents,
    decks,
  };
}

/** Demo catalog entries and snapshots of Card Duel (gcg/*) (issue 4). */
export function buildGcgDemo(capturedAt: string): {
  catalog: CatalogEntry[];
  snapshots: IngestSnapshot[];
} {
  const now = Math.floor(Date.parse(capturedAt) / 1000);
  const snapshots = PROFILES.flatMap((profile): IngestSnapshot[] => {
    const base = { game_id: 2 as const, game_role_id: profile.gameRoleId };
    const snapshot = profileSnapshot(profile, now);
    const seasons = profile.seasons
      .filter((id) => SEASONS.some((s) => s.scheduleId === id))
      .map((id) => seasonSnapshot(profile, id, snapshot, now));
    return [
      { ...base, kind: 'gcg', period: '', captured_at: capturedAt, payload: snapshot },
      ...seasons.map((season) => ({
        ...base,
        kind: 'gcg_challenge',
        period: String(season.schedule_id),
        // A finished season was captured on its last day; the running one with the profile.
        captured_at: season.end < now ? new Date(season.end * 1000).toISOString() : capturedAt,
        payload: season,
      })),
    ];
  });
  return { catalog: gcgCatalog(), snapshots };
}

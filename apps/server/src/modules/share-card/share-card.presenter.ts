import {
  MAIN_GAME_ID,
  SERVER_TEXT,
  formatNumber,
  gameById,
  type AbyssSnapshot,
  type HkrpgChallengeSnapshot,
  type HkrpgIndexData,
  type Honkai3rdBattlesuit,
  type Honkai3rdStats,
  type IndexData,
  type Lang,
} from '@chronicle/contract';
import { ELEMENT_COLOURS } from '../art/art.service.js';
import { regionName } from '../binding/binding.service.js';
import type { RoleRow } from '../binding/binding.service.js';
import type { CardModel } from './share-card.render.js';

/** How many characters the card lists. */
const TOP_CHARACTERS = 4;

/** An unknown or missing element: a neutral grey gem. */
const NO_ELEMENT_COLOUR = '#c9ccd3';

const fill = (template: string, n: string | number) => template.replace('{{n}}', String(n));

/** Collab characters carry rarity 105 (docs/reference/hoyolab-api.md#player-overview). */
const stars = (rarity: number) => (rarity > 100 ? rarity - 100 : rarity);

/** The game's name from its config in the contract (games.ts), the same in every language. */
const gameName = (gameId: number) => gameById(gameId)?.name ?? '';

/** The role as the card's header shows it: the nickname, level and server of the role row. */
type CardRole = Pick<RoleRow, 'nickname' | 'level' | 'region'>;

interface CardCharacter {
  id: number;
  name: string;
  level: number;
  element: string;
  /** Rarity as a count of diamonds (collab rarity already folded, bh3 ranks B to SSS as 1 to 5). */
  stars: number;
}

type Records = Extract<CardModel, { kind: 'records' }>;

/** The highest-level characters, the rarer first among equals (then by id, so the order is stable). */
function topCharacters(list: readonly CardCharacter[], lang: Lang): Records['characters'] {
  const text = SERVER_TEXT[lang].shareCard;
  return [...list]
    .sort((a, b) => b.level - a.level || b.stars - a.stars || a.id - b.id)
    .slice(0, TOP_CHARACTERS)
    .map((c) => ({
      name: c.name,
      level: fill(text.characterLevel, c.level),
      colour: ELEMENT_COLOURS[c.element] ?? NO_ELEMENT_COLOUR,
      stars: c.stars,
    }));
}

/** What every game's records card has; the game's presenter fills the numbers and the progress. */
function recordsCard(input: {
  gameId: number;
  role: CardRole;
  lang: Lang;
  /** The level line's template (`{{n}}` the level). */
  rank: string;
  stats: Records['stats'];
  characters: Records['characters'];
  /** Said instead of the list when the visitor may not see it. */
  charactersNote?: string | undefined;
  progress: Records['progress'];
}): Records {
  const { gameId, role, lang, stats, characters, progress } = input;
  const text = SERVER_TEXT[lang].shareCard;
  const subtitle = `${fill(input.rank, role.level)} · ${regionName(gameId, role.region, lang)}`;
  const listed = input.charactersNote ?? characters.map((c) => c.name).join(', ');
  const alt = [
    gameName(gameId),
    role.nickname,
    subtitle,
    ...stats.map((n) => `${n.label}: ${n.value}`),
    `${text.topCharacters}: ${listed}`,
    `${progress.heading}: ${progress.value === '-' ? progress.detail : `${progress.value}, ${progress.detail}`}`,
  ].join('. ');
  return {
    kind: 'records',
    lang,
    gameName: gameName(gameId),
    nickname: role.nickname,
    subtitle,
    stats,
    charactersHeading: text.topCharacters,
    characters,
    ...(input.charactersNote ? { charactersNote: input.charactersNote } : {}),
    progress,
    footer: text.footer,
    alt,
  };
}

/**
 * The main game's card: the overview's headline numbers, its top characters (from the overview as
 * the visitor gets it, so the showcase only when character details are private) and the latest
 * stored Spiral Abyss period.
 */
export function presentYsCard(input: {
  role: CardRole;
  index: IndexData;
  abyss: AbyssSnapshot | undefined;
  lang: Lang;
}): CardModel {
  const { role, index, abyss, lang } = input;
  const text = SERVER_TEXT[lang];
  const labels = text.card.ys;
  const { stats } = index;
  const characters = index.avatars.map((a) => ({
    id: a.id,
    name: a.name,
    level: a.level,
    element: a.element,
    stars: stars(a.rarity),
  }));
  return recordsCard({
    gameId: MAIN_GAME_ID,
    role,
    lang,
    rank: text.shareCard.rank,
    stats: [
      { label: labels.daysActive, value: formatNumber(stats.active_day_number, lang) },
      { label: labels.characters, value: formatNumber(stats.avatar_number, lang) },
      { label: labels.achievements, value: formatNumber(stats.achievement_number, lang) },
    ],
    characters: topCharacters(characters, lang),
    progress:
      abyss && abyss.is_unlock
        ? {
            heading: labels.spiralAbyss,
            value: abyss.max_floor,
            detail: fill(text.shareCard.abyssStars, formatNumber(abyss.total_star, lang)),
          }
        : { heading: labels.spiralAbyss, value: '-', detail: text.shareCard.abyssNone },
  });
}

/**
 * Stellar Transit's card: what its index leads with (days active, characters, achievements,
 * treasures), its top characters by level from the same index (a visitor reads the whole list
 * there) and the latest stored Echoes of Disorder season: its stars and deepest floor.
 */
export function presentHsrCard(input: {
  gameId: number;
  role: CardRole;
  index: HkrpgIndexData;
  challenge: { snapshot: HkrpgChallengeSnapshot; maxFloor: string } | undefined;
  lang: Lang;
}): CardModel {
  const { gameId, role, index, challenge, lang } = input;
  const text = SERVER_TEXT[lang];
  const labels = text.card.hsr;
  const own = text.shareCard.hsr;
  const { stats } = index;
  const played = challenge && challenge.snapshot.has_data !== false ? challenge : undefined;
  const starText = played
    ? fill(text.shareCard.abyssStars, formatNumber(played.snapshot.star_num, lang))
    : '';
  return recordsCard({
    gameId,
    role,
    lang,
    rank: own.rank,
    stats: [
      { label: labels.timeActive, value: formatNumber(stats.active_days, lang) },
      { label: labels.charactersUnlocked, value: formatNumber(stats.avatar_num, lang) },
      { label: labels.achievementsUnlocked, value: formatNumber(stats.achievement_num, lang) },
      { label: labels.treasuresOpened, value: formatNumber(stats.chest_num, lang) },
    ],
    characters: topCharacters(
      index.avatar_list.map((a) => ({ ...a, stars: a.rarity })),
      lang,
    ),
    progress: played
      ? {
          heading: own.endgame,
          value: formatNumber(played.snapshot.star_num, lang),
          detail: played.maxFloor ? `${starText} · ${played.maxFloor}` : starText,
        }
      : { heading: own.endgame, value: '-', detail: own.endgameNone },
  });
}

/**
 * Starfall Vanguard's card: its index's counters (days active, battlesuits, outfits, achievements),
 * the highest-ranked battlesuits when the visitor may see character details (a line saying they are
 * private otherwise) and the abyss summary the index keeps: cups on the Rift Ladder from level 81,
 * the latest Rift Trial rank below.
 */
export function presentBh3Card(input: {
  gameId: number;
  role: CardRole;
  stats: Honkai3rdStats | undefined;
  /** undefined when character details are private. */
  battlesuits: readonly Honkai3rdBattlesuit[] | undefined;
  lang: Lang;
}): CardModel {
  const { gameId, role, stats, battlesuits, lang } = input;
  const text = SERVER_TEXT[lang];
  const labels = text.card.bh3;
  const own = text.shareCard.bh3;
  const count = (n: number | undefined) => formatNumber(n ?? 0, lang);
  let progress: Records['progress'] = {
    heading: labels.abyss,
    value: '-',
    detail: own.endgameNone,
  };
  if (stats?.new_abyss && (stats.new_abyss.cup_number > 0 || stats.abyss_score > 0)) {
    progress = { ...progress, value: count(stats.new_abyss.cup_number), detail: own.ladderCups };
  } else if (stats?.old_abyss && stats.abyss_score > 0) {
    progress = { ...progress, value: stats.old_abyss.latest_level, detail: own.trialRank };
  }
  return recordsCard({
    gameId,
    role,
    lang,
    rank: own.rank,
    stats: [
      { label: labels.daysActive, value: count(stats?.active_day_number) },
      { label: labels.battlesuits, value: count(stats?.armor_number) },
      { label: labels.outfits, value: count(stats?.suit_number) },
      { label: text.card.ys.achievements, value: count(stats?.achievement_number) },
    ],
    characters: topCharacters(
      (battlesuits ?? []).map((s) => ({
        id: Number(s.id),
        name: s.name,
        level: s.level,
        element: s.element ?? '',
        stars: s.star,
      })),
      lang,
    ),
    charactersNote: battlesuits ? undefined : own.charactersPrivate,
    progress,
  });
}

/**
 * The neutral card of a private or under-13 role: the game's name and the same words for both, so
 * the card tells nothing of the role, not even which of the two it is.
 */
export function presentPrivateCard(gameId: number, lang: Lang): CardModel {
  const text = SERVER_TEXT[lang].shareCard;
  return {
    kind: 'private',
    lang,
    gameName: gameName(gameId),
    title: text.privateTitle,
    body: text.privateBody,
    footer: text.footer,
    alt: `${gameName(gameId)}. ${text.privateTitle}. ${text.privateBody}`,
  };
}

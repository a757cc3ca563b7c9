import {
  MAIN_GAME_ID,
  SERVER_TEXT,
  formatNumber,
  gameById,
  type AbyssSnapshot,
  type IndexData,
  type Lang,
} from '@chronicle/contract';
import { ELEMENT_COLOURS } from '../art/art.service.js';
import { regionName } from '../binding/binding.service.js';
import type { IndexRoleInfo } from '../genshin/index.presenter.js';
import type { CardModel } from './share-card.render.js';

/** How many characters the card lists. */
const TOP_CHARACTERS = 4;

/** An unknown or missing element: a neutral grey gem. */
const NO_ELEMENT_COLOUR = '#c9ccd3';

const fill = (template: string, n: string | number) => template.replace('{{n}}', String(n));

/** Collab characters carry rarity 105 (docs/reference/hoyolab-api.md#player-overview). */
const stars = (rarity: number) => (rarity > 100 ? rarity - 100 : rarity);

const gameName = () => gameById(MAIN_GAME_ID)?.name ?? '';

/** The highest-level characters, the rarer first among equals (then by id, so the order is stable). */
function topCharacters(avatars: IndexData['avatars']): IndexData['avatars'] {
  return [...avatars]
    .sort((a, b) => b.level - a.level || stars(b.rarity) - stars(a.rarity) || a.id - b.id)
    .slice(0, TOP_CHARACTERS);
}

/**
 * The card of a role a visitor may see: the overview's headline numbers, its top characters (from
 * the overview as the visitor gets it, so the showcase only when character details are private) and
 * the latest stored Spiral Abyss period.
 */
export function presentRecordsCard(input: {
  role: IndexRoleInfo;
  index: IndexData;
  abyss: AbyssSnapshot | undefined;
  lang: Lang;
}): CardModel {
  const { role, index, abyss, lang } = input;
  const text = SERVER_TEXT[lang];
  const labels = text.card.ys;
  const { stats } = index;
  const subtitle = `${fill(text.shareCard.rank, role.level)} · ${regionName(MAIN_GAME_ID, role.region, lang)}`;
  const numbers = [
    { label: labels.daysActive, value: formatNumber(stats.active_day_number, lang) },
    { label: labels.characters, value: formatNumber(stats.avatar_number, lang) },
    { label: labels.achievements, value: formatNumber(stats.achievement_number, lang) },
  ];
  const characters = topCharacters(index.avatars).map((a) => ({
    name: a.name,
    level: fill(text.shareCard.characterLevel, a.level),
    colour: ELEMENT_COLOURS[a.element] ?? NO_ELEMENT_COLOUR,
    stars: stars(a.rarity),
  }));
  const progress =
    abyss && abyss.is_unlock
      ? {
          heading: labels.spiralAbyss,
          value: abyss.max_floor,
          detail: fill(text.shareCard.abyssStars, formatNumber(abyss.total_star, lang)),
        }
      : { heading: labels.spiralAbyss, value: '-', detail: text.shareCard.abyssNone };
  const alt = [
    gameName(),
    role.nickname,
    subtitle,
    ...numbers.map((n) => `${n.label}: ${n.value}`),
    `${text.shareCard.topCharacters}: ${characters.map((c) => c.name).join(', ')}`,
    `${progress.heading}: ${progress.value === '-' ? progress.detail : `${progress.value}, ${progress.detail}`}`,
  ].join('. ');
  return {
    kind: 'records',
    gameName: gameName(),
    nickname: role.nickname,
    subtitle,
    stats: numbers,
    charactersHeading: text.shareCard.topCharacters,
    characters,
    abyss: progress,
    footer: text.shareCard.footer,
    alt,
  };
}

/** The neutral card of a private or under-13 role: the game's name and the same words for both. */
export function presentPrivateCard(lang: Lang): CardModel {
  const text = SERVER_TEXT[lang].shareCard;
  return {
    kind: 'private',
    gameName: gameName(),
    title: text.privateTitle,
    body: text.privateBody,
    footer: text.footer,
    alt: `${gameName()}. ${text.privateTitle}. ${text.privateBody}`,
  };
}

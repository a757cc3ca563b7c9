import { SEASON_TERM_BASE, type CatalogEntry, type Lang } from '@chronicle/contract';
import { artPath } from '../catalog.js';
import { CHARACTERS, type CharacterRow } from './characters.js';
import { ACTION_CARDS, CARD_BACKS, CARD_BACK_DESC, GROUP_DESCS, GROUP_TYPES } from './gcg-cards.js';
import { ELEMENT_BURSTS, ELEMENT_SKILLS, NORMAL_ATTACKS, SKILL_DESCS } from './gcg-skills.js';
import {
  ACTION_TAGS,
  DECK_RULES,
  ELEMENT_TAGS,
  MATCH_TYPES,
  MEDALS,
  OPPONENTS,
  SEASONS,
  SKILL_KINDS,
  SKILL_KIND_TERMS,
  SOURCES,
  WEAPON_TAGS,
  type Term,
} from './gcg-terms.js';
import { localize, TABLE_LANGS, type L15 } from './localize.js';

/*
 * The demo's Card Duel catalog: character cards (one per demo character of the first 30, named and
 * pictured like the character), action cards, card backs and terms, all in 15 languages.
 */

/** Character cards: the first 30 demo characters. */
export const CHARACTER_CARD_COUNT = 30;
const CHARACTER_CARD_BASE = 1101;

export interface CharacterCard {
  id: number;
  character: CharacterRow;
}

export const CHARACTER_CARDS: readonly CharacterCard[] = CHARACTERS.slice(
  0,
  CHARACTER_CARD_COUNT,
).map((character, i) => ({ id: CHARACTER_CARD_BASE + i, character }));

type Fill = Record<string, string>;

/** A template in one language with its placeholders filled. */
const fill = (template: string, values: Fill): string =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

const at = (text: L15, i: number): string => text[i] ?? text[0];

function term(entry: Term, icon = false): CatalogEntry {
  return {
    kind: 'gcg_term',
    id: entry.id,
    ...(icon ? { icon: artPath('gcg_term', entry.id) } : {}),
    names: localize(entry.text),
  };
}

function characterCard({ id, character }: CharacterCard, index: number): CatalogEntry {
  const element = ELEMENT_TAGS[character.element];
  const weapon = WEAPON_TAGS[character.weaponType];
  const normal = NORMAL_ATTACKS[character.weaponType];
  const skill = ELEMENT_SKILLS[character.element];
  const burst = ELEMENT_BURSTS[character.element];
  if (!element || !weapon || !normal || !skill || !burst) {
    throw new Error(`demo data: no Card Duel words for character ${character.id}`);
  }
  const partner = CHARACTER_CARDS[(index + 7) % CHARACTER_CARDS.length]?.character ?? character;
  const partnerNames = localize(partner.name);
  const skillIds = [id * 10 + 1, id * 10 + 2, id * 10 + 3];
  const texts: Partial<Record<Lang, Fill>> = {};
  TABLE_LANGS.forEach((lang, i) => {
    const e = at(element.text, i);
    texts[lang] = {
      desc: fill(at(SKILL_DESCS.skill, i), { n: '3', e }),
      deck_recommend: fill(at(SKILL_DESCS.deck, i), { name: partnerNames[lang] }),
      [`skill_${skillIds[0]}_name`]: at(normal, i),
      [`skill_${skillIds[0]}_desc`]: fill(at(SKILL_DESCS.normal, i), { n: '2' }),
      [`skill_${skillIds[1]}_name`]: at(skill, i),
      [`skill_${skillIds[1]}_desc`]: fill(at(SKILL_DESCS.skill, i), { n: '3', e }),
      [`skill_${skillIds[2]}_name`]: at(burst, i),
      [`skill_${skillIds[2]}_desc`]: fill(at(SKILL_DESCS.burst, i), { n: '2', e }),
    };
  });
  return {
    kind: 'gcg_card',
    id,
    // The card's small icon is the character's portrait; its full image is card art of its own.
    icon: artPath('character', character.id),
    attrs: {
      card_type: 'CardTypeCharacter',
      hp: 10,
      rank_id: index + 1,
      image: artPath('gcg_card', id),
      cost: '',
      tags: `${element.id},${weapon.id}`,
      sources: String(index % 3 === 0 ? SOURCES.invitation.id : SOURCES.shop.id),
      skills: [SKILL_KINDS.normal, SKILL_KINDS.skill, SKILL_KINDS.burst]
        .map((kind, k) => `${skillIds[k]}:${kind}`)
        .join(','),
    },
    names: localize(character.name),
    texts,
  };
}

function actionCard(index: number): CatalogEntry {
  const card = ACTION_CARDS[index];
  if (!card) throw new Error(`demo data: no action card ${index}`);
  const extra =
    typeof card.extraTag === 'number'
      ? WEAPON_TAGS[card.extraTag]?.id
      : card.extraTag
        ? ELEMENT_TAGS[card.extraTag]?.id
        : undefined;
  const tags = [ACTION_TAGS[card.group].id, ...(extra ? [extra] : [])];
  const source = card.group === 'talent' ? SOURCES.invitation : index % 4 === 3 ? SOURCES.event : SOURCES.shop;
  const texts: Partial<Record<Lang, Fill>> = {};
  TABLE_LANGS.forEach((lang, i) => {
    texts[lang] = {
      desc: fill(at(GROUP_DESCS[card.group], i), { n: String(card.n) }),
      deck_recommend: '',
    };
  });
  return {
    kind: 'gcg_card',
    id: card.id,
    icon: artPath('gcg_card', card.id),
    attrs: {
      card_type: GROUP_TYPES[card.group],
      hp: 0,
      rank_id: 100 + index,
      image: artPath('gcg_card', card.id),
      cost: card.cost.map(([type, value]) => `${type}:${value}`).join(','),
      tags: tags.join(','),
      sources: String(source.id),
    },
    names: localize(card.name),
    texts,
  };
}

function cardBack(back: (typeof CARD_BACKS)[number]): CatalogEntry {
  const texts: Partial<Record<Lang, Fill>> = {};
  TABLE_LANGS.forEach((lang, i) => {
    texts[lang] = { desc: at(CARD_BACK_DESC, i), source: at(SOURCES[back.source].text, i) };
  });
  return {
    kind: 'gcg_card_back',
    id: back.id,
    icon: artPath('gcg_card_back', back.id),
    names: localize(back.name),
    texts,
  };
}

/** Every Card Duel catalog entry of the demo. */
export function gcgCatalog(): CatalogEntry[] {
  const terms = [
    ...SKILL_KIND_TERMS,
    ...Object.values(ELEMENT_TAGS),
    ...Object.values(WEAPON_TAGS),
    ...Object.values(ACTION_TAGS),
    ...Object.values(SOURCES),
    ...Object.values(MATCH_TYPES),
    ...DECK_RULES,
  ].map((t) => term(t));
  const seasons = SEASONS.map((s) => term({ id: SEASON_TERM_BASE + s.scheduleId, text: s.text }));
  const opponents = OPPONENTS.map(
    (o): CatalogEntry => ({
      kind: 'gcg_term',
      id: o.id,
      icon: artPath('gcg_term', o.id),
      names: localize(o.name),
    }),
  );
  return [
    ...CHARACTER_CARDS.map(characterCard),
    ...ACTION_CARDS.map((_, i) => actionCard(i)),
    ...CARD_BACKS.map(cardBack),
    ...terms,
    ...MEDALS.map((m) => term(m, true)),
    ...opponents,
    ...seasons,
  ];
}

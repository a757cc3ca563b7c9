import {
  GCG_CARD_TYPES,
  GCG_COST_TYPES,
  type GcgCardType,
  type GcgCost,
  SEASON_TERM_BASE,
  type Lang,
} from '@chronicle/contract';
import type { Catalog } from '../catalog/catalog.service.js';

/*
 * How Card Duel facts sit in the catalog. Catalog attributes are scalars, so lists are encoded as
 * short strings an importer can write by hand:
 *  - `gcg_card` attrs: `card_type`, `hp`, `rank_id`, `image`, `cost` ("CostTypePyro:3,CostTypeSame:1"),
 *    `tags` and `sources` (`gcg_term` ids, "3001,3002"), `skills` ("11011:2001,…" = skill id and the
 *    `gcg_term` id of its kind); texts `desc`, `deck_recommend`, `skill_<id>_name`, `skill_<id>_desc`.
 *  - `gcg_card_back`: name, icon; texts `desc`, `source`.
 *  - `gcg_term`: tags, sources, match types, skill kinds, medals, opponents (with icons), the deck
 *    rules below, and season names under `SEASON_TERM_BASE + schedule_id`.
 */

/** A season's name is the `gcg_term` at this offset plus its schedule id (the contract's). */
export { SEASON_TERM_BASE };
/** `gcg_term` ids of the reasons a saved deck cannot be played. */
export const DECK_RULE_TERMS = { characters: 5901, actionCards: 5902 } as const;

const CARD_TYPES: ReadonlySet<string> = new Set(GCG_CARD_TYPES);
const COST_TYPES: ReadonlySet<string> = new Set(GCG_COST_TYPES);

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
const ids = (value: unknown): number[] =>
  str(value)
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

/** A card's catalog facts in a language; unknown cards get neutral values (no 500s on odd data). */
export interface CardFacts {
  name: string;
  icon: string;
  image: string;
  cardType: GcgCardType;
  hp: number;
  rankId: number;
  cost: GcgCost[];
  tags: string[];
  sources: string[];
  desc: string;
  deckRecommend: string;
  skills: { id: number; name: string; desc: string; tag: string }[];
}

export function termName(catalog: Catalog, id: number, lang: Lang): string {
  return catalog.get('gcg_term', id, lang)?.name ?? '';
}

/** Each catalog's card facts by language and id: a catalog never changes once loaded. */
const factsOf = new WeakMap<Catalog, Map<string, CardFacts>>();

/**
 * A card's facts in a language, worked out once per catalog (every card list and deck shows
 * hundreds of cards, each parsed from its attributes and texts). The facts are shared: callers
 * read them and never change them.
 */
export function cardFacts(catalog: Catalog, id: number, lang: Lang): CardFacts {
  let known = factsOf.get(catalog);
  if (!known) {
    known = new Map();
    factsOf.set(catalog, known);
  }
  const key = `${lang}:${id}`;
  let facts = known.get(key);
  if (!facts) {
    facts = readCardFacts(catalog, id, lang);
    known.set(key, facts);
  }
  return facts;
}

function readCardFacts(catalog: Catalog, id: number, lang: Lang): CardFacts {
  const view = catalog.get('gcg_card', id, lang);
  const attrs = view?.attrs ?? {};
  const type = str(attrs.card_type);
  const cost = str(attrs.cost)
    .split(',')
    .map((part) => part.trim().split(':'))
    .flatMap(([costType, value]): GcgCost[] =>
      costType && COST_TYPES.has(costType)
        ? [{ cost_type: costType as GcgCost['cost_type'], cost_value: Number(value) || 0 }]
        : [],
    );
  const skills = str(attrs.skills)
    .split(',')
    .map((part) => part.trim().split(':').map(Number))
    .flatMap(([skillId, kind]) =>
      skillId && Number.isInteger(skillId)
        ? [
            {
              id: skillId,
              name: view?.text(`skill_${skillId}_name`) ?? '',
              desc: view?.text(`skill_${skillId}_desc`) ?? '',
              tag: kind ? termName(catalog, kind, lang) : '',
            },
          ]
        : [],
    );
  return {
    name: view?.name ?? '',
    icon: view?.icon ?? '',
    image: str(attrs.image) || (view?.icon ?? ''),
    cardType: CARD_TYPES.has(type) ? (type as GcgCardType) : 'CardTypeUnknown',
    hp: num(attrs.hp),
    rankId: num(attrs.rank_id),
    cost,
    tags: ids(attrs.tags)
      .map((tag) => termName(catalog, tag, lang))
      .filter(Boolean),
    sources: ids(attrs.sources)
      .map((source) => termName(catalog, source, lang))
      .filter(Boolean),
    desc: view?.text('desc') ?? '',
    deckRecommend: view?.text('deck_recommend') ?? '',
    skills,
  };
}

/** Whether a card id is a character card in the catalog. */
export function isCharacterCard(catalog: Catalog, id: number): boolean {
  return catalog.get('gcg_card', id, 'en-us')?.attrs.card_type === 'CardTypeCharacter';
}

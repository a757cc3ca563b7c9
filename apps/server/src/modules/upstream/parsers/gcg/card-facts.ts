import {
  GCG_COST_TYPES,
  GCG_COVER_CATEGORIES,
  type GcgCoverCategory,
  type Lang,
} from '@chronicle/contract';
import type { CatalogAttr } from '../../../catalog/catalog.service.js';
import type { GcgCoverChoice } from '../../../gcg/gcg.store.js';
import { CatalogCollector } from '../parse-kit.js';
import { type Reader } from '../answer-reader.js';
import {
  MAX_CARD_WORDS,
  iconCardId,
  readCount,
  readId,
  skillKindTermId,
  sourceTermId,
  tagTermId,
} from './gcg-read.js';

/*
 * What the Card Duel answers tell about cards, card backs and terms, written the way
 * `modules/gcg/gcg.catalog.ts` reads them back: lists as short attribute strings (`cost`
 * "CostTypePyro:3,CostTypeSame:1", `tags` and `sources` as term ids, `skills` as "skillId:kindTermId"),
 * names and descriptions per language.
 */

const COST_TYPES: ReadonlySet<string> = new Set(GCG_COST_TYPES);
const COVER_CATEGORIES: ReadonlySet<string> = new Set(GCG_COVER_CATEGORIES);

/** Tags or sources of a card: the attribute and the terms it names. */
interface Words {
  attr: string;
  terms: [number, string][];
}

interface CardFacts {
  id: number;
  name: string;
  icon: string;
  attrs: Record<string, CatalogAttr>;
  tags: Words;
}

/** The catalog entries of one language's answers, and the card each character icon stands for. */
export class GcgCatalog {
  readonly collector: CatalogCollector;
  /** Icon URL → card id; character cards win, as replays show character icons. */
  private readonly icons = new Map<string, { id: number; isCharacter: boolean }>();
  /** Cards the collection listed (their deck copies add nothing). */
  private readonly listed = new Set<number>();

  constructor(lang: Lang) {
    this.collector = new CatalogCollector(lang);
  }

  /** A term (tag, source, match type, medal, opponent, season, deck rule) in this language. */
  term(id: number, name: string, icon?: string): void {
    this.collector.add('gcg_term', id, { name, icon: icon || undefined });
  }

  /** A card back: its name and image, plus the texts the card-back list carries. */
  cardBack(id: number, fields: { name: string; image: string; desc?: string; source?: string }) {
    this.collector.add('gcg_card_back', id, {
      name: fields.name,
      icon: fields.image || undefined,
      texts: { desc: fields.desc, source: fields.source },
    });
  }

  /**
   * A card as a deck shows it: name, pictures, type, hit points, tags and dice cost. Returns its id.
   * A card the collection lists is named by that fuller entry, so the rest of its deck copy is not
   * read.
   */
  card(r: Reader): number {
    const id = readId(r, 'id');
    if (!this.listed.has(id)) this.addCard(this.cardFacts(r, id));
    return id;
  }

  /** A card of the collection (gcg/cardList): the shared facts plus skills, sources and texts. */
  listCard(r: Reader): { id: number; num: number; proficiency: number; use_count: number } {
    const id = readId(r, 'id');
    this.listed.add(id);
    this.addCard(this.cardFacts(r, id));
    const skills = r.arr('card_skills').map((skill) => {
      const skillId = readId(skill, 'id');
      const kind = skill.str('tag');
      if (kind) this.term(skillKindTermId(skillId), kind);
      return { skillId, kind, name: skill.str('name'), desc: skill.str('desc') };
    });
    const texts: Record<string, string> = {
      desc: r.str('desc'),
      deck_recommend: r.str('deck_recommend'),
    };
    for (const skill of skills) {
      texts[`skill_${skill.skillId}_name`] = skill.name;
      texts[`skill_${skill.skillId}_desc`] = skill.desc;
    }
    const sources = this.words(r, 'card_sources', (slot) => sourceTermId(id, slot));
    this.nameWords(sources);
    this.collector.add('gcg_card', id, {
      attrs: {
        rank_id: r.int('rank_id'),
        sources: sources.attr,
        // Only character cards show skills; an action card's empty list leaves them as they are.
        skills:
          skills.length > 0
            ? skills
                .map((s) => (s.kind ? `${s.skillId}:${skillKindTermId(s.skillId)}` : s.skillId))
                .join(',')
            : undefined,
      },
      texts,
    });
    return {
      id,
      num: readCount(r, 'num'),
      proficiency: readCount(r, 'proficiency'),
      use_count: readCount(r, 'use_count'),
    };
  }

  /** The most played character card (basicInfo `hornor_character`); the collection's wins. */
  honorCard(r: Reader): number {
    const id = readId(r, 'id');
    if (this.listed.has(id)) return id;
    const icon = r.str('icon');
    const tags = this.words(r, 'tags', (slot) => tagTermId(id, slot));
    this.remember(icon, id, true);
    this.nameWords(tags);
    this.collector.add('gcg_card', id, {
      name: r.str('name'),
      icon: icon || undefined,
      attrs: { image: r.str('image'), tags: tags.attr },
    });
    return id;
  }

  /**
   * A cover slot. Its card (or card back) is named only when the answer knows it (`has_data`), as the
   * presenter says `has_data` for exactly the covers the catalog has; a card of the collection is
   * named by its entry there.
   */
  cover(r: Reader): GcgCoverChoice {
    const id = readId(r, 'id');
    const category = r.str('category');
    if (!COVER_CATEGORIES.has(category)) r.at('category').fail('a cover category');
    const choice = { id, category: category as GcgCoverCategory };
    const isBack = category === 'CGCCardCategoryCardBack';
    if (!r.bool('has_data') || (!isBack && this.listed.has(id))) return choice;
    const image = r.str('image') || undefined;
    const name = r.optStr('name');
    if (isBack) this.collector.add('gcg_card_back', id, { name, icon: image });
    else this.collector.add('gcg_card', id, { name, attrs: { image, cost: this.cost(r) } });
    return choice;
  }

  /** A deck's cover picture (the deck's cover card art). */
  coverImage(cardId: number, image: string): void {
    if (image) this.collector.add('gcg_card', cardId, { attrs: { image } });
  }

  /**
   * The card a replay's character icon stands for: a card the answers named with that icon, or
   * else a card of its own that only has the icon.
   */
  cardOfIcon(icon: string): number {
    const known = this.icons.get(icon);
    if (known) return known.id;
    const id = iconCardId(icon);
    this.collector.add('gcg_card', id, { icon: icon || undefined });
    this.icons.set(icon, { id, isCharacter: false });
    return id;
  }

  /** A card id a stored replay shows with this icon, for icons no answer names. */
  learnIcon(icon: string, id: number | undefined): void {
    if (icon && id !== undefined && !this.icons.has(icon)) {
      this.icons.set(icon, { id, isCharacter: false });
    }
  }

  private cardFacts(r: Reader, id: number): CardFacts {
    const cardType = r.str('card_type');
    const icon = r.str('icon');
    this.remember(icon, id, cardType === 'CardTypeCharacter');
    return {
      id,
      name: r.str('name'),
      icon,
      attrs: {
        card_type: cardType,
        hp: readCount(r, 'hp'),
        image: r.str('image'),
        cost: this.cost(r),
      },
      tags: this.words(r, 'tags', (slot) => tagTermId(id, slot)),
    };
  }

  private addCard(facts: CardFacts): void {
    this.nameWords(facts.tags);
    this.collector.add('gcg_card', facts.id, {
      name: facts.name,
      icon: facts.icon || undefined,
      attrs: { ...facts.attrs, tags: facts.tags.attr },
    });
  }

  private remember(icon: string, id: number, isCharacter: boolean): void {
    if (!icon) return;
    const known = this.icons.get(icon);
    if (!known || (isCharacter && !known.isCharacter)) this.icons.set(icon, { id, isCharacter });
  }

  /** `action_cost` as the `cost` attribute; kinds of dice the presenter does not know are left out. */
  private cost(r: Reader): string {
    return r
      .arr('action_cost')
      .flatMap((c) => {
        const type = c.str('cost_type');
        const value = readCount(c, 'cost_value');
        return COST_TYPES.has(type) ? [`${type}:${value}`] : [];
      })
      .join(',');
  }

  /** A list of words (tags, sources) as term ids, one term per card and slot. */
  private words(r: Reader, key: string, termId: (slot: number) => number): Words {
    const list = r.arr(key);
    if (list.length > MAX_CARD_WORDS) r.at(key).fail(`at most ${MAX_CARD_WORDS} entries`);
    const terms: [number, string][] = [];
    list.forEach((word, slot) => {
      const text = word.asStr();
      // The presenter leaves out words without a name, so an empty one has nothing to name.
      if (text) terms.push([termId(slot), text]);
    });
    return { attr: terms.map(([id]) => id).join(','), terms };
  }

  private nameWords(words: Words): void {
    for (const [id, text] of words.terms) this.term(id, text);
  }
}

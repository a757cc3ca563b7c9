import type { CatalogEntry } from '@chronicle/contract';
import { HOMELANDS, STAR_SIGNS, TITLES, TRAITS } from './data/character-lore.js';
import type { CharacterRow } from './data/characters.js';
import { TABLE_LANGS, type L15 } from './data/localize.js';

const pick = <T>(rows: readonly T[], index: number): T => rows[index % rows.length] as T;

/** Chinese and Japanese run sentences together; the other languages separate them by a space. */
const joinSentences = (lang: string, a: string, b: string) =>
  lang === 'zh-cn' || lang === 'zh-tw' || lang === 'ja-jp' ? `${a}${b}` : `${a} ${b}`;

/**
 * The links of a character card: Chronicle's own wiki page and its sections. Relative, like art
 * paths: presenters make them absolute on PUBLIC_URL.
 */
export function characterLinks(id: number): Record<string, string> {
  const page = `/wiki/characters/${id}`;
  return {
    wiki_url: page,
    calculator_url: `${page}#calculator`,
    lineup_url: `${page}#lineup`,
    strategy_url: `${page}#guide`,
  };
}

/**
 * Extra content texts of a character (title, description, affiliation, birthday, star sign) in
 * every language, combined deterministically from small tables by id and element.
 */
export function characterLoreTexts(row: CharacterRow): NonNullable<CatalogEntry['texts']> {
  const home = HOMELANDS[row.element];
  const trait: L15 = pick(TRAITS, row.id * 5 + 3);
  const title: L15 = pick(TITLES, row.id * 3 + (row.id >> 3));
  const sign: L15 = pick(STAR_SIGNS, row.id * 7 + 1);
  // A fixed leap year, so every generated day exists; UTC so the zone never shifts the date.
  const birthday = new Date(Date.UTC(2000, (row.id * 7) % 12, ((row.id * 13) % 28) + 1));
  const texts: NonNullable<CatalogEntry['texts']> = {};
  TABLE_LANGS.forEach((lang, i) => {
    const at = (values: L15) => values[i] ?? values[0];
    texts[lang] = {
      title: at(title),
      description: joinSentences(lang, at(home.origin), at(trait)),
      affiliation: at(home.affiliation),
      birthday: new Intl.DateTimeFormat(lang, {
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(birthday),
      constellation: at(sign),
    };
  });
  return texts;
}

import type { Lang, Localized } from './languages.js';

/**
 * Order of the translations in a table written as one tuple per text: English first (the source
 * and fallback), then the scripts a reviewer checks most (Chinese, Japanese, Korean), then the rest
 * alphabetically. One entry per line keeps tables of 15 languages readable and diffable.
 */
export const TABLE_LANGS = [
  'en-us',
  'zh-cn',
  'zh-tw',
  'ja-jp',
  'ko-kr',
  'de-de',
  'es-es',
  'fr-fr',
  'id-id',
  'it-it',
  'pt-pt',
  'ru-ru',
  'th-th',
  'tr-tr',
  'vi-vn',
] as const satisfies readonly Lang[];

/** A text in all 15 languages, in `TABLE_LANGS` order. */
export type L15 = readonly [
  en: string,
  zhCn: string,
  zhTw: string,
  ja: string,
  ko: string,
  de: string,
  es: string,
  fr: string,
  id: string,
  it: string,
  pt: string,
  ru: string,
  th: string,
  tr: string,
  vi: string,
];

/** A tuple in `TABLE_LANGS` order as a text keyed by language. */
export function localizeTable(text: L15): Localized {
  const out: Partial<Localized> = {};
  TABLE_LANGS.forEach((lang, i) => {
    out[lang] = text[i];
  });
  return out as Localized;
}

/**
 * The 15 language codes HoYoLAB game records accept (docs/reference/hoyolab-api.md#languages). The
 * order is the order the
 * language switcher shows; `en-us` is the default (docs/reference/web-app.md#constants) and the
 * source of every UI string.
 */
export const LANGUAGES = [
  { value: 'zh-cn', name: '简体中文', label: '简体中文', alias: ['zh', 'zh-cn', 'zh-hans'] },
  { value: 'zh-tw', name: '繁體中文', label: '繁體中文', alias: ['zh-tw', 'zh-hant', 'zh-hk'] },
  { value: 'de-de', name: 'Deutsch', label: 'Deutsch', alias: ['de', 'de-de'] },
  { value: 'en-us', name: 'English', label: 'English', alias: ['en', 'en-us'] },
  { value: 'es-es', name: 'Español', label: 'Español', alias: ['es', 'es-es'] },
  { value: 'fr-fr', name: 'Français', label: 'Français', alias: ['fr', 'fr-fr'] },
  { value: 'id-id', name: 'Indonesia', label: 'Indonesia', alias: ['id', 'id-id'] },
  { value: 'it-it', name: 'Italiano', label: 'Italiano', alias: ['it', 'it-it'] },
  { value: 'ja-jp', name: '日本語', label: '日本語', alias: ['ja', 'ja-jp'] },
  { value: 'ko-kr', name: '한국어', label: '한국어', alias: ['ko', 'ko-kr'] },
  { value: 'pt-pt', name: 'Português', label: 'Português', alias: ['pt', 'pt-pt'] },
  { value: 'ru-ru', name: 'Pусский', label: 'Pусский', alias: ['ru', 'ru-ru'] },
  { value: 'th-th', name: 'ภาษาไทย', label: 'ภาษาไทย', alias: ['th', 'th-th'] },
  { value: 'tr-tr', name: 'Türkçe', label: 'Türkçe', alias: ['tr', 'tr-tr'] },
  { value: 'vi-vn', name: 'Tiếng Việt', label: 'Tiếng Việt', alias: ['vi', 'vi-vn'] },
] as const;

export type Lang = (typeof LANGUAGES)[number]['value'];

export const LANG_CODES: readonly Lang[] = LANGUAGES.map((l) => l.value);

export const DEFAULT_LANG: Lang = 'en-us';

/** True when `value` is one of the 15 supported codes (case-insensitive input is normalised first). */
export function isLang(value: string): value is Lang {
  return (LANG_CODES as readonly string[]).includes(value);
}

/**
 * Maps anything a client may send (`en`, `EN-US`, `zh-Hans`, `ja_JP`) to a supported code, or
 * `undefined` when nothing matches.
 */
export function normalizeLang(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase().replace('_', '-');
  if (isLang(v)) return v;
  const byAlias = LANGUAGES.find((l) => (l.alias as readonly string[]).includes(v));
  return byAlias?.value;
}

/** A value for every language; used for server-side text and catalog names. */
export type Localized = Record<Lang, string>;

import {
  COOKIES,
  DEFAULT_LANG,
  LANGUAGES,
  QUERY,
  normalizeLang,
  type Lang,
} from '@chronicle/contract';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { configureApi } from './api-client.js';
import type { Namespace } from './namespaces.js';
import { STORAGE_KEYS, storage } from './storage.js';
import { readQueryParam } from './url-params.js';

type Bundle = Record<string, unknown>;

// One loader per language, not per file: `?bundle` makes `<lang>/common.json` a module of all that
// language's namespaces (build/locale-bundles.ts), one lazily loaded chunk (vite.config.ts).
const loaders = import.meta.glob<Partial<Record<string, Bundle>>>('../locales/*/common.json', {
  query: '?bundle',
  import: 'default',
});

/**
 * Loads every namespace of one language (its bundle names them all: the namespace list itself,
 * `namespaces.ts`, stays out of the first load; a test keeps the two the same).
 */
export async function loadLanguage(lang: Lang): Promise<Record<Namespace, Bundle>> {
  const load = loaders[`../locales/${lang}/common.json`];
  return ((load && (await load())) ?? {}) as Record<Namespace, Bundle>;
}

/** The language to start with: the `lang` query parameter, then the stored choice, then en-us. */
export function resolveInitialLang(): Lang {
  return (
    normalizeLang(readQueryParam(QUERY.lang)) ??
    normalizeLang(storage.get(STORAGE_KEYS.lang)) ??
    DEFAULT_LANG
  );
}

/**
 * The language as a cookie too (`mi18nLang`, as HoYoLAB's pages keep it): the server reads it when
 * it puts the first answers into a page (apps/server/src/modules/web/page-answers.ts), so they
 * come in the language the app will ask in.
 */
function langCookie(lang: Lang): void {
  document.cookie = `${COOKIES.lang}=${lang};path=/;max-age=31536000;samesite=lax`;
}

function applyLanguage(lang: Lang): void {
  document.documentElement.lang = lang;
  configureApi({ lang });
  langCookie(lang);
}

/** Creates and initialises the i18next instance with the given bundles (already loaded). */
export async function createI18n(lang: Lang, resources: Resource): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => applyLanguage(normalizeLang(lng) ?? DEFAULT_LANG));
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: LANGUAGES.map((l) => l.value),
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: [...new Set(Object.values(resources).flatMap((bundles) => Object.keys(bundles)))],
    defaultNS: 'common',
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(lang);
  return instance;
}

/** Loads English (the fallback) and the starting language in parallel, then initialises i18next. */
export async function startI18n(lang: Lang = resolveInitialLang()): Promise<I18n> {
  const [english, chosen] = await Promise.all([
    loadLanguage(DEFAULT_LANG),
    lang === DEFAULT_LANG ? undefined : loadLanguage(lang),
  ]);
  const resources: Resource = { [DEFAULT_LANG]: english };
  if (chosen) resources[lang] = chosen;
  return createI18n(lang, resources);
}

/** Switches language in place: loads its bundle if needed, remembers the choice. */
export async function switchLanguage(instance: I18n, lang: Lang): Promise<void> {
  if (!instance.hasResourceBundle(lang, 'common')) {
    const bundles = await loadLanguage(lang);
    for (const [ns, bundle] of Object.entries(bundles)) {
      instance.addResourceBundle(lang, ns, bundle, true, true);
    }
  }
  storage.set(STORAGE_KEYS.lang, lang);
  await instance.changeLanguage(lang);
}

/** Remembers a language chosen on a page that reloads to apply it (mobile). */
export function rememberLanguage(lang: Lang): void {
  storage.set(STORAGE_KEYS.lang, lang);
  langCookie(lang);
}

/**
 * The chosen language as a contract `Lang`. `language`, not `resolvedLanguage`: a language whose
 * bundle lacks strings still is the user's choice (numbers, API text), only strings fall back.
 */
export function currentLang(instance: I18n): Lang {
  return normalizeLang(instance.language) ?? DEFAULT_LANG;
}

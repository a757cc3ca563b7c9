import { describe, expect, it } from 'vitest';
import { createI18n, loadLanguage, resolveInitialLang, switchLanguage } from './i18n.js';
import { NAMESPACES } from './namespaces.js';

describe('language choice', () => {
  it('defaults to en-us', () => {
    expect(resolveInitialLang()).toBe('en-us');
  });

  it('prefers the stored choice over the default', () => {
    window.localStorage.setItem('chronicle.lang', 'ja-jp');
    expect(resolveInitialLang()).toBe('ja-jp');
  });

  it('lets the lang query parameter win, before or inside the hash, in any accepted spelling', () => {
    window.localStorage.setItem('chronicle.lang', 'ja-jp');
    window.history.replaceState(null, '', '/index.html?lang=fr#/ys');
    expect(resolveInitialLang()).toBe('fr-fr');
    window.history.replaceState(null, '', '/index.html#/ys?lang=ko-KR');
    expect(resolveInitialLang()).toBe('ko-kr');
  });

  it('ignores an unsupported code', () => {
    window.history.replaceState(null, '', '/index.html?lang=xx-yy#/ys');
    expect(resolveInitialLang()).toBe('en-us');
  });
});

describe('i18n instance', () => {
  it('updates <html lang> and remembers the choice on a switch', async () => {
    const i18n = await createI18n('en-us', { 'en-us': await loadLanguage('en-us') });
    expect(document.documentElement.lang).toBe('en-us');
    await switchLanguage(i18n, 'es-es');
    expect(document.documentElement.lang).toBe('es-es');
    expect(window.localStorage.getItem('chronicle.lang')).toBe('es-es');
    // Strings fall back to English until a bundle has them.
    expect(i18n.t('header.login')).toBeTypeOf('string');
  });

  it('loads every namespace of English, none of them empty', async () => {
    const bundles = await loadLanguage('en-us');
    expect(Object.keys(bundles).sort()).toEqual([...NAMESPACES].sort());
    for (const ns of NAMESPACES) {
      expect(Object.keys(bundles[ns]), ns).not.toHaveLength(0);
    }
  });
});

import { LANGUAGES, isLang, type Lang } from '@chronicle/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation.js';
import { invalidateShareImageCache } from '../features/share/share-image-cache.js';
import { browser } from '../lib/browser.js';
import { currentLang, rememberLanguage, switchLanguage } from '../lib/i18n.js';
import { langsQueryOptions } from '../lib/session.js';
import { useShell } from '../lib/shell.js';
import { urlWithLang } from './page-url.js';

export interface LanguageOption {
  value: Lang;
  /** The language's own name. */
  name: string;
}

/**
 * The language switcher's list (from `community/misc/wapi/langs`, the contract's list until it
 * answers) and the switch itself: in place on desktop, a reload with `lang` elsewhere
 * (docs/reference/web-app.md#language-change). The list is asked for once `listShown` (the menu
 * opened), not with the page's first requests.
 */
export function useLanguageSwitch(listShown: boolean) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const shell = useShell();
  const langs = useQuery({ ...langsQueryOptions(), enabled: listShown });
  const source = langs.data?.langs ?? LANGUAGES;
  const options: LanguageOption[] = [];
  for (const entry of source) {
    if (isLang(entry.value)) options.push({ value: entry.value, name: entry.name });
  }
  const current = currentLang(i18n);

  const choose = async (lang: Lang): Promise<void> => {
    if (lang === current) return;
    if (shell === 'desktop') {
      await switchLanguage(i18n, lang);
      if (
        new URL(window.location.href).searchParams.has('lang') ||
        window.location.hash.includes('lang=')
      ) {
        window.history.replaceState(window.history.state, '', urlWithLang(lang));
      }
      // Names in payloads (characters, regions) come back in the request language, and a share
      // image drawn before carries the old language's text.
      invalidateShareImageCache();
      await queryClient.invalidateQueries();
      return;
    }
    rememberLanguage(lang);
    browser.assign(urlWithLang(lang));
  };

  return { options, current, choose };
}

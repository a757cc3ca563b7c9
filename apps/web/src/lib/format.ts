import { display, formatNumber, formatPercent, perMilleToPercent } from '@chronicle/contract';
import { useTranslation } from './use-translation.js';
import { currentLang } from './i18n.js';

/**
 * The contract's formatting rules (docs/reference/web-app.md#formatting) bound to the current
 * language. The rules themselves live in `@chronicle/contract` (format.ts); this only supplies the
 * language.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = currentLang(i18n);
  return {
    lang,
    number: (value: number | null | undefined) => formatNumber(value, lang),
    percent: (value: number | null | undefined) => formatPercent(value, lang),
    /** Exploration progress arrives per mille (964 → 96.40%). */
    perMille: (value: number | null | undefined) => formatPercent(perMilleToPercent(value), lang),
    text: display,
  };
}

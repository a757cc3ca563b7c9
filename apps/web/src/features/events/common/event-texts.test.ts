import { EVENTS, LANG_CODES, type EventDecl } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';

/*
 * Event texts are looked up by the keys the contract declares, so a key missing from the English
 * source would show as a raw key. The locale test already keeps every language equal to English.
 */

interface EventTexts {
  name: string;
  description: string;
  pages: Record<string, string>;
  pageHints: Record<string, string>;
  stats: Record<string, string>;
  metrics: Record<string, string>;
  steps?: Record<string, string>;
}

const files = import.meta.glob<EventTexts>('../../../locales/*/event_*.json', {
  eager: true,
  import: 'default',
});

function read(lang: string, slug: string): EventTexts {
  const texts = files[`../../../locales/${lang}/event_${slug}.json`];
  if (!texts) throw new Error(`no event_${slug}.json in ${lang}`);
  return texts;
}

describe('event texts', () => {
  it.each((EVENTS as readonly EventDecl[]).map((e) => [e.slug, e] as const))(
    '%s names everything its declaration declares',
    (slug, event) => {
      const en = read('en-us', slug);
      expect(en.name).not.toBe('');
      expect(en.description).not.toBe('');
      for (const page of event.pages) {
        expect(en.pages[page.key], `pages.${page.key}`).toBeTruthy();
        expect(en.pageHints[page.key], `pageHints.${page.key}`).toBeTruthy();
        for (const m of page.metrics) expect(en.metrics[m.key], `metrics.${m.key}`).toBeTruthy();
        for (const s of page.stats) expect(en.stats[s.key], `stats.${s.key}`).toBeTruthy();
      }
      for (const s of event.stats) expect(en.stats[s.key], `stats.${s.key}`).toBeTruthy();
      for (const key of Object.keys(en.steps ?? {})) {
        expect(
          event.pages.some((p) => p.key === key && p.view === 'story'),
          `steps.${key}`,
        ).toBe(true);
      }
    },
  );

  it('translates descriptions: no language but English reads the English description', () => {
    for (const event of EVENTS) {
      const en = read('en-us', event.slug).description;
      for (const lang of LANG_CODES.filter((l) => l !== 'en-us')) {
        expect(read(lang, event.slug).description, `${lang} ${event.slug}`).not.toBe(en);
      }
    }
  });
});

import type { EventSlug } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';

/**
 * Texts of one event from its own namespace (`event_<slug>`): name, description, sub-page labels and
 * hints, and the labels of its numbers. Keys come from the contract's declaration, so they are looked
 * up by string; `event-texts.test.ts` checks every declared key exists, and the locale test that every language has the same keys as English.
 */
export function useEventText(slug: EventSlug) {
  const ns = `event_${slug}` as const;
  const { t, i18n } = useTranslation(ns);
  const text = (key: string, values: Record<string, unknown> = {}) =>
    t(key as never, { ns, ...values } as never) as unknown as string;
  return {
    name: () => text('name'),
    description: () => text('description'),
    page: (key: string) => text(`pages.${key}`),
    pageHint: (key: string) => text(`pageHints.${key}`),
    stat: (key: string) => text(`stats.${key}`),
    metric: (key: string) => text(`metrics.${key}`),
    /** What one record of a story sub-page is called ("Level 3"), when the event names it. */
    step: (pageKey: string, n: number): string | undefined =>
      i18n.exists(`steps.${pageKey}`, { ns }) ? text(`steps.${pageKey}`, { n }) : undefined,
  };
}

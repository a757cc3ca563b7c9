import type { EventSlug } from '@chronicle/contract';
import { useTranslation } from 'react-i18next';

/**
 * Texts of one event from its own namespace (`event_<slug>`): name, description, sub-page labels and
 * hints, and the labels of its numbers. Keys come from the contract's declaration, so they are looked
 * up by string; the locale test checks every declared key exists in every language.
 */
export function useEventText(slug: EventSlug) {
  const ns = `event_${slug}` as const;
  const { t } = useTranslation(ns);
  const text = (key: string) => t(key as never, { ns } as never) as unknown as string;
  return {
    name: () => text('name'),
    description: () => text('description'),
    page: (key: string) => text(`pages.${key}`),
    pageHint: (key: string) => text(`pageHints.${key}`),
    stat: (key: string) => text(`stats.${key}`),
    metric: (key: string) => text(`metrics.${key}`),
  };
}

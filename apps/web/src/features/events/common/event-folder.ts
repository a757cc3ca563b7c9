import type { EventSlug } from '@chronicle/contract';
import type { ComponentType } from 'react';

/** Colours of an event's page, set as CSS custom properties on its root. */
export interface EventTheme {
  /** Highlights: tabs, stars, the score. */
  accent: string;
  /** Background of the header behind the art. */
  sky: string;
  /** Second header colour (the gradient's far end). */
  horizon: string;
}

/**
 * What an event's page folder gives the shared event page: its header art and colours. Everything
 * else (tabs, stats, stage cards, score tables, story timelines) comes from the declaration in the
 * contract and the shared pieces.
 */
export interface EventFolder {
  slug: EventSlug;
  /** Original header art; `page` is the sub-page shown (monster-vs-monster draws each side). */
  Art: ComponentType<{ page: string }>;
  theme: EventTheme | ((page: string) => EventTheme);
}

import type { EventDemo } from './event-demo.js';

/*
 * The `poetry_festival` event's demo generator (stage ids 76xxx). To be filled: stage names in 15 languages
 * and each role's record; until then no role has taken part.
 */
export const poetryFestivalDemo: EventDemo = {
  slug: 'poetry_festival',
  stages: [],
  build: () => undefined,
};

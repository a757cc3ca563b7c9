import type { EventDemo } from './event-demo.js';

/*
 * The `mushroom` event's demo generator (stage ids 72xxx). To be filled: stage names in 15 languages
 * and each role's record; until then no role has taken part.
 */
export const mushroomDemo: EventDemo = {
  slug: 'mushroom',
  stages: [],
  build: () => undefined,
};

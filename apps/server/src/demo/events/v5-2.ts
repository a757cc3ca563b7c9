import type { EventDemo } from './event-demo.js';

/*
 * The `v5_2` event's demo generator (stage ids 80xxx). To be filled: stage names in 15 languages
 * and each role's record; until then no role has taken part.
 */
export const v52Demo: EventDemo = {
  slug: 'v5_2',
  stages: [],
  build: () => undefined,
};

import type { EventDemo } from './event-demo.js';

/*
 * The `lantern_v4` event's demo generator (stage ids 77xxx). To be filled: stage names in 15 languages
 * and each role's record; until then no role has taken part.
 */
export const lanternV4Demo: EventDemo = {
  slug: 'lantern_v4',
  stages: [],
  build: () => undefined,
};

import type { EventDemo } from './event-demo.js';

/*
 * The `lantern` event's demo generator (stage ids 73xxx). To be filled: stage names in 15 languages
 * and each role's record; until then no role has taken part.
 */
export const lanternDemo: EventDemo = {
  slug: 'lantern',
  stages: [],
  build: () => undefined,
};

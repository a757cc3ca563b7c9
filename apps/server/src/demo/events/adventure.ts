import type { EventDemo } from './event-demo.js';

/*
 * The `adventure` event's demo generator (stage ids 74xxx). To be filled: stage names in 15 languages
 * and each role's record; until then no role has taken part.
 */
export const adventureDemo: EventDemo = {
  slug: 'adventure',
  stages: [],
  build: () => undefined,
};

import type { EventDemo } from './event-demo.js';

/*
 * The `fairy_tales` event's demo generator (stage ids 79xxx). To be filled: stage names in 15 languages
 * and each role's record; until then no role has taken part.
 */
export const fairyTalesDemo: EventDemo = {
  slug: 'fairy_tales',
  stages: [],
  build: () => undefined,
};

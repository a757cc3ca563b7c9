import type { EventDemo } from './event-demo.js';

/*
 * The `toy_battle` event's demo generator (stage ids 75xxx). To be filled: stage names in 15 languages
 * and each role's record; until then no role has taken part.
 */
export const toyBattleDemo: EventDemo = {
  slug: 'toy_battle',
  stages: [],
  build: () => undefined,
};

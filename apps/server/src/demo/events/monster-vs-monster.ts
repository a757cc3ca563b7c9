import type { EventDemo } from './event-demo.js';

/*
 * The `monster_vs_monster` event's demo generator (stage ids 78xxx). To be filled: stage names in 15 languages
 * and each role's record; until then no role has taken part.
 */
export const monsterVsMonsterDemo: EventDemo = {
  slug: 'monster_vs_monster',
  stages: [],
  build: () => undefined,
};

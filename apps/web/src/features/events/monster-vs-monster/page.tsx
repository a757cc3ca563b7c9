import { createEventPage } from '../shared/event-page.js';
import { MonsterVsMonsterArt } from './art.js';

/** The `monster_vs_monster` event: attack, defend. */
export const MonsterVsMonsterPage = createEventPage({
  slug: 'monster_vs_monster',
  Art: MonsterVsMonsterArt,
  theme: (page) =>
    page === 'defend'
      ? { accent: '#7cc8ff', sky: '#102a4a', horizon: '#1f4f7a' }
      : { accent: '#ff7a5c', sky: '#3a1010', horizon: '#7a2a1a' },
});

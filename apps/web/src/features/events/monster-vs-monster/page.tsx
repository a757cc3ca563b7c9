import { createEventPage } from '../common/event-page.js';
import { MonsterVsMonsterArt } from './art.js';
import './monster-vs-monster.css';

/** `/ys/monsterVsMonster/{attack,defend}`: the `:type` picks the scene and its colours. */
export const MonsterVsMonsterPage = createEventPage({
  slug: 'monster_vs_monster',
  Art: MonsterVsMonsterArt,
  theme: (page) =>
    page === 'defend'
      ? { accent: '#8fd0ff', sky: '#0c1e38', horizon: '#1f4f7a' }
      : { accent: '#ff8a66', sky: '#2e0c0c', horizon: '#7a2a1a' },
});

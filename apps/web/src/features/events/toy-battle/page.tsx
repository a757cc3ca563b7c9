import { createEventPage } from '../shared/event-page.js';
import { ToyBattleArt } from './art.js';

/** The `toy_battle` event: qte, current, camp. */
export const ToyBattlePage = createEventPage({
  slug: 'toy_battle',
  Art: ToyBattleArt,
  theme: { accent: '#ff9ec7', sky: '#2b2148', horizon: '#5a3c82' },
});

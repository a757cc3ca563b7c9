import { createEventPage } from '../common/event-page.js';
import { ToyBattleArt } from './art.js';
import './toy-battle.css';

/** `/ys/toyBattle/{qte,current,camp}`: Toy Skirmish. */
export const ToyBattlePage = createEventPage({
  slug: 'toy_battle',
  Art: ToyBattleArt,
  theme: { accent: '#ff9ec7', sky: '#2a1f46', horizon: '#5a3c82' },
});

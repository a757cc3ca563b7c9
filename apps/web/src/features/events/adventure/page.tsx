import { createEventPage } from '../common/event-page.js';
import { AdventureArt } from './art.js';
import './adventure.css';

/** `/ys/adventure/{targetShooting,flightGear,bladeDance,shuffleBoard}`: Grand Fair. */
export const AdventurePage = createEventPage({
  slug: 'adventure',
  Art: AdventureArt,
  theme: { accent: '#8fe3ff', sky: '#16324a', horizon: '#3d6f7a' },
});

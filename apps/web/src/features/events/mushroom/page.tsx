import { createEventPage } from '../common/event-page.js';
import { MushroomArt } from './art.js';
import './mushroom.css';

/** `/ys/mushroom/{book,training,competition}`: Sporeling Friends. */
export const MushroomPage = createEventPage({
  slug: 'mushroom',
  Art: MushroomArt,
  theme: { accent: '#c9f08a', sky: '#16301f', horizon: '#4f6b2c' },
});

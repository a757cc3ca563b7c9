import { createEventPage } from '../shared/event-page.js';
import { MushroomArt } from './art.js';

/** The `mushroom` event: book, training, competition. */
export const MushroomPage = createEventPage({
  slug: 'mushroom',
  Art: MushroomArt,
  theme: { accent: '#c9f08a', sky: '#2d3a1c', horizon: '#5e7a2e' },
});

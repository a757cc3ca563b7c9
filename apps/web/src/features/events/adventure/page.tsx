import { createEventPage } from '../shared/event-page.js';
import { AdventureArt } from './art.js';

/** The `adventure` event: targetShooting, flightGear, bladeDance, shuffleBoard. */
export const AdventurePage = createEventPage({
  slug: 'adventure',
  Art: AdventureArt,
  theme: { accent: '#8fe3ff', sky: '#16324a', horizon: '#3d6f7a' },
});

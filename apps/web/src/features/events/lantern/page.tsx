import { createEventPage } from '../shared/event-page.js';
import { LanternArt } from './art.js';

/** The `lantern` event: flame, boat, paper, festival. */
export const LanternPage = createEventPage({
  slug: 'lantern',
  Art: LanternArt,
  theme: { accent: '#ffb35c', sky: '#2a1430', horizon: '#7a2c2c' },
});

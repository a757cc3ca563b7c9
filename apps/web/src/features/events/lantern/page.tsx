import { createEventPage } from '../common/event-page.js';
import { LanternArt } from './art.js';
import './lantern.css';

/** `/ys/lantern/{flame,boat,paper,festival}`: Lanternfall. */
export const LanternPage = createEventPage({
  slug: 'lantern',
  Art: LanternArt,
  theme: { accent: '#ffb35c', sky: '#211232', horizon: '#6b2b3c' },
});

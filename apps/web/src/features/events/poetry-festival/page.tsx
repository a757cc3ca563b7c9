import { createEventPage } from '../shared/event-page.js';
import { PoetryFestivalArt } from './art.js';

/** The `poetry_festival` event: pitchPot, inspiration, scenery. */
export const PoetryFestivalPage = createEventPage({
  slug: 'poetry_festival',
  Art: PoetryFestivalArt,
  theme: { accent: '#f2d48c', sky: '#1e2d3a', horizon: '#4d5a4a' },
});

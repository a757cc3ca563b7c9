import { createEventPage } from '../common/event-page.js';
import { PoetryFestivalArt } from './art.js';
import './poetry-festival.css';

/** `/ys/poetryFestival/{pitchPot,inspiration,scenery}`: Verse Festival. */
export const PoetryFestivalPage = createEventPage({
  slug: 'poetry_festival',
  Art: PoetryFestivalArt,
  theme: { accent: '#d4c2ff', sky: '#1e1f40', horizon: '#5b4a7e' },
});

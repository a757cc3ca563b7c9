import { createEventPage } from '../common/event-page.js';
import { FairyTalesArt } from './art.js';
import './fairy-tales.css';

/** `/ys/fairyTales/{forest,castle,sea}`: the picture book opens at the sub-page's scene. */
export const FairyTalesPage = createEventPage({
  slug: 'fairy_tales',
  Art: FairyTalesArt,
  theme: (page) =>
    page === 'castle'
      ? { accent: '#f5bde8', sky: '#261c44', horizon: '#6a4a7a' }
      : page === 'sea'
        ? { accent: '#8fe6de', sky: '#0d2742', horizon: '#2c6a82' }
        : { accent: '#c8e88e', sky: '#17302a', horizon: '#4a6e46' },
});

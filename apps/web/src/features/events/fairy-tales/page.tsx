import { createEventPage } from '../shared/event-page.js';
import { FairyTalesArt } from './art.js';

/** The `fairy_tales` event: forest, castle, sea. */
export const FairyTalesPage = createEventPage({
  slug: 'fairy_tales',
  Art: FairyTalesArt,
  theme: { accent: '#d6b8ff', sky: '#201a3a', horizon: '#3e4e7a' },
});

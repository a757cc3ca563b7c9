import { createEventPage } from '../shared/event-page.js';
import { EventV52Art } from './art.js';

/** The `v5_2` event: the single 1200-px page. */
export const EventV52Page = createEventPage({
  slug: 'v5_2',
  Art: EventV52Art,
  theme: { accent: '#7fe0c3', sky: '#10283a', horizon: '#24566a' },
});

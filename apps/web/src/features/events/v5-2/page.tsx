import { createEventPage } from '../common/event-page.js';
import { EventV52Art } from './art.js';
import './v5-2.css';

/** `/ys/activity/v5_2`: the single 1200-px page of the Moonlit Carnival. */
export const EventV52Page = createEventPage({
  slug: 'v5_2',
  Art: EventV52Art,
  theme: { accent: '#ffd48a', sky: '#1a1338', horizon: '#3e2a66' },
});

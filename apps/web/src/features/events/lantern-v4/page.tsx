import { createEventPage } from '../common/event-page.js';
import { LanternV4Art } from './art.js';
import './lantern-v4.css';

/** `/ys/lanternV4/{pushBox,partyLion,carpJump}`: Lanternfall IV. */
export const LanternV4Page = createEventPage({
  slug: 'lantern_v4',
  Art: LanternV4Art,
  theme: { accent: '#ff9a8a', sky: '#16183c', horizon: '#6a2238' },
});

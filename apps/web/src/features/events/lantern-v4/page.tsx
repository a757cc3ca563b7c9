import { createEventPage } from '../shared/event-page.js';
import { LanternV4Art } from './art.js';

/** The `lantern_v4` event: pushBox, partyLion, carpJump. */
export const LanternV4Page = createEventPage({
  slug: 'lantern_v4',
  Art: LanternV4Art,
  theme: { accent: '#ff6b5a', sky: '#3a0f16', horizon: '#8a3a1c' },
});

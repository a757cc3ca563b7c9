import { createEventPage } from '../common/event-page.js';
import { SummerArt } from './art.js';
import './summer-v2.css';

/** `/ys/summerv2/{challenge,sailing,story}`. */
export const SummerV2Page = createEventPage({
  slug: 'summer_v2',
  Art: SummerArt,
  theme: { accent: '#ffd27a', sky: '#174a74', horizon: '#2f8db5' },
});

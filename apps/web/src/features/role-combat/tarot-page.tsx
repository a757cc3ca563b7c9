import { PlaceholderPage } from '../../app/placeholder-page.js';

/** Being built (issue 4). */
export function TarotPage() {
  return <PlaceholderPage />;
}

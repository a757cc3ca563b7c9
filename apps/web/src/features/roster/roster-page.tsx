import { PlaceholderPage } from '../../app/placeholder-page.js';

/** Being built (issue 3). */
export function RosterPage() {
  return <PlaceholderPage />;
}

import type { QueryClient } from '@tanstack/react-query';
import { watchSession } from '../features/auth/session-watch.js';

/**
 * What a page starts once its first render is on its way (start.tsx loads this module then, so none
 * of it weighs on the first load): the session watch (docs/reference/web-app.md#login-token-check)
 * and the installable app's service worker and status notice (docs/reference/web-app.md#offline),
 * a chunk of its own with its styles, so that the first load names neither.
 */
export function afterRender(queryClient: QueryClient, gameId: number): void {
  watchSession(queryClient, gameId);
  import('../features/offline/start-offline.js').then(
    (offline) => offline.startOffline(queryClient),
    () => undefined,
  );
}

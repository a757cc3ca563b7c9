import { lazy, Suspense } from 'react';
import type { Session } from '../lib/session.js';
import { useTelemetry } from '../lib/telemetry/use-telemetry.js';

// The announcement's check loads after the first render: an announcement shows once the game's
// configuration has answered anyway, so the first load need not carry it (initial JS budget).
const AnnouncementSlot = lazy(() =>
  import('../features/announcement/announcement-slot.js').then((m) => ({
    default: m.AnnouncementSlot,
  })),
);

/**
 * What every page of both shells runs besides its content: the first-visit announcement
 * (docs/reference/web-app.md#first-visit-announcement) and
 * first-party tracking and monitoring (docs/reference/web-app.md#tracking-and-monitoring). Both
 * load their code lazily (initial JS budget); tracking notes what happens from the first render.
 */
export function ShellServices({ session }: { session: Session }) {
  useTelemetry(session);
  return (
    <Suspense fallback={null}>
      <AnnouncementSlot session={session} />
    </Suspense>
  );
}

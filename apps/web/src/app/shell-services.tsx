import type { Session } from '../lib/session.js';
import { useTelemetry } from '../lib/telemetry/use-telemetry.js';
import { AnnouncementSlot } from '../features/announcement/announcement-slot.js';

/**
 * What every page of both shells runs besides its content: the first-visit announcement
 * (docs/reference/web-app.md#first-visit-announcement) and
 * first-party tracking and monitoring (docs/reference/web-app.md#tracking-and-monitoring). Both
 * load their code lazily (initial JS budget).
 */
export function ShellServices({ session }: { session: Session }) {
  useTelemetry(session);
  return <AnnouncementSlot session={session} />;
}

import type { Session } from '../../lib/session.js';

/** Where the first-visit announcement dialog mounts (spec §4). */
export function AnnouncementSlot(_props: { session: Session }) {
  return null;
}

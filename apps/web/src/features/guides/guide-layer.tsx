import type { Session } from '../../lib/session.js';

/**
 * One-time guides (spec §7 beginner_guide): tips anchored to elements marked `data-guide="<key>"`.
 * Mounted once per shell.
 */
export function GuideLayer(_props: { session: Session }) {
  return null;
}

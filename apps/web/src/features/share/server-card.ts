import type { Session } from '../../lib/session.js';

/**
 * The server's share card of the role being shared (`GET /card/<game>/<role_id>.png`,
 * apps/server/src/modules/share-card), where it covers the page: each game's home, the overview the
 * card sums up. Other pages, and a role whose chronicle is private (the server would draw its
 * neutral card, as it does for anyone without a session), keep the in-page capture: undefined.
 */
export function serverCardUrl(
  session: Session,
  routePath: string,
  lang: string,
): string | undefined {
  const { game, crtRole, card } = session;
  if (!crtRole || card?.is_public !== true) return undefined;
  if (routePath.replace(/\/+$/, '') !== game.hash) return undefined;
  const query = new URLSearchParams({ lang });
  return `/card/${game.key}/${encodeURIComponent(crtRole.game_role_id)}.png?${query.toString()}`;
}

/** The card as a PNG, or a rejection (the caller then captures the page instead). */
export async function fetchServerCard(url: string): Promise<Blob> {
  const response = await fetch(url, { headers: { accept: 'image/png' } });
  if (!response.ok) throw new Error(`share card: HTTP ${response.status}`);
  const blob = await response.blob();
  if (blob.type !== 'image/png') throw new Error(`share card: ${blob.type || 'no type'}`);
  return blob;
}

/**
 * Query parameters of the page (spec §2: uid, user_id, gid, game_id, lang…). They may sit before the
 * hash (`index.html?uid=1#/ys`, the HoYoLAB form) or inside it (`#/ys?uid=1`); the hash wins.
 */
export function readQueryParam(name: string): string | null {
  const hash = window.location.hash;
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  const fromHash = new URLSearchParams(hashQuery).get(name);
  if (fromHash) return fromHash;
  return new URLSearchParams(window.location.search).get(name) || null;
}

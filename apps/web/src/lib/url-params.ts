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

/** Whether the page names a query parameter at all, with or without a value. */
export function hasQueryParam(name: string): boolean {
  const hash = window.location.hash;
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return (
    new URLSearchParams(hashQuery).has(name) ||
    new URLSearchParams(window.location.search).has(name)
  );
}

/**
 * `disable_track` (spec §2): present with no value or any value but `0`/`false`, the page sends no
 * tracking events and no performance measurements.
 */
export function trackingDisabled(): boolean {
  if (!hasQueryParam('disable_track')) return false;
  const value = readQueryParam('disable_track');
  return value !== '0' && value !== 'false';
}

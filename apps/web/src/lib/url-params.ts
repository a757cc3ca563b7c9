/**
 * Query parameters of the page (docs/reference/web-app.md#query-parameters: uid, user_id, gid,
 * game_id, lang…). They may sit before the hash (`index.html?uid=1#/ys`, the HoYoLAB form) or
 * inside it (`#/ys?uid=1`); the hash wins.
 */
export function readQueryParam(name: string): string | null {
  const [fromHash, fromSearch] = queryParams();
  return fromHash.get(name) || fromSearch.get(name) || null;
}

/** Whether the page names a query parameter at all, with or without a value. */
export function hasQueryParam(name: string): boolean {
  return queryParams().some((params) => params.has(name));
}

/** The hash's query string, then the page's. */
function queryParams(): [URLSearchParams, URLSearchParams] {
  const hash = window.location.hash;
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return [new URLSearchParams(hashQuery), new URLSearchParams(window.location.search)];
}

/**
 * `disable_track` (docs/reference/web-app.md#tracking-and-monitoring): present with no value or any
 * value but `0`/`false`, the page sends no tracking events and no performance measurements.
 */
export function trackingDisabled(): boolean {
  if (!hasQueryParam('disable_track')) return false;
  const value = readQueryParam('disable_track');
  return value !== '0' && value !== 'false';
}

import { MOUNTS } from '@chronicle/contract';

/** Every mount prefix of every endpoint family, each followed by `/`. */
const API_PREFIXES: readonly string[] = Object.values(MOUNTS).flatMap((prefixes) =>
  prefixes.map((p) => `${p}/`),
);

/** True when a request URL falls under an API prefix (so it gets the envelope, never a 404 page). */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';
import type { DeriveKeyFunction } from 'altcha-lib/types';

/**
 * The key derivation of a challenge's algorithm, on WebCrypto (`crypto.subtle`, in workers too):
 * `PBKDF2/SHA-256` and its kin, else the iterated `SHA-256` family. altcha-lib's default
 * `algorithms/pbkdf2` is the Node one (`node:crypto`), so the browser imports the `web/` ones.
 */
export function deriveKeyFor(algorithm: string): DeriveKeyFunction {
  return algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha;
}

/** A solve gives up after this long; the dialog then offers a retry (the captcha network error). */
export const SOLVE_TIMEOUT_MS = 90_000;

/** Workers that search the counters side by side; more rarely helps and costs memory. */
export const MAX_WORKERS = 4;

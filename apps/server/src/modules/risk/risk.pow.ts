import { hkdfSync, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/*
 * The proof of work behind the Geetest field names: altcha v2 in deterministic mode. The server
 * picks a secret counter, derives the key for it and publishes the first half of that key; the
 * browser derives keys for counters 0, 1, 2, … until one starts with that prefix. The work is
 * (counter + 1) PBKDF2 runs of `cost` iterations, so cost × counter sets the solve time, and the
 * server's own cost is one run to create and one to verify.
 */

export const POW_ALGORITHM = 'PBKDF2/SHA-256';

/** A challenge must be answered within this time. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * Counter ranges at the default cost (5,000 iterations). Measured with WebCrypto in the Chromium
 * the e2e suite drives (≈5.4 M iterations/s on the build machine): a normal challenge averages
 * 5.25 M iterations (≈1 s), a costly one 16.25 M (≈3 s). A slower phone takes proportionally
 * longer; operators lower RISK_POW_COST to make both cheaper. The counter is drawn uniformly from 0,
 * so a solver that knows these ranges can skip nothing: it searches from 0 like the page does.
 */
export const COUNTER_RANGES = {
  normal: { min: 0, max: 2_100 },
  high: { min: 0, max: 6_500 },
} as const;

export interface PowSecrets {
  /** Signs the challenge parameters (tamper check). */
  signature: string;
  /** Signs the expected derived key (the fast verification path). */
  keySignature: string;
}

/**
 * The two HMAC secrets of the challenges, derived from the app secret with HKDF and a label each,
 * so the app secret itself (which also hashes session tokens) is never used as a key here.
 */
export function powSecrets(appSecret: string): PowSecrets {
  const derive = (label: string) =>
    Buffer.from(hkdfSync('sha256', appSecret, 'chronicle', `risk-challenge/${label}`, 32)).toString(
      'hex',
    );
  return { signature: derive('signature'), keySignature: derive('key-signature') };
}

export interface PowOptions {
  cost: number;
  high: boolean;
  secrets: PowSecrets;
  /** Unix ms (wall clock: altcha compares `expiresAt` with the real time when verifying). */
  expiresAtMs: number;
}

/** A signed challenge with a fresh random counter from the normal or costly range. */
export function createPow(options: PowOptions): Promise<Challenge> {
  const range = options.high ? COUNTER_RANGES.high : COUNTER_RANGES.normal;
  return createChallenge({
    algorithm: POW_ALGORITHM,
    cost: options.cost,
    counter: randomInt(range.min, range.max + 1),
    deriveKey,
    expiresAt: Math.floor(options.expiresAtMs / 1000),
    hmacSignatureSecret: options.secrets.signature,
    hmacKeySignatureSecret: options.secrets.keySignature,
  });
}

/**
 * Whether `counter` and `derivedKey` solve a stored challenge. The key must match the signed
 * expected key (altcha's key-signature check), and the counter must really produce that key: the
 * key-signature check alone ignores the counter, and the answer is the pair.
 */
export async function verifyPow(
  challenge: Challenge,
  counter: number,
  derivedKey: string,
  secrets: PowSecrets,
): Promise<boolean> {
  const solution = { counter, derivedKey };
  const signed = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  if (!signed.verified) return false;
  const derived = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
  });
  return derived.verified;
}

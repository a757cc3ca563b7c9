import { createHash, randomBytes } from 'node:crypto';
import { SERVICE_SCOPES, type ServiceScope } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import * as repo from './ingest.repository.js';

// Service tokens are 256-bit random strings, so a plain SHA-256 is enough to store them safely.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The first 12 hex digits of a token's hash: how the CLI names one without showing it. */
export const tokenFingerprint = (tokenHash: string): string => tokenHash.slice(0, 12);

/**
 * Creates an operator service token; the plain token is returned once and never stored. With
 * `expiresInDays` it is refused after that many days; with `scopes` it may call only the endpoints
 * of those scopes (every scope without).
 */
export async function createServiceToken(
  db: Kysely<Database>,
  name: string,
  options: { expiresInDays?: number; now?: number; scopes?: readonly ServiceScope[] } = {},
): Promise<string> {
  const token = `chr_${randomBytes(32).toString('base64url')}`;
  const now = options.now ?? Date.now();
  await repo.insertServiceToken(db, {
    token_hash: hashToken(token),
    name,
    created_at: now,
    expires_at:
      options.expiresInDays === undefined ? null : now + options.expiresInDays * 86_400_000,
    scopes: options.scopes ? [...new Set(options.scopes)].join(',') : null,
  });
  return token;
}

/** The scopes a stored value names (unknown names are ignored); every scope for null. */
export function scopesOf(stored: string | null): readonly ServiceScope[] {
  if (stored === null) return SERVICE_SCOPES;
  const names = stored.split(',');
  return SERVICE_SCOPES.filter((scope) => names.includes(scope));
}

/**
 * The scopes of the known, unexpired service token an `Authorization: Bearer <token>` header
 * carries; null when it carries none.
 */
export async function serviceAuthorizationScopes(
  db: Kysely<Database>,
  header: string | undefined,
  now = Date.now(),
): Promise<readonly ServiceScope[] | null> {
  const match = /^Bearer\s+(\S{1,256})$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return null;
  const hash = hashToken(match[1]);
  const row = await repo.findServiceToken(db, hash);
  if (!row) return null;
  if (row.expires_at !== null && Number(row.expires_at) <= now) return null;
  await repo.touchServiceToken(db, hash, now);
  return scopesOf(row.scopes);
}

export interface ServiceTokenInfo {
  name: string;
  fingerprint: string;
  createdAt: number;
  expiresAt: number | null;
  lastUsedAt: number | null;
  scopes: readonly ServiceScope[];
}

/** Every service token, oldest first, without anything that would let one be used. */
export async function listServiceTokens(db: Kysely<Database>): Promise<ServiceTokenInfo[]> {
  return (await repo.listServiceTokens(db)).map((row) => ({
    name: row.name,
    fingerprint: tokenFingerprint(row.token_hash),
    createdAt: Number(row.created_at),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
    scopes: scopesOf(row.scopes),
  }));
}

/** Revokes the tokens with this name or fingerprint; returns how many. */
export async function revokeServiceTokens(db: Kysely<Database>, which: string): Promise<number> {
  const rows = await repo.listServiceTokens(db);
  const hits = rows.filter(
    (row) => row.name === which || (which.length >= 6 && row.token_hash.startsWith(which)),
  );
  await repo.deleteServiceTokens(
    db,
    hits.map((row) => row.token_hash),
  );
  return hits.length;
}

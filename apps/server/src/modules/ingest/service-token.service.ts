import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import * as repo from './ingest.repository.js';

// Service tokens are 256-bit random strings, so a plain SHA-256 is enough to store them safely.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates an operator service token; the plain token is returned once and never stored. */
export async function createServiceToken(db: Kysely<Database>, name: string): Promise<string> {
  const token = `chr_${randomBytes(32).toString('base64url')}`;
  await repo.insertServiceToken(db, { token_hash: hashToken(token), name, created_at: Date.now() });
  return token;
}

/** True when an `Authorization: Bearer <token>` header carries a known service token. */
export async function isServiceAuthorization(
  db: Kysely<Database>,
  header: string | undefined,
): Promise<boolean> {
  const match = /^Bearer\s+(\S{1,256})$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return false;
  return repo.serviceTokenExists(db, hashToken(match[1]));
}

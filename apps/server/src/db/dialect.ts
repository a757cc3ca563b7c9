import { PostgresAdapter, type Kysely } from 'kysely';

/*
 * The few dialect-specific bits live here. Everything else (upserts via `onConflict`, transactions,
 * JSON as text, booleans as 0/1) is written once and runs on both SQLite and PostgreSQL.
 */

export type DialectName = 'sqlite' | 'postgres';

/** Which dialect a Kysely instance (or transaction) talks to. */
export function dialectOf<T>(db: Kysely<T>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Column type of an auto-incrementing primary key. */
export function autoIncrementType(dialect: DialectName): 'bigserial' | 'integer' {
  return dialect === 'postgres' ? 'bigserial' : 'integer';
}

export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | null | undefined): boolean => value === 1;

/** JSON columns are plain text on both dialects. */
export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export function fromJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** True when a driver error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

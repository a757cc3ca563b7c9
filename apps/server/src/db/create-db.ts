import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';

export interface CreateDbOptions {
  /** PostgreSQL only: schema put first on the search path (tests isolate each file this way). */
  searchPath?: string;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Community uids and millisecond timestamps are bigint columns; they fit a JS number safely, so parse
// them as numbers per pool instead of changing pg's global type parsers.
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  },
};

function sqlitePath(url: string): string {
  const rest = url.slice('sqlite:'.length);
  if (rest === ':memory:') return ':memory:';
  // `sqlite:///abs/path` and `sqlite://rel/path` are accepted as well as `sqlite:./rel/path`.
  return rest.startsWith('//') ? rest.slice(2) : rest;
}

function createSqlite(url: string): Kysely<Database> {
  const file = sqlitePath(url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new BetterSqlite3(file);
  if (file !== ':memory:') database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

function createPostgres(url: string, options: CreateDbOptions): Kysely<Database> {
  if (options.searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.searchPath)) {
    throw new Error(`Invalid search path "${options.searchPath}"`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    types: pgTypes,
    max: 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Opens the database named by a URL: `sqlite:<file>` (WAL, foreign keys, busy timeout; the folder is
 * created), `sqlite::memory:`, or `postgres://…`.
 */
export function createDb(url: string, options: CreateDbOptions = {}): Kysely<Database> {
  if (url.startsWith('sqlite:')) return createSqlite(url);
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return createPostgres(url, options);
  }
  throw new Error(`Unsupported DATABASE_URL "${url}": use sqlite:<file> or postgres://…`);
}

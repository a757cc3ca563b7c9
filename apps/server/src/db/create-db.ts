import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createHash } from 'node:crypto';
import {
  Kysely,
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';
import { checkpointer } from './checkpointer.js';
import { GatedSqliteDialect, WriteGate } from './write-gate.js';
import { batchingReads } from './read-batch.js';
import { type Pipe, Pipeline } from './pipeline.js';

export interface CreateDbOptions {
  /** PostgreSQL only: schema put first on the search path (tests isolate each file this way). */
  searchPath?: string;
  /** PostgreSQL only: how many connections in all (10 by default), the pipeline's included. */
  maxConnections?: number;
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

/** The file a `sqlite:` URL names (`:memory:` for an in-memory database). */
export function sqlitePath(url: string): string {
  const rest = url.slice('sqlite:'.length);
  if (rest === ':memory:') return ':memory:';
  // `sqlite:///abs/path` and `sqlite://rel/path` are accepted as well as `sqlite:./rel/path`.
  return rest.startsWith('//') ? rest.slice(2) : rest;
}

/** How many distinct statements stay prepared: every query shape the server has, with room to spare. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The database as Kysely sees it, with prepared statements kept by their SQL text. Kysely prepares
 * every query it runs, and preparing costs more than running an indexed lookup (measured: 6–100 µs
 * against under 2 µs), several times per request. The SQL of one query shape is the same on every
 * call (values are bound), so the cache holds one entry per shape; least recently used shapes go
 * when it is full. A statement still being iterated (a streamed read) is never handed out twice.
 */
export function cachingStatements(
  database: BetterSqlite3.Database,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > size) {
          const oldest = statements.keys().next();
          if (!oldest.done) statements.delete(oldest.value);
        }
      }
      return statement;
    },
  };
}

/** WAL pages (4 KB each) that trigger an automatic checkpoint by the writer. */
const WAL_CHECKPOINT_PAGES = 131_072;

function createSqlite(url: string): Kysely<Database> {
  const file = sqlitePath(url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new BetterSqlite3(file);
  if (file !== ':memory:') database.pragma('journal_mode = WAL');
  // SQLite's automatic checkpoint (WAL pages copied into the database, both synced) once the WAL
  // holds 512 MB rather than 4 MB. A 250-role import bundle writes about 11 MB, so the default made
  // the writer wait for a checkpoint and its syncs after every bundle. Checkpoints run on a thread of
  // their own instead (checkpointer.ts), and this stays as the backstop bounding the WAL should that
  // thread lag or fail; after a checkpoint the file is cut back to 64 MB.
  database.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
  database.pragma(`journal_size_limit = ${64 * 2 ** 20}`);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  const gate = new WriteGate();
  const reads = batchingReads(database, cachingStatements(database));
  const background = file === ':memory:' ? undefined : checkpointer(file);
  const db = new Kysely<Database>({
    dialect: new GatedSqliteDialect(
      {
        database: {
          prepare: (sql) => reads.database.prepare(sql),
          close: () => {
            background?.stop();
            reads.database.close();
          },
        },
      },
      gate,
    ),
  });
  gates.set(db, gate);
  readBatches.set(db, () => reads.end());
  background?.start();
  return db;
}

const gates = new WeakMap<Kysely<Database>, WriteGate>();
const readBatches = new WeakMap<Kysely<Database>, () => void>();

/**
 * Ends the SQLite read transaction this thread's reads share for the current turn (read-batch.ts),
 * so the next read sees what another thread has just committed; nothing on PostgreSQL.
 */
export function freshReads(db: Kysely<Database>): void {
  readBatches.get(db)?.();
}

/**
 * The gate this thread's writes to a SQLite database pass (write-gate.ts); undefined for
 * PostgreSQL, where writers wait for each other's rows in the server, not in this thread.
 */
export function writeGateOf(db: Kysely<Database>): WriteGate | undefined {
  return gates.get(db);
}

/** Statements worth keeping prepared: the queries of requests, not DDL or transaction control. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Per connection; past it (long `in (…)` lists make many shapes) statements go unnamed. */
const NAMED_PER_CONNECTION = 500;

/**
 * What keeps a statement off the shared pipelined connections (`Pipeline`), whose answers come
 * back in order, so one statement waiting holds up every one written after it: writes and locking
 * reads (they can wait for a transaction's row locks, and that transaction may itself be waiting
 * for a statement queued behind them, a deadlock PostgreSQL cannot see), and session state.
 */
const NOT_SHAREABLE =
  /\b(insert|update|delete|merge)\b|\bfor\s+(no\s+key\s+)?(update|share|key\s+share)\b|\bpg_(try_)?advisory_|\bset_config\b/i;

/** A read that may run on a shared pipelined connection. */
const shareable = (text: string) => /^\s*(select|with)\b/i.test(text) && !NOT_SHAREABLE.test(text);

/**
 * Named statements PostgreSQL refuses to run, and the statement runs unnamed instead: 0A000,
 * "cached plan must not change result type" (a migration changed a table under it); 26000, the
 * statement is gone; 42P05, it exists already (pg's record of a pipelined connection's statements
 * can fall behind after a statement failed to parse).
 */
const UNNAMED_AGAIN = new Set(['0A000', '26000', '42P05']);

type Run = (config: pg.QueryConfig) => Promise<pg.QueryResult>;

/**
 * The pool as Kysely sees it, with every query sent as a named prepared statement (the name is a
 * hash of its SQL text), so PostgreSQL parses and plans each query shape once per connection instead
 * of on every request. A statement PostgreSQL refuses to reuse (its cached plan went stale after a
 * migration changed a table under it) runs unnamed from then on.
 *
 * With a `pipeline`, a connection Kysely asks for is a stand-in: reads that neither lock nor leave
 * state (`shareable`) go to the pipeline's shared connections, and from its first other statement (a
 * transaction's `begin`, a write, an advisory lock) it holds a pooled connection of its own until
 * released, so transactions, waits and session state never hold up anyone else's statements.
 */
export function preparingPool(pool: pg.Pool, pipeline?: Pipeline): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      if (names.size < 10 * NAMED_PER_CONNECTION) names.set(text, name);
    }
    return name;
  };
  /** Runs a statement on one connection, named when it can be (per connection: `prepared`). */
  async function run<R>(
    query: Run,
    cache: { prepared: Set<string>; unnamed: Set<string> },
    text: string,
    values: unknown[],
  ): Promise<PostgresQueryResult<R>> {
    const { prepared, unnamed } = cache;
    const named =
      PREPARABLE.test(text) &&
      !unnamed.has(text) &&
      (prepared.has(text) || prepared.size < NAMED_PER_CONNECTION);
    if (!named) return (await query({ text, values })) as unknown as PostgresQueryResult<R>;
    prepared.add(text);
    try {
      const result = await query({ name: nameOf(text), text, values });
      return result as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (!UNNAMED_AGAIN.has((error as { code?: string }).code ?? '')) throw error;
      unnamed.add(text);
      return (await query({ text, values })) as unknown as PostgresQueryResult<R>;
    }
  }
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const cache = { prepared: new Set<string>(), unnamed: new Set<string>() };
    const query: Run = (config) => client.query(config);
    return {
      query: ((textOrCursor: string | PostgresCursor<unknown>, values?: readonly unknown[]) =>
        typeof textOrCursor === 'string'
          ? run(query, cache, textOrCursor, [...(values ?? [])])
          : client.query(textOrCursor as never)) as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
  const pooled = async () => {
    const client = await pool.connect();
    let found = wrapped.get(client);
    if (!found) {
      found = wrap(client);
      wrapped.set(client, found);
      // A connection that breaks while in use fails its statement, and the pool drops it when it
      // is given back; without a listener pg's 'error' event would end the process.
      client.on('error', () => undefined);
    }
    return found;
  };
  const standIn = (shared: Pipeline): PostgresPoolClient => {
    let own: Promise<PostgresPoolClient> | undefined;
    let pipe: Pipe | undefined;
    let released = false;
    const query = async (text: string, values?: unknown[]) => {
      if (released) throw new Error('a database connection was used after its release');
      if (!own && shareable(text)) {
        pipe ??= shared.pick();
        const on = pipe;
        return run((config) => on.query(config), on, text, [...(values ?? [])]);
      }
      own ??= pooled();
      return (await own).query(text, values ?? []);
    };
    return {
      query: ((textOrCursor: string | PostgresCursor<unknown>, values?: unknown[]) => {
        // Kysely sends a cursor only when the dialect names a cursor class, which this one does not.
        if (typeof textOrCursor !== 'string') throw new Error('cursors are not configured');
        return query(textOrCursor, values);
      }) as PostgresPoolClient['query'],
      release: () => {
        released = true;
        // A pooled connection that failed to come never needs giving back.
        void own?.then(
          (client) => client.release(),
          () => undefined,
        );
        own = undefined;
      },
    };
  };
  return {
    connect: async () => (pipeline ? standIn(pipeline) : pooled()),
    end: async () => {
      await pipeline?.end();
      await pool.end();
    },
  };
}

function createPostgres(url: string, options: CreateDbOptions): Kysely<Database> {
  if (options.searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.searchPath)) {
    throw new Error(`Invalid search path "${options.searchPath}"`);
  }
  // Named statements are parsed once, but each run is still planned for its own values: a plan
  // made once for any value (PostgreSQL's choice after five runs) can join whole tables where the
  // values at hand would use an index.
  const settings = ['-c plan_cache_mode=force_custom_plan'];
  if (options.searchPath) settings.push(`-c search_path=${options.searchPath}`);
  const connection = { connectionString: url, types: pgTypes, options: settings.join(' ') };
  const max = options.maxConnections ?? 10;
  // A quarter of the connections are the shared pipeline's (`Pipeline`), the rest the pool's, for
  // transactions and whatever else needs a connection of its own. Under four: no pipeline.
  const pipes = Math.floor(max / 4);
  const pool = new pg.Pool({ ...connection, max: max - pipes });
  // An idle connection the server ended (a restart, an administrator): the pool drops it; without a
  // listener pg's 'error' event would end the process.
  pool.on('error', () => undefined);
  // A read that waits for a table lock (a migration's) fails after five seconds rather than hold up
  // the statements behind it on its pipelined connection.
  const pipeline =
    pipes > 0
      ? new Pipeline(
          { ...connection, options: [...settings, '-c lock_timeout=5000'].join(' ') },
          pipes,
        )
      : undefined;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparingPool(pool, pipeline) }),
  });
  pools.set(db, { pool, pipeline });
  return db;
}

const pools = new WeakMap<Kysely<Database>, { pool: pg.Pool; pipeline: Pipeline | undefined }>();

/**
 * The connection pool and the pipeline of a PostgreSQL database createDb opened (their gauges,
 * http/metrics.ts).
 */
export function poolOf(
  db: Kysely<Database>,
): { pool: pg.Pool; pipeline: Pipeline | undefined } | undefined {
  return pools.get(db);
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

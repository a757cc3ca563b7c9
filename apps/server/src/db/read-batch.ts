import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/*
 * The reads of one turn of the event loop in one SQLite read transaction. Outside a transaction
 * every statement opens and closes a read transaction of its own, and on a WAL database that is
 * two `fcntl` locks and a `stat` of the file each time: about 15 µs, more than an indexed lookup
 * costs, and a records request makes four to eight of them (docs/PERFORMANCE.md §4). Here the
 * first plain read of a turn begins a transaction and the turn's end (`setImmediate`) commits it,
 * so every read of the requests handled in that turn shares one.
 *
 * What a read sees does not change in any way a client could tell:
 * - SQLite takes the snapshot at the first read, after the turn's events (requests, replies from
 *   other threads) have arrived, so a request sees every commit that happened before it was sent;
 * - any other statement of this connection (a write, `begin`, a pragma) first ends the batch, so a
 *   write never runs in a stale snapshot and a read after it sees it;
 * - a streamed read (`iterate`) ends it too: it holds the connection across turns;
 * - `end` ends it at once, for a caller told by another thread that it committed (the ingest
 *   worker's reply arrives in the same turn as reads that may have begun before it).
 */

/** Plain reads: the only statements a batch holds. `with` may write, so it asks SQLite. */
const PLAIN_READ = /^\s*(select|with)\b/i;

export interface ReadBatches {
  /** The database as Kysely sees it. */
  database: SqliteDatabase;
  /**
   * Ends the open batch at once: for a caller told by another thread that it committed (the
   * ingest worker's reply can arrive in the same turn as reads that began before the commit).
   */
  end(): void;
}

export function batchingReads(
  database: BetterSqlite3.Database,
  statements: SqliteDatabase,
): ReadBatches {
  const begin = database.prepare('begin');
  const commit = database.prepare('commit');
  let open = false;
  let scheduled = false;

  const end = () => {
    if (!open) return;
    open = false;
    // A failed statement can have rolled the transaction back already.
    if (database.inTransaction) commit.run();
  };
  const atTurnEnd = () => {
    scheduled = false;
    end();
  };
  const enter = () => {
    if (open || database.inTransaction) return;
    begin.run();
    open = true;
    if (!scheduled) {
      scheduled = true;
      setImmediate(atTurnEnd);
    }
  };

  const batched: SqliteDatabase = {
    close: () => {
      end();
      statements.close();
    },
    prepare(sql) {
      const statement = statements.prepare(sql) as BetterSqlite3.Statement;
      if (!PLAIN_READ.test(sql) || !statement.reader || !statement.readonly) {
        end();
        return statement;
      }
      return {
        reader: true,
        all(parameters) {
          enter();
          return statement.all(parameters);
        },
        run(parameters) {
          enter();
          return statement.run(parameters);
        },
        iterate(parameters) {
          end();
          return statement.iterate(parameters);
        },
      };
    },
  };
  return { database: batched, end };
}

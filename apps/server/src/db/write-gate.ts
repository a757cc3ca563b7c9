import {
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { inlineLimits } from './inline-limits.js';

/**
 * Turns between this thread's writes to a SQLite file and one long writer elsewhere (the ingest
 * worker, ingest-runner.ts), taken without blocking the event loop. SQLite has one writer at a
 * time; a write that finds the file locked waits in `busy_timeout`, which in better-sqlite3 blocks
 * the whole thread. So this thread's writes and transactions `enter` first and wait here, as a
 * promise, while an `exclusive` holder has the file; reads never wait (WAL readers see the last
 * commit). A waiting `exclusive` goes before writes that arrive after it, so a steady trickle of
 * writes cannot starve an import.
 */
export class WriteGate {
  #inside = 0;
  #exclusive = false;
  #wanted = 0;
  #waiters: (() => void)[] = [];

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  #wait(): Promise<void> {
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Writes and exclusive holders waiting for their turn now (a gauge, http/metrics.ts). */
  get waiting(): number {
    return this.#waiters.length;
  }

  /** True while an exclusive holder (an import in the ingest worker) has the file. */
  get held(): boolean {
    return this.#exclusive;
  }

  /** Waits until no exclusive holder has (or waits for) the file; `leave` when the write ends. */
  async enter(): Promise<void> {
    while (this.#exclusive || this.#wanted > 0) await this.#wait();
    this.#inside += 1;
  }

  leave(): void {
    this.#inside -= 1;
    if (this.#inside === 0) this.#wake();
  }

  /** Runs `work` once this thread's writes in progress are over, holding back new ones meanwhile. */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    this.#wanted += 1;
    try {
      while (this.#exclusive || this.#inside > 0) await this.#wait();
    } finally {
      this.#wanted -= 1;
    }
    this.#exclusive = true;
    try {
      return await work();
    } finally {
      this.#exclusive = false;
      this.#wake();
    }
  }
}

/** Statements that only read: they run at once, whoever holds the gate. */
const READ_ONLY = /^\s*select\b/i;

/**
 * A connection Kysely holds without holding SQLite's one connection: each statement takes the real
 * connection only while it runs (writes after passing the gate), and a transaction takes it from
 * `begin` to its end. Kysely's own SQLite driver takes the connection when the connection is asked
 * for, so a transaction waiting its turn would hold up every read behind it.
 */
class GatedConnection implements DatabaseConnection {
  /** The real connection while this one is in a transaction. */
  held: DatabaseConnection | undefined;

  constructor(
    private readonly driver: GatedDriver,
    private readonly gate: WriteGate,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const query = inlineLimits(compiled);
    if (this.held) return this.held.executeQuery<R>(query);
    const writes = !READ_ONLY.test(query.sql);
    if (writes) await this.gate.enter();
    try {
      const connection = await this.driver.inner.acquireConnection();
      try {
        return await connection.executeQuery<R>(query);
      } finally {
        await this.driver.inner.releaseConnection(connection);
      }
    } finally {
      if (writes) this.gate.leave();
    }
  }

  async *streamQuery<R>(
    compiled: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    const query = inlineLimits(compiled);
    if (this.held) {
      yield* this.held.streamQuery<R>(query, chunkSize);
      return;
    }
    const connection = await this.driver.inner.acquireConnection();
    try {
      yield* connection.streamQuery<R>(query, chunkSize);
    } finally {
      await this.driver.inner.releaseConnection(connection);
    }
  }
}

class GatedDriver implements Driver {
  constructor(
    readonly inner: Driver,
    private readonly gate: WriteGate,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new GatedConnection(this, this.gate));
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const gated = connection as GatedConnection;
    await this.gate.enter();
    try {
      const held = await this.inner.acquireConnection();
      gated.held = held;
      await this.inner.beginTransaction(held, settings);
    } catch (error) {
      await this.#let(gated);
      throw error;
    }
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#end(connection, (held) => this.inner.commitTransaction(held));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#end(connection, (held) => this.inner.rollbackTransaction(held));
  }

  /** Commits or rolls back on the real connection, then gives it back whatever happened. */
  async #end(
    connection: DatabaseConnection,
    end: (held: DatabaseConnection) => Promise<void>,
  ): Promise<void> {
    const gated = connection as GatedConnection;
    try {
      if (gated.held) await end(gated.held);
    } finally {
      await this.#let(gated);
    }
  }

  /** Gives the real connection back and lets the next write through. */
  async #let(gated: GatedConnection): Promise<void> {
    const held = gated.held;
    gated.held = undefined;
    if (held) await this.inner.releaseConnection(held);
    this.gate.leave();
  }

  async releaseConnection(): Promise<void> {
    // Nothing held between statements; a transaction gave its connection back at its end.
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Kysely's SQLite dialect with every write of this thread passing `gate` first. */
export class GatedSqliteDialect extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly gate: WriteGate,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new GatedDriver(super.createDriver(), this.gate);
  }
}

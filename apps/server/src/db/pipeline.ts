import pg from 'pg';

/**
 * A few PostgreSQL connections in pipeline mode (pg's `pipeline: true`), shared by every read that
 * runs on its own: each statement is written at once, without waiting for the answers of the
 * statements written before it, and the answers come back in order. A request's session, role and
 * risk-flag reads from eight concurrent requests then travel together instead of each holding a
 * pooled connection for its own round trip (measured on 2 cores: about 120 µs of this thread per
 * statement through the pool, under 50 µs pipelined; see docs/PERFORMANCE.md §4).
 *
 * Only reads that carry no state from one to the next share a connection: transactions, writes,
 * locking reads and session-level locks get a connection of their own from the pool
 * (`preparingPool` decides), since a statement that waits holds up every one written after it on
 * its connection. Each statement is followed by its own Sync, so a failing statement fails alone.
 */
export class Pipeline {
  private readonly pipes: Pipe[];

  constructor(config: pg.ClientConfig, size: number) {
    this.pipes = Array.from({ length: size }, () => new Pipe(config));
  }

  /** The pipe with the fewest statements in flight (a slow statement holds up only its pipe). */
  pick(): Pipe {
    let best = this.pipes[0]!;
    for (const pipe of this.pipes) if (pipe.inFlight < best.inFlight) best = pipe;
    return best;
  }

  /** Statements written and not yet answered, on all its connections (a metrics gauge). */
  get inFlight(): number {
    return this.pipes.reduce((sum, pipe) => sum + pipe.inFlight, 0);
  }

  async end(): Promise<void> {
    await Promise.all(this.pipes.map((pipe) => pipe.end()));
  }
}

/** One pipelined connection, opened on first use and opened again after it broke. */
export class Pipe {
  inFlight = 0;
  /** Statements this connection has prepared (names are per connection in PostgreSQL). */
  prepared = new Set<string>();
  unnamed = new Set<string>();
  private client: Promise<pg.Client> | undefined;
  /** Connections given up, still sending their last answers; `end` waits for them. */
  private readonly closing = new Set<Promise<void>>();
  private ended = false;

  constructor(private readonly config: pg.ClientConfig) {}

  private connection(): Promise<pg.Client> {
    if (this.ended) return Promise.reject(new Error('the database pipeline was closed'));
    this.client ??= this.open();
    return this.client;
  }

  private open(): Promise<pg.Client> {
    const client = new pg.Client({
      ...this.config,
      pipeline: true,
      // A socket that died without a word is noticed, and a server that never answers the
      // connection fails it, instead of holding every statement sent to this pipe.
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    // Without a listener pg's 'error' event would end the process.
    client.on('error', () => this.drop(opened));
    client.on('end', () => this.drop(opened));
    const opened = client.connect().then(
      () => client,
      (error: unknown) => {
        this.drop(opened);
        throw error;
      },
    );
    return opened;
  }

  /** Forgets a broken connection (if it is still the current one); the next statement opens one. */
  private drop(which: Promise<pg.Client>): void {
    if (this.client !== which) return;
    this.client = undefined;
    this.prepared = new Set();
    this.unnamed = new Set();
    const closed = which.then((client) => client.end()).catch(() => undefined);
    this.closing.add(closed);
    void closed.then(() => this.closing.delete(closed));
  }

  async query(config: pg.QueryConfig): Promise<pg.QueryResult> {
    this.inFlight++;
    const current = this.connection();
    try {
      return await (await current).query(config);
    } catch (error) {
      // The server ended the session (FATAL: terminated, shutting down) or the socket failed: the
      // statements already written behind this one fail with it, the next ones go to a new session.
      const severity = (error as { severity?: string }).severity;
      if (severity === undefined || severity === 'FATAL' || severity === 'PANIC') {
        this.drop(current);
      }
      throw error;
    } finally {
      this.inFlight--;
    }
  }

  async end(): Promise<void> {
    this.ended = true;
    const client = await this.client?.catch(() => undefined);
    this.client = undefined;
    await Promise.all([client?.end(), ...this.closing]);
  }
}

import type { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { freshReads, writeGateOf } from '../../db/create-db.js';
import { ApiError } from '../../http/api-error.js';
import type { IngestBundle } from '@chronicle/contract';
import { startWorkerThread, WorkerCalls } from '../../worker-thread.js';
import { runIngestJob, type IngestOutcome } from './ingest-job.js';

/**
 * Where the ingest API's jobs run, one at a time: in the request thread (tests on an in-memory
 * database, which no other thread can open), or in the ingest worker (ingest-worker.ts) on a
 * connection of its own, which keeps a big import from stalling every other request.
 */
export interface IngestRunner {
  /** A bundle the route has parsed and checked. */
  run(job: { bundle: IngestBundle }): Promise<IngestOutcome>;
  /**
   * A raw JSON body, taken piece by piece as it arrives (the worker gets each piece then: joining
   * and parsing tens of megabytes is its work, not the request thread's).
   */
  runBody(body: AsyncIterable<Uint8Array>, allowAccounts: boolean): Promise<IngestOutcome>;
  close(): Promise<void>;
}

/** How the worker reaches the database the server uses. */
export interface IngestWorkerOptions {
  databaseUrl: string;
  /** PostgreSQL: the schema the server's own pool puts first (tests). */
  searchPath?: string;
  /**
   * Tests: each job stops just before its commit, with everything written, until the function
   * given to `onHeld` is called.
   */
  onHeld?: (release: () => void) => void;
}

export interface WorkerData {
  databaseUrl: string;
  searchPath?: string;
  holdBeforeCommit: boolean;
}

export type WorkerRequest =
  /** A piece of a body: kept by the worker under the job's id until the job runs. */
  | { id: number; piece: Uint8Array }
  /** Forget the pieces of a body that did not arrive whole. */
  | { id: number; drop: true }
  /** Run a job; `{ body }` is the pieces sent under the same id. */
  | { id: number; job: { bundle: IngestBundle } | { body: { allowAccounts: boolean } } }
  | { release: number }
  | { close: true };

export type WorkerReply =
  | { id: number; outcome: IngestOutcome }
  | { id: number; retcode: number; message: string }
  | { id: number; internal: string }
  | { id: number; held: true };

/** Runs `work` after every earlier call's work has ended, one at a time. */
function serially(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const next = last.then(work);
    last = next.catch(() => undefined);
    return next;
  };
}

export function inThreadRunner(db: Kysely<Database>): IngestRunner {
  const inTurn = serially();
  return {
    run: (job) => inTurn(() => runIngestJob(db, job)),
    runBody: async (body, allowAccounts) => {
      const json: Uint8Array[] = [];
      for await (const piece of body) json.push(piece);
      return inTurn(() => runIngestJob(db, { json, allowAccounts }));
    },
    close: () => Promise.resolve(),
  };
}

/** The worker: the build's `ingest-worker.js`, or `ingest-worker.ts` under tsx and vitest. */
const WORKER_FILES = {
  built: new URL('./ingest-worker.js', import.meta.url),
  source: new URL('./ingest-worker.ts', import.meta.url),
};

/** The view covers all of a plain ArrayBuffer (one that can be moved to another thread). */
const owns = (piece: Uint8Array): piece is Uint8Array<ArrayBuffer> =>
  piece.buffer instanceof ArrayBuffer &&
  piece.byteOffset === 0 &&
  piece.byteLength === piece.buffer.byteLength;

export function workerRunner(db: Kysely<Database>, options: IngestWorkerOptions): IngestRunner {
  const gate = writeGateOf(db);
  const inTurn = serially();
  let worker: Worker | undefined;
  const calls = new WorkerCalls<IngestOutcome>();

  const started = (): Worker => {
    if (worker) return worker;
    const workerData: WorkerData = {
      databaseUrl: options.databaseUrl,
      ...(options.searchPath ? { searchPath: options.searchPath } : {}),
      holdBeforeCommit: options.onHeld !== undefined,
    };
    const created = startWorkerThread(import.meta.url, WORKER_FILES, { workerData });
    created.on('message', (reply: WorkerReply) => {
      if ('held' in reply) {
        options.onHeld?.(() => created.postMessage({ release: reply.id } satisfies WorkerRequest));
        return;
      }
      // The worker committed before replying; reads from here on must see it.
      freshReads(db);
      calls.settle(
        reply.id,
        'outcome' in reply
          ? { value: reply.outcome }
          : {
              error:
                'retcode' in reply
                  ? new ApiError(reply.retcode, reply.message)
                  : new Error(`ingest worker: ${reply.internal}`),
            },
      );
    });
    // A crashed worker fails what it had and is started again for the next job.
    created.on('error', (error) => calls.failAll(error));
    created.on('exit', (code) => {
      if (worker === created) worker = undefined;
      calls.failAll(new Error(`ingest worker exited with code ${code}`));
    });
    created.unref();
    worker = created;
    return created;
  };

  // On SQLite the worker has the file to itself while it writes: this thread's writes wait for
  // it as promises (write-gate.ts) instead of blocking in SQLite's busy handler.
  const apply = (id: number, job: Extract<WorkerRequest, { job: unknown }>['job']) =>
    inTurn(() => {
      const inWorker = () => {
        const outcome = calls.wait(id);
        started().postMessage({ id, job } satisfies WorkerRequest);
        return outcome;
      };
      return gate ? gate.exclusive(inWorker) : inWorker();
    });

  return {
    run: (job) => apply(calls.newId(), job),
    runBody: async (body, allowAccounts) => {
      const id = calls.newId();
      // Each piece goes over as it arrives, before the job waits its turn: a slow upload holds
      // up no other job. It moves without a copy when it owns its memory; otherwise it is copied
      // out first (cloning a view would copy the whole buffer under it, often a 64 KB slab).
      try {
        for await (const piece of body) {
          const owned = owns(piece) ? piece : new Uint8Array(piece);
          started().postMessage({ id, piece: owned } satisfies WorkerRequest, [owned.buffer]);
        }
      } catch (error) {
        worker?.postMessage({ id, drop: true } satisfies WorkerRequest);
        throw error;
      }
      return apply(id, { body: { allowAccounts } });
    },
    close: async () => {
      // Jobs already taken end first (committed or rolled back), as the server drains requests.
      await inTurn(() => Promise.resolve());
      const current = worker;
      if (!current) return;
      worker = undefined;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.postMessage({ close: true } satisfies WorkerRequest);
      await exited;
    },
  };
}

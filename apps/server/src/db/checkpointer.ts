import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/*
 * WAL checkpoints of a SQLite file on a thread of their own. A checkpoint copies the WAL into the
 * database file and syncs it; run by the writing connection (SQLite's automatic checkpoint), the
 * writer waits for the disk each time, which cost an import about a fifth of its time at 10,000
 * roles with 4 MB checkpoints (docs/PERFORMANCE.md §5). Here a second connection
 * runs a passive checkpoint (it never blocks a reader or a writer) every `everyMs`, so the copying
 * and syncing overlap the writer's work. The automatic checkpoint stays on as a backstop: should
 * this thread lag or stop, the WAL is still bounded. The thread never keeps the process alive.
 */

const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 0');
const checkpoint = () => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Starts the thread (once; later calls do nothing). */
  start(): void;
  /** Stops it; it closes its connection and ends by itself. */
  stop(): void;
}

export function checkpointer(file: string, everyMs = 250): Checkpointer {
  let worker: Worker | undefined;
  let stopped = false;
  return {
    start() {
      if (worker || stopped) return;
      try {
        const driver = createRequire(import.meta.url).resolve('better-sqlite3');
        worker = new Worker(WORKER, { eval: true, workerData: { driver, file, everyMs } });
        worker.unref();
        // A failed checkpoint thread leaves the automatic checkpoints to do the work.
        worker.on('error', () => undefined);
      } catch {
        worker = undefined;
      }
    },
    stop() {
      stopped = true;
      worker?.postMessage('stop');
      worker = undefined;
    },
  };
}

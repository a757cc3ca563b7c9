import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createDb } from '../../db/create-db.js';
import { ApiError } from '../../http/api-error.js';
import { runIngestJob, type IngestJob } from './ingest-job.js';
import type { WorkerData, WorkerReply, WorkerRequest } from './ingest-runner.js';

/*
 * The ingest worker (a thread of the server, started by ingest-runner.ts): parses, checks and
 * applies ingest jobs one at a time on a database connection of its own, so the request thread
 * keeps answering while a bundle of tens of megabytes goes in. Its one transaction per job keeps a
 * bundle whole to readers, who see the database as it was until the commit.
 */

/**
 * Imports are background work: on Linux this thread (a task of its own, named by
 * /proc/thread-self) runs at a lower priority than the one answering requests, so on a busy
 * machine reads get the CPU first. Elsewhere it keeps the default.
 */
function lowerPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, BACKGROUND_PRIORITY);
  } catch {
    // Not Linux, or not allowed: the default priority.
  }
}
const BACKGROUND_PRIORITY = 10;
lowerPriority();

const data = workerData as WorkerData;
const db = createDb(data.databaseUrl, {
  ...(data.searchPath ? { searchPath: data.searchPath } : {}),
  maxConnections: 2,
});
const port = parentPort;
if (!port) throw new Error('ingest-worker.ts runs as a worker thread');

const releases = new Map<number, () => void>();
/** The pieces of bodies still arriving or waiting for their job, by job id. */
const bodies = new Map<number, Uint8Array[]>();
const reply = (message: WorkerReply) => port.postMessage(message);

function jobOf(id: number, job: Extract<WorkerRequest, { job: unknown }>['job']): IngestJob {
  if ('bundle' in job) return job;
  const json = bodies.get(id) ?? [];
  bodies.delete(id);
  return { json, allowAccounts: job.body.allowAccounts };
}

port.on('message', (message: WorkerRequest) => {
  if ('piece' in message) {
    const pieces = bodies.get(message.id);
    if (pieces) pieces.push(message.piece);
    else bodies.set(message.id, [message.piece]);
    return;
  }
  if ('drop' in message) {
    bodies.delete(message.id);
    return;
  }
  if ('release' in message) {
    releases.get(message.release)?.();
    releases.delete(message.release);
    return;
  }
  if ('close' in message) {
    void db.destroy().then(() => port.close());
    return;
  }
  const { id } = message;
  const beforeCommit = data.holdBeforeCommit
    ? () =>
        new Promise<void>((resolve) => {
          releases.set(id, resolve);
          reply({ id, held: true });
        })
    : undefined;
  runIngestJob(db, jobOf(id, message.job), beforeCommit ? { beforeCommit } : {}).then(
    (outcome) => reply({ id, outcome }),
    (error: unknown) =>
      reply(
        error instanceof ApiError
          ? { id, retcode: error.retcode, message: error.message }
          : {
              id,
              internal: error instanceof Error ? (error.stack ?? error.message) : String(error),
            },
      ),
  );
});

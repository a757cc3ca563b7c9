import { parentPort, workerData } from 'node:worker_threads';

/*
 * The worker of worker-thread.test.ts: TypeScript source, so it runs only through tsx's loader.
 * It answers each message with the message and the worker's data.
 */
interface Echo {
  n: number;
}

parentPort?.on('message', (message: Echo) => {
  parentPort?.postMessage({ ...(workerData as object), n: message.n * 2 });
});

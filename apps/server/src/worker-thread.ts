import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/*
 * What the server's worker threads (the ingest worker, the share-card drawer) have in common: how
 * one is started from the build or from TypeScript source, and the calls waiting for its replies.
 */

/**
 * A worker's entry file: as the build writes it beside main.js, and as TypeScript source. Each is
 * named by its caller as `new URL('./file', import.meta.url)`, the form esbuild keeps as written
 * (build-layout.test.ts checks that every such built file exists) and knip follows to the source.
 */
export interface WorkerFiles {
  /** Beside the built bundle (build.mjs writes it there), e.g. `./ingest-worker.js`. */
  built: URL;
  /** Beside the calling module's source file, e.g. `./ingest-worker.ts`. */
  source: URL;
}

/**
 * Starts a worker from the module at `callerUrl` (its `import.meta.url`): in the build, the built
 * entry beside the bundle; under tsx and vitest (the caller is TypeScript source), the source entry
 * through tsx's loader, registered in the new thread first. tsx's ESM API is used because its
 * CommonJS one cannot register hooks in a worker.
 */
export function startWorkerThread(
  callerUrl: string,
  files: WorkerFiles,
  options: Omit<WorkerOptions, 'eval'> = {},
): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(files.built, options);
  const tsxPackage = createRequire(callerUrl).resolve('tsx/package.json');
  const tsx = pathToFileURL(join(dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(files.source.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/** The calls sent to a worker that wait for its reply, each under an id of its own. */
export class WorkerCalls<T> {
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (value: T) => void; reject: (error: Error) => void }
  >();

  /** A fresh id for the next call. */
  newId(): number {
    const id = this.nextId;
    this.nextId += 1;
    return id;
  }

  /** The reply to call `id`, settled by `settle` (or `failAll`). */
  wait(id: number): Promise<T> {
    return new Promise<T>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
  }

  /**
   * Settles call `id` with a value or an error; false when no call waits under that id (it was
   * failed already, or the reply is not for a call).
   */
  settle(id: number, outcome: { value: T } | { error: Error }): boolean {
    const call = this.waiting.get(id);
    if (!call) return false;
    this.waiting.delete(id);
    if ('error' in outcome) call.reject(outcome.error);
    else call.resolve(outcome.value);
    return true;
  }

  /** Fails every waiting call: the worker died or is closing. */
  failAll(error: Error): void {
    const calls = [...this.waiting.values()];
    this.waiting.clear();
    for (const { reject } of calls) reject(error);
  }

  /** How many calls wait. */
  get size(): number {
    return this.waiting.size;
  }
}

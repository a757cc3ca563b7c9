import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CardModel } from './share-card.render.js';

export type CardFormat = 'svg' | 'png';

export interface RenderedCard {
  body: Buffer;
  /** A strong validator of the bytes, so a preview fetcher can revalidate for nothing. */
  etag: string;
}

/** What the request thread asks the worker (share-card.worker.ts). */
export type DrawRequest = { id: number; model: CardModel; format: CardFormat } | { warm: true };

/** What the worker answers: the card's bytes, why it could not draw it, or that it is warm. */
export type DrawReply =
  { id: number; body: Uint8Array; etag: string } | { id: number; error: string } | { warm: true };

/** Draws cards in a worker thread: one worker, started with the first card, ended by `close`. */
export interface CardDrawer {
  draw(model: CardModel, format: CardFormat): Promise<RenderedCard>;
  /** Starts the worker and has it load the fonts and renderers now, without waiting for it. */
  warm(): void;
  close(): Promise<void>;
}

/**
 * The worker: the build's `share-card-worker.js` beside main.js (build.mjs), or under tsx and
 * vitest (this file is TypeScript source) `share-card.worker.ts` through tsx's loader, registered
 * in the new thread, as ingest-runner.ts starts the ingest worker.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./share-card-worker.js', import.meta.url));
  }
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(join(dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./share-card.worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true });
}

export function workerDrawer(): CardDrawer {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (card: RenderedCard) => void; reject: (error: Error) => void }
  >();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const started = (): Worker => {
    if (worker) return worker;
    const created = startWorker();
    created.on('message', (reply: DrawReply) => {
      if ('warm' in reply) return;
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if ('error' in reply) waiting?.reject(new Error(`share card: ${reply.error}`));
      else waiting?.resolve({ body: Buffer.from(reply.body), etag: reply.etag });
      // Nothing left to draw: the worker does not keep the process alive.
      if (pending.size === 0) created.unref();
    });
    // A worker that dies takes its drawings with it; the next card starts a new one.
    const lost = (error: Error) => {
      if (worker === created) worker = undefined;
      failAll(error);
    };
    created.on('error', lost);
    created.on('exit', (code) => lost(new Error(`share-card worker exited with code ${code}`)));
    created.unref();
    worker = created;
    return created;
  };

  return {
    draw: (model, format) =>
      new Promise((resolve, reject) => {
        const id = nextId;
        nextId += 1;
        pending.set(id, { resolve, reject });
        const current = started();
        current.ref();
        current.postMessage({ id, model, format } satisfies DrawRequest);
      }),
    warm: () => {
      started().postMessage({ warm: true } satisfies DrawRequest);
    },
    close: async () => {
      const current = worker;
      worker = undefined;
      failAll(new Error('share-card worker closed'));
      if (current) await current.terminate();
    },
  };
}

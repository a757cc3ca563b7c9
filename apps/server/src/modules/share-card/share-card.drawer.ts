import type { Worker } from 'node:worker_threads';
import { startWorkerThread, WorkerCalls } from '../../worker-thread.js';
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

/** The worker: the build's `share-card-worker.js`, or `share-card.worker.ts` under tsx and vitest. */
const WORKER_FILES = {
  built: new URL('./share-card-worker.js', import.meta.url),
  source: new URL('./share-card.worker.ts', import.meta.url),
};

export function workerDrawer(): CardDrawer {
  let worker: Worker | undefined;
  const calls = new WorkerCalls<RenderedCard>();

  const started = (): Worker => {
    if (worker) return worker;
    const created = startWorkerThread(import.meta.url, WORKER_FILES);
    created.on('message', (reply: DrawReply) => {
      if ('warm' in reply) return;
      calls.settle(
        reply.id,
        'error' in reply
          ? { error: new Error(`share card: ${reply.error}`) }
          : { value: { body: Buffer.from(reply.body), etag: reply.etag } },
      );
      // Nothing left to draw: the worker does not keep the process alive.
      if (calls.size === 0) created.unref();
    });
    // A worker that dies takes its drawings with it; the next card starts a new one.
    const lost = (error: Error) => {
      if (worker === created) worker = undefined;
      calls.failAll(error);
    };
    created.on('error', lost);
    created.on('exit', (code) => lost(new Error(`share-card worker exited with code ${code}`)));
    created.unref();
    worker = created;
    return created;
  };

  return {
    draw: (model, format) => {
      const id = calls.newId();
      const card = calls.wait(id);
      const current = started();
      current.ref();
      current.postMessage({ id, model, format } satisfies DrawRequest);
      return card;
    },
    warm: () => {
      started().postMessage({ warm: true } satisfies DrawRequest);
    },
    close: async () => {
      const current = worker;
      worker = undefined;
      calls.failAll(new Error('share-card worker closed'));
      if (current) await current.terminate();
    },
  };
}

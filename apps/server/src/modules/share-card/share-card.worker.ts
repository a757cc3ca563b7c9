import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import type { DrawReply, DrawRequest } from './share-card.drawer.js';
import { renderPng, renderSvg } from './share-card.render.js';

/*
 * The share-card worker (a thread of the server, started by share-card.drawer.ts on the first card):
 * satori lays a card out and resvg rasterises it here, 35 to 180 ms of CPU a card and several
 * hundred for the first, which on the request thread held every other request for as long. One
 * drawing at a time, in the order asked: the fonts and renderers stay loaded between them.
 */

const port = parentPort;
if (!port) throw new Error('share-card.worker.ts runs as a worker thread');

let turn: Promise<void> = Promise.resolve();

async function draw(request: Extract<DrawRequest, { id: number }>): Promise<DrawReply> {
  try {
    const svg = await renderSvg(request.model);
    const body = request.format === 'png' ? await renderPng(svg) : Buffer.from(svg);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { id: request.id, body: new Uint8Array(body), etag };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

port.on('message', (request: DrawRequest) => {
  turn = turn
    .then(async () => {
      port.postMessage('warm' in request ? await warm() : await draw(request));
    })
    // A warm-up that failed is only a slower first card; it must not stop the turns after it.
    .catch(() => undefined);
});

/** Loads the fonts and renderers with a small card nobody sees, so the first real one is quick. */
async function warm(): Promise<DrawReply> {
  const svg = await renderSvg({
    kind: 'private',
    lang: 'en-us',
    gameName: '',
    title: '.',
    body: '.',
    footer: '.',
    alt: '',
  });
  await renderPng(svg);
  return { warm: true };
}

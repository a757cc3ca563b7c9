import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { startWorkerThread, WorkerCalls } from './worker-thread.js';

describe('WorkerCalls', () => {
  it('settles each call by its own id, once', async () => {
    const calls = new WorkerCalls<string>();
    const first = calls.newId();
    const second = calls.newId();
    expect(second).not.toBe(first);
    const a = calls.wait(first);
    const b = calls.wait(second);
    expect(calls.size).toBe(2);

    expect(calls.settle(second, { value: 'two' })).toBe(true);
    expect(calls.settle(first, { error: new Error('no') })).toBe(true);
    await expect(b).resolves.toBe('two');
    await expect(a).rejects.toThrow('no');
    // A reply for a call already settled, or for none, changes nothing.
    expect(calls.settle(first, { value: 'late' })).toBe(false);
    expect(calls.size).toBe(0);
  });

  it('fails every waiting call when the worker is lost', async () => {
    const calls = new WorkerCalls<number>();
    const waiting = [calls.wait(calls.newId()), calls.wait(calls.newId())];
    calls.failAll(new Error('worker exited'));
    for (const call of waiting) await expect(call).rejects.toThrow('worker exited');
    expect(calls.size).toBe(0);
  });
});

describe('startWorkerThread', () => {
  let worker: Worker | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    await worker?.terminate();
    if (folder) rmSync(folder, { recursive: true, force: true });
    worker = undefined;
    folder = undefined;
  });

  const ask = (w: Worker, n: number) =>
    new Promise<unknown>((resolve, reject) => {
      w.once('message', resolve);
      w.once('error', reject);
      w.postMessage({ n });
    });

  it('runs the TypeScript source through tsx when the caller is source, with its data', async () => {
    worker = startWorkerThread(
      import.meta.url,
      {
        built: new URL('./no-such-worker.js', import.meta.url),
        source: new URL('./worker-thread.echo.main.ts', import.meta.url),
      },
      { workerData: { from: 'source' } },
    );
    await expect(ask(worker, 21)).resolves.toEqual({ from: 'source', n: 42 });
  });

  it('runs the built file beside a built caller', async () => {
    folder = mkdtempSync(join(tmpdir(), 'worker-thread-'));
    writeFileSync(
      join(folder, 'echo-worker.mjs'),
      `import { parentPort, workerData } from 'node:worker_threads';
       parentPort.on('message', (m) => parentPort.postMessage({ ...workerData, n: m.n + 1 }));`,
    );
    const main = pathToFileURL(join(folder, 'main.js')).href;
    worker = startWorkerThread(
      main,
      { built: new URL('./echo-worker.mjs', main), source: new URL('./no-such-worker.ts', main) },
      { workerData: { from: 'build' } },
    );
    await expect(ask(worker, 1)).resolves.toEqual({ from: 'build', n: 2 });
  });
});

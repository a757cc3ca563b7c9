import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { describeEachDb } from '../test/harness.js';
import { closeGracefully, shutdownOnSignals } from './shutdown.js';

/* Graceful shutdown (issue 21 §4): requests in flight finish, new connections are refused. */

/**
 * A test-only route that answers once the test lets it, and says when a request reached it. Each
 * test starts with `reset()`: the suites run once per database, on one route state.
 */
function slowRoute() {
  const state = {
    reached: Promise.resolve(),
    released: Promise.resolve(),
    reach: () => undefined as void,
    release: () => undefined as void,
    reset() {
      state.reached = new Promise<void>((resolve) => (state.reach = resolve));
      state.released = new Promise<void>((resolve) => (state.release = resolve));
    },
    extend: (app: FastifyInstance) => {
      app.get('/test/slow', async () => {
        state.reach();
        await state.released;
        return 'done';
      });
    },
  };
  return state;
}

async function stoppedListening(app: FastifyInstance): Promise<void> {
  await vi.waitFor(() => expect(app.server.listening).toBe(false), { interval: 5 });
}

const graceful = slowRoute();
describeEachDb(
  'graceful shutdown',
  (env) => {
    it('lets a request in flight finish with 200 while new connections are refused', async () => {
      graceful.reset();
      const address = await env.app.listen({ port: 0, host: '127.0.0.1' });
      const slow = fetch(`${address}/test/slow`);
      await graceful.reached;
      const closed = closeGracefully(env.app, 10_000);
      await stoppedListening(env.app);
      await expect(fetch(`${address}/healthz`)).rejects.toMatchObject({
        cause: { code: 'ECONNREFUSED' },
      });
      graceful.release();
      const released = Date.now();
      const res = await slow;
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('done');
      await expect(closed).resolves.toBeUndefined();
      // The keep-alive connection closes once its answer is out, not at the timeout.
      expect(Date.now() - released).toBeLessThan(2_000);
    });
  },
  { extend: graceful.extend },
);

const stuck = slowRoute();
describeEachDb(
  'shutdown on signals',
  (env) => {
    it('cuts requests still running at the timeout, then closes and exits 0; a second signal exits at once', async () => {
      stuck.reset();
      const proc = Object.assign(new EventEmitter(), { exit: vi.fn() });
      const afterClose = vi.fn(() => Promise.resolve());
      shutdownOnSignals(env.app, {
        timeoutMs: 200,
        afterClose,
        process: proc as unknown as Pick<NodeJS.Process, 'on' | 'exit'>,
      });
      const address = await env.app.listen({ port: 0, host: '127.0.0.1' });
      const slow = fetch(`${address}/test/slow`);
      await stuck.reached;
      proc.emit('SIGTERM');
      await stoppedListening(env.app);
      expect(proc.exit).not.toHaveBeenCalled();
      // The request never finishes on its own: the timeout cuts it and the close goes on.
      await expect(slow).rejects.toThrow();
      await vi.waitFor(() => expect(proc.exit).toHaveBeenCalledWith(0), { interval: 5 });
      expect(afterClose).toHaveBeenCalledTimes(1);
      proc.emit('SIGINT');
      expect(proc.exit).toHaveBeenLastCalledWith(130);
      stuck.release();
    });
  },
  { extend: stuck.extend },
);

import { constants } from 'node:os';
import type { FastifyInstance } from 'fastify';

/*
 * Graceful shutdown (issue 21 §4), used by main.ts. The first SIGTERM or SIGINT stops taking
 * connections, lets the requests in flight finish (for up to the timeout, then their connections
 * are cut), runs the app's onClose hooks (app.ts: the sync worker stops and gives its leases back,
 * Redis and the ingest worker close), then `afterClose` (main.ts closes the database) and exits 0.
 * A second signal exits at once, and so does a shutdown still stuck at twice the timeout.
 */

/** How often connections left idle by a finished answer are closed while shutting down (ms). */
const IDLE_SWEEP_MS = 100;

/**
 * Closes the app: no new connections, requests in flight finish; after `timeoutMs` the connections
 * still open are cut so the close goes on. Resolves once every onClose hook has run.
 */
export async function closeGracefully(app: FastifyInstance, timeoutMs: number): Promise<void> {
  // The server closes the connections idle when the close starts; a keep-alive connection whose
  // answer ends later would stay open until the timeout without this sweep.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => {
    app.log.warn({ timeoutMs }, 'requests still running at the shutdown timeout: cutting them off');
    app.server.closeAllConnections();
  }, timeoutMs);
  sweep.unref();
  cut.unref();
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}

export interface ShutdownOptions {
  /** How long requests in flight may run once a signal came (ms). */
  timeoutMs: number;
  /** Runs after the app closed, e.g. closing a database the app did not open. */
  afterClose?: () => Promise<void>;
  /** Where signals come from and how the process ends (tests pass their own). */
  process?: Pick<NodeJS.Process, 'on' | 'exit'>;
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** Shuts the app down on SIGTERM or SIGINT; see the top of this file. */
export function shutdownOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const proc = options.process ?? process;
  let closing = false;
  const onSignal = (signal: (typeof SIGNALS)[number]) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      proc.exit(128 + constants.signals[signal]);
      return;
    }
    closing = true;
    app.log.info({ signal, timeoutMs: options.timeoutMs }, 'shutting down');
    // A close stuck past cutting the connections (a hung hook) must not keep the process alive.
    setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting');
      proc.exit(1);
    }, 2 * options.timeoutMs).unref();
    closeGracefully(app, options.timeoutMs)
      .then(() => options.afterClose?.())
      .then(() => {
        app.log.info('shut down');
        proc.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        proc.exit(1);
      });
  };
  for (const signal of SIGNALS) proc.on(signal, () => onSignal(signal));
}

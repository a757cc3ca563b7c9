import { COOKIES } from '@chronicle/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Writable } from 'node:stream';
import { buildApp } from '../app.js';
import { AccountService } from '../modules/account/account.service.js';
import { applyBundle } from '../modules/ingest/ingest.service.js';
import { createServiceToken } from '../modules/ingest/service-token.service.js';
import { fixtureBundle, UID } from '../test/fixtures.js';
import { openTestDb, testConfig, TEST_SECRET, type DbKind } from '../test/test-setup.js';
import type { FuzzRequest } from './draft.js';
import type { Answer } from './oracle.js';

/*
 * The server under fuzzing: the real app on a fresh fixture database, with a logger writing to
 * memory (an error-level line is a failure even when the answer looked fine) and a watch on the
 * process for exceptions nobody caught. Plain code, no test runner: `npm run fuzz` runs it too.
 */

/** Pino's numeric level of `error`; `fatal` is 60. */
const ERROR_LEVEL = 50;

export interface FuzzApp {
  app: FastifyInstance;
  /** Sends a request with its caller's credentials. */
  send(request: FuzzRequest): Promise<Answer>;
  /** Error-level log lines and uncaught errors since the last call, then forgets them. */
  takeProblems(): string[];
  close(): Promise<void>;
}

function logSink(problems: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        try {
          const entry = JSON.parse(line) as {
            level?: number;
            msg?: string;
            err?: { message?: string };
          };
          if ((entry.level ?? 0) >= ERROR_LEVEL) {
            problems.push(
              `log level ${entry.level}: ${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim(),
            );
          }
        } catch {
          problems.push(`log line that is not JSON: ${line.slice(0, 200)}`);
        }
      }
      done();
    },
  });
}

/** Starts the app on a fresh database of `kind` with the fixtures and a service token. */
export async function startFuzzApp(
  kind: DbKind,
  extend?: (app: FastifyInstance) => void,
): Promise<FuzzApp> {
  const problems: string[] = [];
  const { db, drop } = await openTestDb(kind);
  await applyBundle(db, fixtureBundle());
  // Warn and up only: info lines for every request would cost more than the requests.
  const app = await buildApp(testConfig(), {
    db,
    logger: { level: 'warn', stream: logSink(problems) },
  });
  extend?.(app);
  await app.ready();
  const serviceToken = await createServiceToken(db, 'fuzz');
  const accounts = new AccountService(db, TEST_SECRET);

  const onUncaught = (error: unknown) =>
    problems.push(`uncaught exception: ${error instanceof Error ? error.stack : String(error)}`);
  const onUnhandled = (reason: unknown) =>
    problems.push(
      `unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}`,
    );
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUnhandled);

  return {
    app,
    async send(request) {
      const headers = { ...request.headers };
      if (request.caller === 'service') headers.authorization = `Bearer ${serviceToken}`;
      const inject: InjectOptions = {
        method: request.method,
        url: request.url,
        headers,
      };
      // A fresh session each time: a fuzzed logout ends only the session it was sent with.
      if (request.caller === 'session') {
        const token = await accounts.startSession(UID.alice);
        inject.cookies = { [COOKIES.uid]: String(UID.alice), [COOKIES.token]: token };
      }
      if (request.payload !== undefined) inject.payload = request.payload;
      const res = await app.inject(inject);
      // One macrotask: a rejection nobody handled is reported now, against this request.
      await new Promise((resolve) => setImmediate(resolve));
      return { statusCode: res.statusCode, headers: res.headers, body: res.body };
    },
    takeProblems() {
      return problems.splice(0);
    },
    async close() {
      process.off('uncaughtException', onUncaught);
      process.off('unhandledRejection', onUnhandled);
      await app.close();
      await drop();
    },
  };
}

import type { FastifyServerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * A client that goes away while an answer is still streaming (a tab closed mid-download, a phone
 * losing signal) ends the stream early; the compression plugin reports that as an error. Nothing
 * failed on the server's side, so such reports are logged at debug level, where an operator who
 * looks for them still finds them, instead of alarming anyone at error level.
 */
export function isClientGone(value: unknown): boolean {
  const code = (value as { code?: unknown } | null)?.code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET';
}

const ERROR_LEVEL = 50;

/** The server's logger settings: the level asked for, with client aborts moved to debug. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] & LoggerOptions {
  return {
    level,
    hooks: {
      logMethod(args, method, levelNumber) {
        if (levelNumber >= ERROR_LEVEL && isClientGone(args[0])) {
          Reflect.apply(this.debug, this, args);
          return;
        }
        method.apply(this, args);
      },
    },
  };
}

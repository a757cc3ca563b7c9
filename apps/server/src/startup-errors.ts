import type { AppConfig } from './config.js';

/** A system error's code (`ECONNREFUSED`, `EADDRINUSE`…), also when a driver wraps it. */
function codeOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    const { code, errors, cause } = e as { code?: unknown; errors?: unknown[]; cause?: unknown };
    if (typeof code === 'string') return code;
    // pg gives an AggregateError when every address of the host refused.
    e = Array.isArray(errors) && errors.length > 0 ? errors[0] : cause;
  }
  return undefined;
}

/** DATABASE_URL as it may be printed: the password left out. */
export function safeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.startsWith('sqlite:') ? url : '(unreadable DATABASE_URL)';
  }
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/**
 * What an operator reads when the server cannot start: what failed, with the setting to look at
 * and the cause, instead of a driver's stack trace.
 */
export function describeStartupError(error: unknown, config: AppConfig | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  // Without a configuration (it failed to load), its own message already names the setting.
  if (!config) return message;
  const code = codeOf(error);
  if (code === 'EADDRINUSE') {
    return `port ${config.port} is already in use on ${config.host}: stop what listens there, or set PORT to a free port`;
  }
  if (code === 'EACCES' && /listen/i.test(message)) {
    return `port ${config.port} on ${config.host} may not be opened by this user: use a port above 1023 (a reverse proxy can serve 80 and 443)`;
  }
  if (code && UNREACHABLE.has(code)) {
    return `cannot reach the database at ${safeDatabaseUrl(config.databaseUrl)} (${code}): is PostgreSQL running there, and is DATABASE_URL right?`;
  }
  if (
    /password authentication failed|database ".*" does not exist|role ".*" does not exist/.test(
      message,
    )
  ) {
    return `the database at ${safeDatabaseUrl(config.databaseUrl)} refused the connection: ${message}`;
  }
  if (
    config.databaseUrl.startsWith('sqlite:') &&
    /unable to open database|SQLITE_CANTOPEN|directory does not exist/i.test(message)
  ) {
    return `cannot open the SQLite database ${config.databaseUrl}: ${message} (does its folder exist, and may this user write there?)`;
  }
  return message;
}

import { RETCODES } from '@chronicle/contract';
import type { Operation } from './operations.js';

/*
 * The failure rules: what no answer of the API may ever be, however malformed the request.
 * A retcode is never judged here (any catalogue code is a fine answer to garbage); only the shape,
 * the status, and leaks of internals are.
 */

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const KNOWN_RETCODES = new Set(RETCODES.map((r) => r.code));

/** Text that only an internal error carries: stack frames, source positions, driver messages. */
const LEAKS: [RegExp, string][] = [
  [/\n\s+at\s/, 'a stack frame'],
  [/\bat (?:async )?[\w$.<>]+ \((?:file:|node:|\/)/, 'a stack frame'],
  [/\.(?:[cm]?[jt]s|tsx?):\d+/, 'a source file position'],
  [/node_modules|\/work\/|\/apps\/server\//, 'a server file path'],
  [/SQLITE_[A-Z]/, 'an SQLite error'],
  [/syntax error at/i, 'a PostgreSQL error'],
  [
    /(?:relation|column) "[^"]*" (?:does not exist)|invalid input syntax for|out of range for type/,
    'a PostgreSQL error',
  ],
  [/FST_[A-Z_]+/, 'a Fastify error code'],
  [/\b(?:TypeError|RangeError|ReferenceError|SyntaxError): /, 'a JavaScript error'],
];

const header = (a: Answer, name: string): string => {
  const v = a.headers[name];
  return Array.isArray(v) ? v.join(', ') : v === undefined ? '' : String(v);
};

/** A documented non-envelope success: the download of an operation that declares one. */
function isDownload(op: Operation, a: Answer): boolean {
  return (
    op.download && a.statusCode === 200 && /^attachment;/.test(header(a, 'content-disposition'))
  );
}

/** Every rule `answer` breaks, as readable lines (empty when it is a fine answer). */
export function violations(op: Operation, answer: Answer): string[] {
  const found: string[] = [];
  if (answer.statusCode >= 500) found.push(`HTTP ${answer.statusCode}`);
  if (isDownload(op, answer)) return found;

  if (answer.statusCode !== 200 && answer.statusCode < 500) {
    found.push(`HTTP ${answer.statusCode} instead of 200 with the envelope`);
  }
  if (!header(answer, 'content-type').startsWith('application/json')) {
    found.push(`content-type "${header(answer, 'content-type')}" instead of application/json`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    found.push(`a body that is not JSON: ${JSON.stringify(answer.body.slice(0, 200))}`);
  }
  if (parsed !== undefined) {
    const env = parsed as { retcode?: unknown; message?: unknown };
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      found.push('a JSON body that is not an object');
    } else if (typeof env.retcode !== 'number') {
      found.push('no numeric retcode');
    } else if (!KNOWN_RETCODES.has(env.retcode)) {
      found.push(`retcode ${env.retcode} is not in the catalogue`);
    }
    if (parsed !== null && typeof parsed === 'object' && typeof env.message !== 'string') {
      found.push('no string message');
    }
    if (parsed !== null && typeof parsed === 'object' && !('data' in parsed)) found.push('no data');
  }
  for (const [pattern, what] of LEAKS) {
    const match = pattern.exec(answer.body);
    if (match) {
      const start = Math.max(0, match.index - 60);
      found.push(`${what} in the body: …${answer.body.slice(start, match.index + 80)}…`);
      break;
    }
  }
  return found;
}

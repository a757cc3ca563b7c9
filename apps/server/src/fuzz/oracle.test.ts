import { describe, expect, it } from 'vitest';
import { violations, type Answer } from './oracle.js';
import type { Operation } from './operations.js';

/* The failure rules of the fuzzer, each shown to catch what it is for and to pass a fine answer. */

const op = (download = false): Operation => ({
  id: 'test.op',
  method: 'GET',
  path: '/x',
  pathParams: [],
  query: [],
  body: undefined,
  auth: 'none',
  download,
});

const json = (body: unknown, statusCode = 200): Answer => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('fuzzer failure rules', () => {
  it('passes the envelope with a catalogue retcode', () => {
    expect(violations(op(), json({ retcode: 0, message: 'OK', data: { a: 1 } }))).toEqual([]);
    expect(violations(op(), json({ retcode: -10001, message: 'Bad', data: null }))).toEqual([]);
  });

  it('fails a 5xx, a non-200 status, and a body that is not the envelope', () => {
    expect(violations(op(), json({ retcode: -1, message: 'x', data: null }, 500))).toContain(
      'HTTP 500',
    );
    expect(violations(op(), json({ retcode: -1, message: 'x', data: null }, 400))[0]).toMatch(
      /HTTP 400 instead of 200/,
    );
    expect(violations(op(), json('Internal Server Error')).join()).toMatch(/not JSON/);
    expect(violations(op(), json({ message: 'x', data: null })).join()).toMatch(
      /no numeric retcode/,
    );
    expect(violations(op(), json({ retcode: '0', message: 'x', data: null })).join()).toMatch(
      /no numeric retcode/,
    );
    expect(violations(op(), json({ retcode: 0, data: null })).join()).toMatch(/no string message/);
    expect(violations(op(), json([1, 2])).join()).toMatch(/not an object/);
    const html = { statusCode: 200, headers: { 'content-type': 'text/html' }, body: '{}' };
    expect(violations(op(), html).join()).toMatch(/content-type "text\/html"/);
  });

  it('fails a retcode that is not in the catalogue', () => {
    expect(violations(op(), json({ retcode: 424242, message: 'x', data: null })).join()).toMatch(
      /424242 is not in the catalogue/,
    );
  });

  it('fails stack traces and driver messages in the body', () => {
    const leaks = [
      'Error: boom\n    at handler (/srv/app.js:10:3)',
      'failed at /work/main/apps/server/src/x.ts:12:5',
      'SQLITE_CONSTRAINT: UNIQUE constraint failed',
      'syntax error at or near "FROM"',
      'invalid input syntax for type integer: "abc"',
      "TypeError: Cannot read properties of undefined (reading 'x')",
    ];
    for (const message of leaks) {
      expect(violations(op(), json({ retcode: -1, message, data: null })).join()).toMatch(
        /in the body/,
      );
    }
  });

  it('accepts a documented download, and still judges its errors as envelopes', () => {
    const zip: Answer = {
      statusCode: 200,
      headers: {
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="a.zip"',
      },
      body: 'PK\u0003\u0004 binary',
    };
    expect(violations(op(true), zip)).toEqual([]);
    expect(violations(op(false), zip).join()).toMatch(/application\/zip/);
    expect(violations(op(true), json('not an envelope')).join()).toMatch(/not JSON/);
    expect(violations(op(true), { ...zip, statusCode: 503 })).toContain('HTTP 503');
  });
});

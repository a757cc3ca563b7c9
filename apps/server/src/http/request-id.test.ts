import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { describeEachDb, envelope } from '../test/harness.js';

/* Request ids (issue 21 §4): honoured or generated, in every log line and on every answer. */

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const INDEX = '/game_record/genshin/api/index?role_id=812000001&server=os_asia';

describeEachDb(
  'request ids',
  (env) => {
    it('echoes a given x-request-id and logs every line of the request with it', async () => {
      const id = `abc-123_XYZ:${env.dbKind}`;
      const res = await env.get('/test/log', { headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
      const api = await env.get(INDEX, { headers: { 'x-request-id': 'abc-124' } });
      expect(api.headers['x-request-id']).toBe('abc-124');
      await new Promise((resolve) => setImmediate(resolve));
      const mine = lines.filter((l) => l.reqId === id);
      expect(mine.map((l) => l.msg)).toEqual([
        'incoming request',
        'test route log',
        'request completed',
      ]);
    });

    it('takes x-rpc-trace_id when no x-request-id is sent, and prefers x-request-id', async () => {
      const trace = await env.get(INDEX, { headers: { 'x-rpc-trace_id': 'trace-7' } });
      expect(trace.headers['x-request-id']).toBe('trace-7');
      const both = await env.get(INDEX, {
        headers: { 'x-rpc-trace_id': 'trace-8', 'x-request-id': 'req-8' },
      });
      expect(both.headers['x-request-id']).toBe('req-8');
    });

    it('generates a unique id when none is sent', async () => {
      const ids = await Promise.all(
        [1, 2, 3].map(async () => (await env.get('/healthz')).headers['x-request-id']),
      );
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(3);
    });

    it('replaces an oversized or odd id with a generated one', async () => {
      for (const odd of ['x'.repeat(129), 'two words', 'caf\u00e9', '']) {
        const res = await env.get('/healthz', {
          headers: { 'x-request-id': odd, 'x-rpc-trace_id': odd },
        });
        expect(res.headers['x-request-id'], JSON.stringify(odd)).toMatch(UUID);
      }
      const longest = 'y'.repeat(128);
      const res = await env.get('/healthz', { headers: { 'x-request-id': longest } });
      expect(res.headers['x-request-id']).toBe(longest);
    });

    it('puts the id on errors, 404s, refused URLs and static files', async () => {
      const answers = {
        api404: await env.get('/game_record/genshin/api/nope'),
        page404: await env.get('/no/such/page'),
        badBody: await env.post('/account/api/login', {
          headers: { 'content-type': 'application/json' },
          body: '{not json',
        }),
        longParam: await env.get(`/game_record/genshin/api/activity/${'x'.repeat(300)}`),
        crash: await env.get('/test/crash'),
        staticFile: await env.get('/docs/static/logo.svg'),
      };
      for (const [name, res] of Object.entries(answers)) {
        expect(res.headers['x-request-id'], name).toMatch(UUID);
      }
      expect(envelope(answers.api404).retcode).toBe(-10001);
      expect(envelope(answers.longParam).retcode).toBe(-10001);
      expect(answers.page404.statusCode).toBe(404);
      expect(answers.crash.statusCode).toBe(500);
      expect(answers.staticFile.statusCode).toBe(200);
      const given = await env.get('/no/such/page', { headers: { 'x-request-id': 'lost-1' } });
      expect(given.headers['x-request-id']).toBe('lost-1');
    });
  },
  {
    logger: { level: 'info', stream },
    extend(app) {
      app.get('/test/log', (request) => {
        request.log.info('test route log');
        return 'ok';
      });
      app.get('/test/crash', () => {
        throw new Error('boom');
      });
    },
  },
);

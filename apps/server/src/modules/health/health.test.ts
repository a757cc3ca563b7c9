import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.js';

describeEachDb('GET /healthz', (env) => {
  it('answers {status: "ok"} after pinging the database', async () => {
    const res = await env.get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

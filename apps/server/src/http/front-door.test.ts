import { expect, it } from 'vitest';
import { describeEachDb, envelope } from '../test/harness.js';

/* What the HTTP layer refuses before a route runs still answers the envelope (issue 19 §8). */

describeEachDb('front-door errors', (env) => {
  it('answers a request line over the size limit with the envelope, not the framework JSON', async () => {
    const address = await env.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/game_record/genshin/api/index?role_id=812000001&server=os_asia&pad=${'a'.repeat(20_000)}`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({
      retcode: -10001,
      message: 'Invalid request: the request line or headers are too large',
      data: null,
    });
    // The server keeps serving.
    expect((await fetch(`${address}/healthz`)).status).toBe(200);
  });

  it('answers an over-long path parameter and an unknown path with the envelope', async () => {
    for (const url of [
      `/game_record/genshin/api/activity/${'x'.repeat(300)}`,
      `/game_record/genshin/api/${'y'.repeat(300)}`,
      '/game_record/genshin/api/%E0%A4%A',
    ]) {
      const res = await env.get(url);
      expect(res.statusCode, url).toBe(200);
      const body = envelope(res);
      expect(body.retcode, url).toBe(-10001);
      expect(res.body).not.toMatch(/statusCode|FST_/);
    }
  });
});

import { endpoints } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { UpstreamClient } from './upstream-client.js';
import type { WireResponse } from './upstream-request.js';

/** A virtual clock: sleeping moves it on, so waits are measured, not waited. */
function virtualTime(start = 1_000_000) {
  let now = start;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: (ms: number) => {
      sleeps.push(ms);
      now += ms;
      return Promise.resolve();
    },
    sleeps,
  };
}

const ok = (data: unknown = {}): WireResponse => ({
  status: 200,
  body: JSON.stringify({ retcode: 0, message: 'OK', data }),
});

function client(
  answers: (() => WireResponse)[],
  options: { intervalMs?: number; random?: () => number } = {},
) {
  const time = virtualTime();
  const sentAt: number[] = [];
  let i = 0;
  const upstream = new UpstreamClient({
    transport: {
      send: () => {
        sentAt.push(time.now());
        const answer = answers[Math.min(i, answers.length - 1)];
        i += 1;
        return Promise.resolve().then(() => {
          if (!answer) throw new Error('no answer');
          return answer();
        });
      },
    },
    cookies: { ltuid_v2: '1', ltoken_v2: 't' },
    dsSalt: 'salt',
    intervalMs: options.intervalMs ?? 1000,
    now: time.now,
    sleep: time.sleep,
    random: options.random ?? (() => 0.5),
  });
  return { upstream, time, sentAt };
}

const index = endpoints.genshin.index;
const input = { role_id: '812000101', server: 'os_asia' };

describe('UpstreamClient politeness', () => {
  it('spaces the requests of a link at least a second apart, with jitter on top', async () => {
    const randoms = [0, 0.9, 0.2, 0.6, 0.99];
    let r = 0;
    const { upstream, sentAt } = client([() => ok()], {
      random: () => randoms[r++ % randoms.length] ?? 0,
    });
    for (let i = 0; i < 6; i += 1) await upstream.call(index, input, 'en-us');
    const gaps = sentAt.slice(1).map((t, i) => t - (sentAt[i] ?? 0));
    expect(gaps).toHaveLength(5);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(1000);
      expect(gap).toBeLessThanOrEqual(1250);
    }
    expect(new Set(gaps).size).toBeGreaterThan(1);
    expect(upstream.requests).toBe(6);
  });

  it('retries network errors and HTTP 5xx with a doubling backoff, then answers', async () => {
    const { upstream, time } = client(
      [
        () => {
          throw new Error('ECONNRESET');
        },
        () => ({ status: 502, body: 'Bad Gateway' }),
        () => ok({ role: {} }),
      ],
      { intervalMs: 0, random: () => 0 },
    );
    const result = await upstream.call(index, input, 'en-us');
    expect(result).toEqual({
      kind: 'envelope',
      envelope: { retcode: 0, message: 'OK', data: { role: {} } },
    });
    expect(time.sleeps).toEqual([2000, 4000]);
    expect(upstream.requests).toBe(3);
  });

  it('gives up after the retries and says the upstream is unreachable', async () => {
    const { upstream } = client([() => ({ status: 503, body: '' })], { intervalMs: 0 });
    const result = await upstream.call(index, input, 'en-us');
    expect(result.kind).toBe('unreachable');
    expect(result.kind === 'unreachable' && result.message).toContain('HTTP 503');
    expect(upstream.requests).toBe(4);
  });

  it('waits and asks again when the upstream says "visits too frequently"', async () => {
    const busy = (): WireResponse => ({
      status: 200,
      body: JSON.stringify({ retcode: -110, message: 'Visits too frequently', data: null }),
    });
    const { upstream, time } = client([busy, busy, () => ok()], { intervalMs: 0, random: () => 0 });
    expect(await upstream.call(index, input, 'en-us')).toMatchObject({ kind: 'envelope' });
    expect(time.sleeps).toEqual([2000, 4000]);
  });

  it('retries HTTP 429, and takes an answer that is no envelope (a firewall page) as unreachable', async () => {
    const busy = client([() => ({ status: 429, body: 'Too Many Requests' }), () => ok()], {
      intervalMs: 0,
    });
    expect(await busy.upstream.call(index, input, 'en-us')).toMatchObject({ kind: 'envelope' });
    expect(busy.upstream.requests).toBe(2);
    const walled = client([() => ({ status: 403, body: '<html>Forbidden</html>' })]);
    const result = await walled.upstream.call(index, input, 'en-us');
    expect(result.kind).toBe('unreachable');
    expect(result.kind === 'unreachable' && result.message).toContain('HTTP 403');
    expect(walled.upstream.requests).toBe(1);
  });

  it('passes other retcodes through at once, and reports an endpoint the upstream lacks', async () => {
    const denied = (): WireResponse => ({
      status: 200,
      body: JSON.stringify({ retcode: 10102, message: 'Data is not public', data: null }),
    });
    const first = client([denied], { intervalMs: 0 });
    expect(await first.upstream.call(index, input, 'en-us')).toMatchObject({
      kind: 'envelope',
      envelope: { retcode: 10102 },
    });
    expect(first.upstream.requests).toBe(1);
    const missing = client([() => ({ status: 404, body: '<html>Not Found</html>' })]);
    expect(await missing.upstream.call(index, input, 'en-us')).toEqual({
      kind: 'missing',
      status: 404,
    });
  });
});

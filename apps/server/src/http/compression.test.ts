import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressedAnswer, negotiateEncoding, registerCompression } from './compression.js';

describe('compressed copies of kept answers', () => {
  const answer = Buffer.from(JSON.stringify({ retcode: 0, data: 'records '.repeat(500) }));

  it('picks the encoding the client prefers among br and gzip', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0.1, gzip;q=0.9')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('compresses one kept answer once per encoding', async () => {
    const first = await compressedAnswer(answer, 'br');
    const again = await compressedAnswer(answer, 'gzip, br');
    expect(again.encoding).toBe('br');
    expect(again.body).toBe(first.body);
    expect(brotliDecompressSync(first.body).equals(answer)).toBe(true);
    const gz = await compressedAnswer(answer, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(answer)).toBe(true);
  });

  it('leaves small answers and clients without an encoding alone', async () => {
    const small = Buffer.from('{"retcode":0}');
    expect(await compressedAnswer(small, 'br')).toEqual({ body: small });
    expect(await compressedAnswer(answer, undefined)).toEqual({ body: answer });
    expect(await compressedAnswer(answer, 'identity')).toEqual({ body: answer });
  });
});

describe('compression of answers', () => {
  const small = { retcode: 0, data: 'records '.repeat(300) }; // about 2.4 KB
  const large = { retcode: 0, data: 'records '.repeat(12_000) }; // about 96 KB

  async function app() {
    const server = Fastify();
    await registerCompression(server);
    server.get('/small', () => small);
    server.get('/large', () => large);
    server.get('/varied', (_request, reply) => reply.header('vary', 'origin').send(small));
    server.get('/png', (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
    server.get('/tiny', () => ({ retcode: 0 }));
    return server;
  }

  it('compresses a small answer in place, with its length', async () => {
    const server = await app();
    for (const [accept, encoding, inflate] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await server.inject({ url: '/small', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      // A stream through the thread pool would go out chunked, without a length.
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(JSON.parse(inflate(res.rawPayload).toString())).toEqual(small);
    }
  });

  it('still compresses a large answer, keeps Vary, and leaves the rest alone', async () => {
    const server = await app();
    const br = { 'accept-encoding': 'br' };
    const big = await server.inject({ url: '/large', headers: br });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toEqual(large);
    const varied = await server.inject({ url: '/varied', headers: br });
    expect(varied.headers.vary).toBe('origin, accept-encoding');
    const png = await server.inject({ url: '/png', headers: br });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
    const tiny = await server.inject({ url: '/tiny', headers: br });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    const refused = await server.inject({
      url: '/small',
      headers: { ...br, 'x-no-compression': '1' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const plain = await server.inject({
      url: '/small',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.json()).toEqual(small);
  });
});

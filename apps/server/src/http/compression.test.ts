import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedAnswer, negotiateEncoding } from './compression.js';

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

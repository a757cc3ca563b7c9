import { promisify } from 'node:util';
import zlib, { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: the headers would eat what compression saves. */
export const COMPRESS_THRESHOLD = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/**
 * Compresses API answers and other dynamic text (brotli, else gzip, by the client's
 * Accept-Encoding). Brotli runs at quality 4 here: per request, its default (11) costs tens of
 * milliseconds on a 150 KB records answer, while 4 keeps most of the gain for a fraction of the
 * time. The built web app's files are compressed once at build time at the highest settings and
 * served as they are (`web.routes.ts`); images and zips are not compressed again.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** The encoding of an answer by the request's Accept-Encoding (`*` and x-gzip count as gzip). */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const normalized = header.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiate<Encoding>(normalized, ENCODINGS) ?? undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Compressed copies of answers that are themselves kept (a cache entry's bytes), per encoding. */
const copies = new WeakMap<Buffer, Map<Encoding, Promise<Buffer>>>();

/**
 * The answer compressed for this request, made once per kept answer: the index cache hands out the
 * same Buffer for every request of one snapshot, so compressing it again on every request (as the
 * compression plugin would) is the largest cost left on that path. Compression runs on libuv's
 * thread pool, not the event loop. Small answers and clients that accept neither encoding get the
 * plain bytes.
 */
export async function compressedAnswer(
  json: Buffer,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: Encoding }> {
  const encoding =
    json.length >= COMPRESS_THRESHOLD ? negotiateEncoding(acceptEncoding) : undefined;
  if (!encoding) return { body: json };
  let perEncoding = copies.get(json);
  if (!perEncoding) {
    perEncoding = new Map();
    copies.set(json, perEncoding);
  }
  let copy = perEncoding.get(encoding);
  if (!copy) {
    copy =
      encoding === 'br'
        ? brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzip(json, { level: GZIP_LEVEL });
    perEncoding.set(encoding, copy);
  }
  return { body: await copy, encoding };
}

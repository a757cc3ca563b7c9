import { promisify } from 'node:util';
import zlib, { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers smaller than this go out as they are: the headers would eat what compression saves. */
export const COMPRESS_THRESHOLD = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
/**
 * Answers up to this size are compressed in the request's own turn. Through the plugin each answer
 * gets a compression stream and a trip to libuv's thread pool: about 150 µs of the event loop's
 * time for a 2 KB answer, where compressing it in place costs 25 µs with brotli and 15 µs with
 * gzip (80 µs for 30 KB). Larger answers still go to the thread pool, so that no one answer holds
 * the loop for long.
 */
const IN_PLACE_LIMIT = 64 * 1024;
/** Types compressed in place: the API's JSON and the server's own text. */
const IN_PLACE_TYPES = /^(?:application\/(?:[\w.+-]+\+)?json|text\/(?!event-stream))/i;

/**
 * Compresses API answers and other dynamic text (brotli, else gzip, by the client's
 * Accept-Encoding). Brotli runs at quality 4 here: per request, its default (11) costs tens of
 * milliseconds on a 150 KB records answer, while 4 keeps most of the gain for a fraction of the
 * time. The built web app's files are compressed once at build time at the highest settings and
 * served as they are (`web.routes.ts`); images and zips are not compressed again.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // A hook of the whole app runs before the plugin's own (a route's): what it compresses carries a
  // Content-Encoding, which the plugin leaves alone.
  app.addHook('onSend', (request, reply, payload, done) => {
    const size =
      typeof payload === 'string'
        ? Buffer.byteLength(payload)
        : Buffer.isBuffer(payload)
          ? payload.length
          : -1;
    if (size < COMPRESS_THRESHOLD || size > IN_PLACE_LIMIT) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (
      reply.hasHeader('content-encoding') ||
      request.headers['x-no-compression'] !== undefined ||
      (typeof type === 'string' && !IN_PLACE_TYPES.test(type))
    ) {
      return done(null, payload);
    }
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(payload as string | Buffer, BROTLI_OPTIONS)
        : zlib.gzipSync(payload as string | Buffer, GZIP_OPTIONS);
    varyOnEncoding(reply);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, body);
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
const GZIP_OPTIONS = { level: GZIP_LEVEL };

/** Adds Accept-Encoding to the answer's Vary header (caches keep one copy per encoding). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const text = Array.isArray(vary) ? vary.join(', ') : String(vary);
  if (text === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(text)) return;
  reply.header('vary', `${text}, accept-encoding`);
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
    copy = encoding === 'br' ? brotli(json, BROTLI_OPTIONS) : gzip(json, GZIP_OPTIONS);
    perEncoding.set(encoding, copy);
  }
  return { body: await copy, encoding };
}

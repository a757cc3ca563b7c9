import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: the headers would eat what compression saves. */
export const COMPRESS_THRESHOLD = 1024;

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
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

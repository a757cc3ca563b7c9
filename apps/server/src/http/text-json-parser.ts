import type { FastifyInstance, FastifyRequest } from 'fastify';

type Done = (error: Error | null, body?: unknown) => void;

function parseJson(_request: FastifyRequest, body: string | Buffer, done: Done): void {
  try {
    done(null, body.length === 0 ? undefined : (JSON.parse(String(body)) as unknown));
  } catch {
    done(Object.assign(new Error('the body is not valid JSON'), { statusCode: 400 }));
  }
}

/**
 * Parses `text/plain` bodies and bodies without (or with another) content type as JSON.
 * genshin-kit.js posts a JSON string without a content type and other clients send text/plain;
 * HoYoLAB reads such bodies as JSON, so we do too. Anything that is not JSON still ends as -10001.
 */
export function acceptJsonAsText(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, parseJson);
  app.addContentTypeParser('*', { parseAs: 'string' }, parseJson);
}

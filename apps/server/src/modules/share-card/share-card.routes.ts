import {
  COOKIES,
  DEFAULT_LANG,
  RETCODE,
  gameByKey,
  normalizeLang,
  retcodeInfo,
  type Lang,
} from '@chronicle/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error.js';
import { workerDrawer, type CardFormat } from './share-card.drawer.js';
import { neutralCard, shareCard, type ShareCardDeps } from './share-card.service.js';

/** Requests per minute and address: cards are public, so no risk engine counts these reads. */
const CARDS_PER_MINUTE = 60;

/** `<role_id>.png` or `<role_id>.svg`, or `private.png`/`.svg`: the game's neutral card. */
const CARD_FILE = /^(\d{1,12}|private)\.(png|svg)$/;

const CONTENT_TYPE: Record<CardFormat, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
};

/** `?lang=`, else the `mi18nLang` cookie, else English: previews fetch without cookies. */
function cardLang(request: FastifyRequest<{ Querystring: { lang?: string } }>): Lang {
  return (
    normalizeLang(request.query.lang) ??
    normalizeLang(request.cookies[COOKIES.lang]) ??
    DEFAULT_LANG
  );
}

/**
 * GET /card/<game>/<role_id>.png and .svg: a 1200×630 share card of a role, drawn on the server
 * (issue 23 §2), for each game of the contract's configs by its key (`ys`, `hsr`, `bh3`);
 * `/card/<game>/private.png` is the game's neutral card, for previews of private accounts. No such
 * game, file or role: 404 with the envelope other routes answer for an unknown role (1009), never an
 * image.
 */
export function registerShareCardRoutes(
  app: FastifyInstance,
  routeDeps: Omit<ShareCardDeps, 'drawer'>,
): void {
  const drawer = workerDrawer();
  const deps: ShareCardDeps = { ...routeDeps, drawer };
  // Started after the server listens, not before: the fonts load while the first requests come in.
  app.addHook('onListen', (done) => {
    drawer.warm();
    done();
  });
  // So that the process, and every test, ends: the worker is a thread of this one.
  app.addHook('onClose', () => drawer.close());
  app.get<{ Params: { game: string; file: string }; Querystring: { lang?: string } }>(
    '/card/:game/:file',
    {
      schema: { hide: true },
      config: {
        rateLimit: {
          max: CARDS_PER_MINUTE,
          timeWindow: 60_000,
          errorResponseBuilder: () => new ApiError(RETCODE.TOO_FREQUENT),
        },
      },
    },
    async (request, reply) => {
      const file = CARD_FILE.exec(request.params.file);
      const roleId = file?.[1];
      const format = file?.[2] as CardFormat | undefined;
      const game = gameByKey(request.params.game);
      const card =
        roleId && format && game
          ? roleId === 'private'
            ? await neutralCard(deps, game, cardLang(request), format)
            : await shareCard(deps, game, roleId, cardLang(request), format)
          : undefined;
      if (!card || !format) {
        const { code, message } = retcodeInfo(RETCODE.ROLE_NOT_FOUND);
        request.retcode = code;
        return reply
          .code(404)
          .type('application/json')
          .send(JSON.stringify({ retcode: code, message, data: null }));
      }
      reply
        .type(CONTENT_TYPE[format])
        .header('etag', card.etag)
        // Revalidate every time: a role that turns private must stop showing its numbers at once.
        .header('cache-control', 'public, no-cache')
        .header('vary', 'Cookie');
      if (request.headers['if-none-match'] === card.etag) return reply.code(304).send();
      return reply.send(card.body);
    },
  );
}

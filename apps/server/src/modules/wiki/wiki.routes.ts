import { DEFAULT_LANG, normalizeLang, type Lang } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { WIKI_CSS } from './wiki.css.js';
import { renderCharacterPage, renderNotFoundPage } from './wiki.render.js';
import { characterPage, type WikiDeps } from './wiki.service.js';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * `?lang=` first, then Accept-Language in preference order (a region we lack, `pt-BR`, falls back
 * to its language, `pt`), then en-us.
 */
export function wikiLang(queryLang: string | undefined, acceptLanguage: string | undefined): Lang {
  const fromQuery = normalizeLang(queryLang);
  if (fromQuery) return fromQuery;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = normalizeLang(tag) ?? normalizeLang(tag.split('-')[0]);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

/** GET /wiki/characters/:id (public HTML from the catalog and stored records) and its CSS. */
export function registerWikiRoutes(app: FastifyInstance, deps: WikiDeps): void {
  app.get('/wiki/wiki.css', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
      .send(WIKI_CSS),
  );
  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
    '/wiki/characters/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const lang = wikiLang(request.query.lang, request.headers['accept-language']);
      const id = /^\d{1,12}$/.test(request.params.id) ? Number(request.params.id) : undefined;
      const page = id === undefined ? undefined : await characterPage(deps, id, lang);
      reply
        .type('text/html; charset=utf-8')
        .header('vary', 'Accept-Language')
        // Lineups change with every ingest: let caches revalidate.
        .header('cache-control', 'no-cache');
      if (!page) return reply.code(404).send(renderNotFoundPage(lang));
      return reply.send(renderCharacterPage(page));
    },
  );
}

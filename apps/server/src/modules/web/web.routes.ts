import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ENTRY_PAGES } from '@chronicle/contract';
import { sessionCookies } from '../account/account.routes.js';
import type { CardDeps } from '../card/card.service.js';
import { linkPreview, previewTags, sharedRecords, withPreviewTags } from './link-preview.js';
import { answersElement, pageAnswers, type PageAnswers } from './page-answers.js';

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Chronicle</title></head>
<body><h1>Chronicle</h1>
<p>The web app has not been built yet. Run <code>npm run build</code> and restart the server.</p>
<p>The API is up: see <a href="/docs">/docs</a>.</p></body></html>`;

/** True when the built web app (its desktop entry page) exists. */
export function hasWebBuild(webDist: string): boolean {
  return fs.existsSync(path.join(webDist, 'index.html'));
}

/** The entry pages of the build, relative to its folder. */
const ENTRY_FILES = [...new Set(Object.values(ENTRY_PAGES))];

/**
 * The CSP sources (`sha256-…`) of the inline scripts in the built entry pages: the one that names the
 * game before the first paint (apps/web/build/boot-preloads.ts). Read from the build itself, so the
 * policy allows exactly what this build ships and nothing when there is no build.
 */
export function pageScriptHashes(webDist: string): string[] {
  const hashes = new Set<string>();
  for (const page of ENTRY_FILES) {
    const file = path.join(webDist, page);
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1] ?? '';
      if (body.trim() === '') continue;
      hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
    }
  }
  return [...hashes];
}

/**
 * A validator of a page made on the fly: the same text, the same tag. Weak, as the page may go out
 * compressed in more than one way (http/compression.ts) under the one tag.
 */
const etagOf = (html: string) =>
  `W/"${createHash('sha256').update(html, 'utf8').digest('base64url').slice(0, 27)}"`;

/** Whether `If-None-Match` names `etag` (compared weakly, as RFC 9110 asks for it). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

/**
 * The entry pages. Without a session cookie and without a share query, the built file as it is
 * (precompressed, with its ETag). A share link (`?gid=…&uid=…`, apps/web/src/lib/share-url.ts)
 * carries OpenGraph and Twitter card tags of the shared records (`link-preview.ts`), for the
 * link-preview fetchers, which send no cookie and never see the hash; that page is the same for
 * everyone, so it has an ETag of its bytes and is revalidated every time, as a role may turn
 * private at any moment. With a session cookie the page also carries the answers of the app's
 * first calls (`page-answers.ts`), so the records are asked for as soon as the scripts run instead
 * of after two more round trips; such a page is the viewer's own: private, never stored for others,
 * varied by cookie. Whatever fails, the plain page goes out rather than an error.
 */
function registerEntryPages(app: FastifyInstance, webDist: string, deps: CardDeps): void {
  const templates = new Map<string, string>();
  const template = (file: string) => {
    let html = templates.get(file);
    if (html === undefined) {
      html = fs.readFileSync(path.join(webDist, file), 'utf8');
      templates.set(file, html);
    }
    return html;
  };
  for (const [url, file] of Object.entries(ENTRY_PAGES)) {
    if (!fs.existsSync(path.join(webDist, file))) continue;
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      const shared = sharedRecords(request);
      const hasSession = sessionCookies(request).some(([uid, token]) => uid && token);
      if (!shared && !hasSession) return reply.sendFile(file);
      let tags: string | undefined;
      if (shared) {
        try {
          tags = previewTags(await linkPreview(deps, shared, url));
        } catch (error) {
          request.log.warn({ err: error }, 'entry page: link preview failed, page sent without it');
        }
      }
      let answers: PageAnswers | undefined;
      if (hasSession) {
        try {
          answers = await pageAnswers(app, request, deps);
        } catch (error) {
          // The page without answers rather than no page: the app then calls, and shows what fails.
          request.log.warn({ err: error }, 'entry page: answers failed, page sent without them');
        }
      }
      if (tags === undefined && answers === undefined) return reply.sendFile(file);
      let html = template(file);
      if (tags !== undefined) html = withPreviewTags(html, tags);
      if (answers !== undefined) {
        const at = html.lastIndexOf('</body>');
        const element = answersElement(answers);
        html = at < 0 ? html + element : html.slice(0, at) + element + html.slice(at);
      }
      reply.type('text/html; charset=utf-8').header('vary', 'Cookie');
      if (hasSession) return reply.header('cache-control', 'private, no-cache').send(html);
      const etag = etagOf(html);
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.send(html);
    });
  }
}

/**
 * Serves the built web app: entry pages (`/`, `/m.html`, `/rpg/index.html`, `/rpg/m.html`) with
 * `no-cache`, hashed `/assets/*` as immutable. Without a build, `/` explains how to make one.
 */
export async function registerWebRoutes(
  app: FastifyInstance,
  webDist: string,
  deps: CardDeps,
): Promise<void> {
  if (!hasWebBuild(webDist)) {
    app.log.warn({ webDist }, 'web app not built: serving a placeholder page at /');
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(MISSING_BUILD_PAGE),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: ['index.html'],
    // Cache headers are set per file below.
    cacheControl: false,
    // `npm run build` writes a .br and a .gz beside every text file (apps/web/scripts/precompress.mjs):
    // the client gets the smallest it accepts, compressed once at the highest settings.
    preCompressed: true,
    etag: true,
    lastModified: true,
    schemaHide: true,
    setHeaders(reply, filePath) {
      // A precompressed file is named after the file it stands for, plus .br or .gz.
      const relative = path
        .relative(webDist, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      if (relative.startsWith('assets/')) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (relative === 'sw.js' || relative.endsWith('.webmanifest')) {
        // The service worker and the install manifests name the current build's files: a browser
        // must ask again each time (with the ETag), or an installed app stays on an old build.
        reply.header('cache-control', 'no-cache');
      } else if (relative.endsWith('.html')) {
        reply.header('cache-control', 'no-cache');
        // The same URL carries the viewer's answers when a session cookie comes with it.
        reply.header('vary', 'Accept-Encoding, Cookie');
      } else {
        reply.header('cache-control', 'public, max-age=3600');
      }
    },
  });
  registerEntryPages(app, webDist, deps);
}

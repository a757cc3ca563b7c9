import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, describeEachDb } from '../../test/harness.js';

/** The one inline script of the fake build's pages (the boot script of apps/web/build/boot-preloads.ts). */
const BOOT_SCRIPT = 'document.documentElement.setAttribute("data-boot-game","ys")';
const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const STRICT_CSP =
  `default-src 'self';script-src 'self' ${BOOT_SCRIPT_SOURCE};style-src 'self' 'unsafe-inline';img-src 'self' data: blob: ${new URL(TEST_PUBLIC_URL).origin};connect-src 'self';` +
  "font-src 'self' data:;object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'";

function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-web-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('index.html', '<!doctype html><title>desktop</title>');
  // The same inline script in two pages, and a module script: the CSP names the inline one once.
  const boot = `<script>${BOOT_SCRIPT}</script><script type="module" src="/assets/app-abc123.js"></script>`;
  write('m.html', `<!doctype html><title>mobile</title>${boot}`);
  write('rpg/index.html', '<!doctype html><title>rpg desktop</title>');
  write('rpg/m.html', `<!doctype html><title>rpg mobile</title>${boot}`);
  write('assets/app-abc123.js', 'console.log(1)');
  write('sw.js', 'self.addEventListener("fetch", () => {})');
  write('manifest/ys.webmanifest', '{"name":"Chronicle"}');
  write('icons/ys-192.png', 'png');
  // What the build's precompress step leaves: the file, and a .br and a .gz of it.
  const big = `export const words = ${JSON.stringify('chronicle '.repeat(400))};`;
  write('assets/big-abc123.js', big);
  fs.writeFileSync(path.join(dir, 'assets/big-abc123.js.br'), brotliCompressSync(big));
  fs.writeFileSync(path.join(dir, 'assets/big-abc123.js.gz'), gzipSync(big));
  const page = `<!doctype html><title>mobile</title>${'<p>records</p>'.repeat(200)}`;
  fs.writeFileSync(path.join(dir, 'm.html.br'), brotliCompressSync(page));
  return dir;
}

const dist = fakeDist();
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describeEachDb(
  'web hosting',
  (env) => {
    it('serves the desktop shell at / and the mobile and third-game pages, with no-cache', async () => {
      const pages: [string, string][] = [
        ['/', 'desktop'],
        ['/m.html', 'mobile'],
        ['/rpg/index.html', 'rpg desktop'],
        ['/rpg/m.html', 'rpg mobile'],
      ];
      for (const [url, title] of pages) {
        const res = await env.get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain(`<title>${title}</title>`);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });

    it('serves hashed assets as immutable', async () => {
      const res = await env.get('/assets/app-abc123.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('asks browsers to revalidate the service worker and the install manifests every time', async () => {
      const worker = await env.get('/sw.js');
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toMatch(/javascript/);
      const manifest = await env.get('/manifest/ys.webmanifest');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      // Icons are not tied to a build's file names: an hour of caching is fine.
      const icon = await env.get('/icons/ys-192.png');
      expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    });

    it("sends the strict CSP, allowing the built pages' own inline script by its hash", async () => {
      const res = await env.get('/');
      expect(res.headers['content-security-policy']).toBe(STRICT_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      const api = await env.get('/community/misc/wapi/langs');
      expect(api.headers['content-security-policy']).toBe(STRICT_CSP);
    });

    it('sends the precompressed copy the client accepts, with the cache rules of the file', async () => {
      const url = '/assets/big-abc123.js';
      const plain = await env.get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const original = plain.body;
      expect(original.length).toBeGreaterThan(4000);

      const br = await env.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);
      expect(br.rawPayload.length).toBeLessThan(original.length / 10);

      const gz = await env.get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(original);

      // An entry page keeps no-cache when it goes out compressed.
      const page = await env.get('/m.html', { headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>mobile</title>');
    });

    it('compresses API answers over 1 KB, and leaves small ones and clients without it alone', async () => {
      const url = '/community/misc/wapi/langs';
      const plain = await env.get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      const br = await env.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      const gz = await env.get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
      // A small answer (an envelope of an error) is not worth it.
      const small = await env.get('/game_record/genshin/api/index', {
        headers: { 'accept-encoding': 'br' },
      });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json<{ retcode: number }>().retcode).not.toBe(0);
    });

    it('keeps 404 for missing files', async () => {
      expect((await env.get('/nope.txt')).statusCode).toBe(404);
    });

    it('serves the OpenAPI document and Swagger UI under a relaxed CSP only at /docs', async () => {
      const doc = await env.get('/docs/json');
      expect(doc.statusCode).toBe(200);
      const openapi = doc.json<{ info: { title: string }; paths: Record<string, unknown> }>();
      expect(openapi.info.title).toBe('Chronicle API');
      expect(Object.keys(openapi.paths)).toContain('/game_record/genshin/api/index');
      expect(Object.keys(openapi.paths)).not.toContain('/event/game_record/genshin/api/index');
      // The linked accounts and imports the settings page calls (issue 17) are documented too.
      for (const path of ['links', 'link', 'unlink', 'sync', 'import']) {
        expect(Object.keys(openapi.paths)).toContain(`/chronicle/api/upstream/${path}`);
      }
      const ui = await env.get('/docs/');
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    });
  },
  { config: { webDist: dist } },
);

describe('web hosting without a build', () => {
  describeEachDb('missing dist', (env) => {
    it('answers / with a short page saying to run npm run build', async () => {
      const res = await env.get('/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('npm run build');
      // No build, no inline script allowed.
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    });
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginViaApi, newPage, shellUrl, type Shell } from './browser.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The `<meta>` tags of a page by property or name, as a link-preview fetcher reads them. */
function metaOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags[match[1] ?? ''] = (match[2] ?? '').replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, entity) => ENTITIES[entity as string] ?? '',
    );
  }
  return tags;
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** What a link-preview fetcher does: a plain GET, no cookie, no script, no hash sent. */
async function crawl(
  url: string,
): Promise<{ status: number; tags: Record<string, string>; html: string }> {
  const response = await fetch(url, { headers: { 'user-agent': 'Chronicle-e2e-preview/1.0' } });
  const html = await response.text();
  return { status: response.status, tags: metaOf(html), html };
}

/**
 * docs/reference/web-app.md#sharing: the link the share menu copies, fetched without a browser
 * the way a chat's link preview does, names the shared player's card in its OpenGraph and Twitter
 * tags, and the card is a 1200×630 PNG; a private player's link names nothing of theirs.
 */
export function describeLinkPreviewFlows(shell: Shell): void {
  describe(`${shell} shell: link previews of share links`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it("answers a crawler with the card of the shared player's records", async () => {
      const { context, page } = await newPage(browser, shell);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.goto(shellUrl(shell, '/ys', 'uid=100000002'));
      await page.getByRole('button', { name: 'Share', exact: true }).first().click();
      await page.locator('.share-list').getByRole('button', { name: 'Copy link' }).click();
      await page.getByText('Link copied').waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      await context.close();

      const { status, tags } = await crawl(link);
      expect(status).toBe(200);
      expect(tags).toMatchObject({
        'og:type': 'website',
        'og:title': "Lumine's Wanderlight records",
        'og:image': `${baseURL()}/card/ys/612000202.png?lang=en-us`,
        'og:image:width': '1200',
        'og:image:height': '630',
        'twitter:card': 'summary_large_image',
        'twitter:image': `${baseURL()}/card/ys/612000202.png?lang=en-us`,
      });
      expect(tags['og:description']).toContain('UID 612000202');
      expect(tags['og:url']).toBe(
        `${baseURL()}${shell === 'desktop' ? '/' : '/m.html'}?gid=2&uid=100000002&lang=en-us`,
      );

      const image = await fetch(tags['og:image'] ?? '');
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await image.arrayBuffer()))).toEqual({
        width: 1200,
        height: 630,
      });
    });

    it("gives a private player's link the neutral preview, and the plain page without a share query", async () => {
      const page = shell === 'desktop' ? '/' : '/m.html';
      const { status, tags, html } = await crawl(
        `${baseURL()}${page}?gid=2&uid=100000003&lang=en-us`,
      );
      expect(status).toBe(200);
      expect(tags['og:title']).toBe('Records are private · Wanderlight');
      // The game's neutral card, at an address without the role's id.
      expect(tags['og:image']).toBe(`${baseURL()}/card/ys/private.png?lang=en-us`);
      const card = await fetch(tags['og:image'] ?? '');
      expect(card.headers.get('content-type')).toBe('image/png');
      expect(html).not.toContain('Shade');
      expect(html).not.toContain('712000303');
      const plain = await crawl(`${baseURL()}${page}`);
      expect(Object.keys(plain.tags).filter((key) => /^(og|twitter):/.test(key))).toEqual([]);
    });
  });
}

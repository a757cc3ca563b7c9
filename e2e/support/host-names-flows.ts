import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginViaApi, newPage, shellUrl, shot, useServer, type Shell } from './browser.js';
import { startServer, type RunningServer } from './server.js';

/**
 * Issue 21 §1, once per shell: a server started without PUBLIC_URL, browsed under two names (its
 * address and `localhost`), shows the overview's portraits under both. Each answer names the origin
 * its request was made to, so no image points at a name the browser did not use.
 */
export function describeHostNameFlows(shell: Shell): void {
  describe(`${shell} host names`, () => {
    let server: RunningServer;
    let browser: Browser;
    beforeAll(async () => {
      server = await startServer(() => ({ PUBLIC_URL: '' }));
      browser = await launch();
    });
    afterAll(async () => {
      useServer(undefined);
      await browser?.close();
      server?.stop();
    });

    it('shows the portraits under the address and under localhost', async () => {
      const port = new URL(server.baseURL).port;
      for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
        useServer({ baseURL: origin, ingestToken: server.ingestToken });
        const { context, page } = await newPage(browser, shell);
        await loginViaApi(page, 'traveler', 'traveler-demo');
        await page.goto(shellUrl(shell, '/ys'));
        const strip = page.getByRole('region', { name: 'Characters' });
        // Below a phone's first screen the portraits load when scrolled to (loading="lazy").
        await strip.scrollIntoViewIfNeeded();
        const portraits = strip.locator('img');
        await portraits.first().waitFor();
        // Every portrait named on this origin, and decoded (a blocked or missing image has no size).
        await expect
          .poll(() =>
            portraits.evaluateAll((images) =>
              images.slice(0, 3).map((img) => {
                const image = img as HTMLImageElement;
                return { origin: new URL(image.src).origin, loaded: image.naturalWidth > 0 };
              }),
            ),
          )
          .toEqual(Array(3).fill({ origin, loaded: true }));
        await shot(page, shell, `host-names-${new URL(origin).hostname}`);
        await context.close();
      }
    });
  });
}

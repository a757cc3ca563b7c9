#!/usr/bin/env node
// `npm run bench:progress` (after `npm run build`): time to the first chart of the Progress page on the
// mobile profile (390×844, touch, 4× CPU slowdown, a 1.6 Mbit/s 150 ms network), against the time to
// the overview's first records in the same run as the baseline. Loopback only; needs Chromium
// (/usr/bin/chromium, or CHROME_PATH).
import { chromium } from 'playwright-core';
import { startBuiltServer } from './built-server.mjs';

const RUNS = Number(process.env.RUNS ?? 5);

const { base, server, remove } = await startBuiltServer();

/** Milliseconds from navigation to the first element matching `selector`, on a fresh mobile page. */
async function timeTo(browser, hash, selector) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.request.post(`${base}/account/api/login`, {
    data: { account: 'traveler', password: 'traveler-demo' },
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const started = Date.now();
  await page.goto(`${base}/m.html#${hash}`);
  await page.locator(selector).first().waitFor({ timeout: 60_000 });
  const ms = Date.now() - started;
  await context.close();
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const chart = [];
  const overview = [];
  for (let i = 0; i < RUNS; i++) {
    overview.push(await timeTo(browser, '/ys', '.stats-grid, [class*="stat-tile"]'));
    chart.push(await timeTo(browser, '/ys/progress', '.trend-chart canvas'));
  }
  await browser.close();
  const c = median(chart);
  const o = median(overview);
  console.log(`Progress page, mobile profile (4× CPU, 1.6 Mbit/s, 150 ms), median of ${RUNS}:`);
  console.log(`  first chart drawn        ${c} ms`);
  console.log(`  overview baseline        ${o} ms (first records of the home)`);
  console.log(`  ratio                    ${(c / o).toFixed(2)}×`);
} finally {
  server.kill('SIGTERM');
  remove();
}

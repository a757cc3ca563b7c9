// The phone overview's long tasks under Chromium's own 4× CPU throttling, for two web builds loaded
// in turns: `npm run bench:long-tasks -- <dist A> <dist B> [loads]` (each a folder `vite build`
// wrote, e.g. a copy of apps/web/dist made before a change). Lighthouse's TBT is a model built on
// one unthrottled load and moves by a factor of two between runs on this kind of machine; this
// loads each build `loads` times (7 by default), alternating, and reports the median of the
// blocking time a `PerformanceObserver` saw after the first paint (the part of each long task over
// 50 ms), so a change to the first render can be told from the machine's mood. Both builds are
// served by the same built server (`npm run build`), each on a fresh database with the demo data.
import { chromium } from 'playwright-core';
import { startBuiltServer } from './built-server.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const [distA, distB, loadsArg] = process.argv.slice(2);
if (!distA || !distB) {
  console.error('usage: npm run bench:long-tasks -- <dist A> <dist B> [loads]');
  process.exit(1);
}
const loads = Number(loadsArg ?? 7);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function serve(dist) {
  process.env.WEB_DIST = dist;
  return startBuiltServer({
    prefix: 'chronicle-long-tasks-',
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** One load of the owner's phone overview: blocking time after the first paint, longest task. */
async function load(browser, base) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const login = await context.request.post(`${base}/account/api/login`, {
      data: { account: 'traveler', password: 'traveler-demo' },
    });
    if ((await login.json()).retcode !== 0) throw new Error('login failed');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) globalThis.__longTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}/m.html#/ys`);
    await page.waitForSelector('.char-card', { timeout: 30_000 });
    await sleep(4_000); // the slices and idle work after the records show
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: globalThis.__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const after = tasks.filter(([start]) => start >= fcp);
    return {
      blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...after.map(([, duration]) => duration)),
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const servers = [await serve(distA), await serve(distB)];
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
try {
  const results = servers.map(() => []);
  for (const server of servers) await load(browser, server.base); // warm: JIT, caches
  for (let i = 0; i < loads; i++) {
    for (const [n, server] of servers.entries()) results[n].push(await load(browser, server.base));
  }
  console.log(`Phone overview at 4× CPU, ${loads} loads each, medians (ms):`);
  for (const [n, dist] of [distA, distB].entries()) {
    const runs = results[n];
    console.log(
      `  ${n === 0 ? 'A' : 'B'} ${dist}: blocking after first paint ${Math.round(median(runs.map((r) => r.blocking)))}` +
        ` (runs ${runs.map((r) => Math.round(r.blocking)).join(', ')}), longest task ${Math.round(median(runs.map((r) => r.longest)))}`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) {
    server.server.kill('SIGTERM');
    await new Promise((resolve) => server.server.once('exit', resolve));
    server.remove();
  }
}

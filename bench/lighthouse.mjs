#!/usr/bin/env node
// `npm run bench:lighthouse` (after `npm run build`): Lighthouse's performance audit of the overview,
// as issue 20 goal 1 states it — the mobile page for the logged-in owner and for a visitor with the
// default mobile settings (simulated throttling), and the desktop page with the desktop preset.
// It starts the production server on a throw-away SQLite database (the demo data loads into it),
// logs in as the demo owner, and runs headless Chromium (/usr/bin/chromium, or CHROME_PATH) against
// loopback only. RUNS=N runs per page (default 3, medians reported); `--json <file>` writes every
// number, `--shots <dir>` the final screenshot of each page's median run, `--lhr <dir>` its full
// Lighthouse report (JSON).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { startBuiltServer } from './built-server.mjs';
import { configFor } from './lighthouse-config.mjs';
import { lcpElementFromTrace, lcpPath } from './lighthouse-lcp-path.mjs';
import {
  METRICS,
  goalsFor,
  median,
  medianRun,
  metricsOf,
  pageJson,
  printDetails,
  printTable,
  verifyRun,
} from './lighthouse-report.mjs';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const OWNER = { account: 'traveler', password: 'traveler-demo' };
const VISITED_UID = '100000002'; // lumine, the second public demo player
/** The overview's game (the contract's MAIN_GAME_ID). */
const MAIN_GAME_ID = 2;

function option(name) {
  const i = process.argv.indexOf(name);
  if (i === -1) return undefined;
  const value = process.argv[i + 1];
  if (!value || value.startsWith('--')) {
    console.error(`${name} needs a path`);
    process.exit(1);
  }
  return resolve(value);
}

if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`RUNS must be a positive integer, got "${process.env.RUNS}"`);
  process.exit(1);
}
const jsonFile = option('--json');
const shotsDir = option('--shots');
const lhrDir = option('--lhr');
if (
  !existsSync(join(root, 'apps/server/dist/main.js')) ||
  !existsSync(join(root, 'apps/web/dist'))
) {
  console.error('run npm run build first');
  process.exit(1);
}
if (!existsSync(CHROME)) {
  console.error(`Chromium not found at ${CHROME} (set CHROME_PATH)`);
  process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Logs the owner in through the API; returns the Cookie header the browser would send, and the uid. */
async function login(base) {
  const res = await fetch(`${base}/account/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const body = await res.json();
  if (body.retcode !== 0) throw new Error(`login failed: ${body.retcode} ${body.message}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('login set no cookie');
  return { cookie, uid: String(body.data.uid) };
}

/**
 * Puts the session cookies into the browser's own cookie jar, as a login in the page would: the
 * app keeps a cookie of its own (the language), and a browser with any cookie for the site sends
 * its jar instead of a Cookie header given from outside. Lighthouse keeps cookies between runs.
 */
async function signInBrowser(port, base, cookie) {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  const cookies = cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
  await browser.contexts()[0].addCookies(cookies);
  await browser.close();
}

/** The role id of an account's main-game card: the overview's index must be asked for it. */
async function mainRoleId(base, cookie, uid) {
  const res = await fetch(`${base}/game_record/card/wapi/getGameRecordCard?uid=${uid}`, {
    headers: { cookie },
  });
  const body = await res.json();
  const card = body.data?.list?.find((c) => c.game_id === MAIN_GAME_ID);
  if (!card) throw new Error(`no main-game card for uid ${uid}: ${body.retcode} ${body.message}`);
  return card.game_role_id;
}

/**
 * What Lighthouse's retired PWA audits checked, asked of Chromium itself (docs/reference/web-app.md
 * #installing): the page's install criteria (manifest, icons, a service worker controlling it) and
 * the manifest's start URL opening with the network off.
 */
async function installCheck(port, base, url) {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { data } = await cdp.send('Page.getAppManifest');
    const start = new URL(JSON.parse(data ?? '{}').start_url ?? '/', base).href;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // From another document: the same address with a hash would be a navigation within the page.
    await page.goto('about:blank');
    const offline = await page.goto(start).then(
      (response) => response?.status() ?? 0,
      () => 0,
    );
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    return { errors: installabilityErrors.map((e) => e.errorId), start, offline };
  } finally {
    await page.close();
    await browser.close();
  }
}

/** Headless Chromium with a DevTools port; resolves once the port is announced. */
function launchChromium(profileDir) {
  const args = [
    '--headless=new',
    '--remote-debugging-port=0',
    `--user-data-dir=${profileDir}`,
    // Root in a container has no usable sandbox; the browser only ever loads our loopback server.
    '--no-sandbox',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-extensions',
    '--disable-sync',
    '--disable-default-apps',
    '--disable-component-update',
    '--disable-background-networking',
    '--disable-domain-reliability',
    '--disable-client-side-phishing-detection',
    '--metrics-recording-only',
    '--mute-audio',
    'about:blank',
  ];
  const child = spawn(CHROME, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((ok, fail) => {
    let seen = '';
    const timer = setTimeout(
      () => fail(new Error(`Chromium gave no DevTools port:\n${seen}`)),
      30_000,
    );
    child.stderr.on('data', (chunk) => {
      seen += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        child.stderr.resume();
        ok({ child, port: Number(match[1]) });
      }
    });
    child.on('exit', (code) => fail(new Error(`Chromium exited (${code}):\n${seen}`)));
  });
}

async function runOnce(page, port) {
  const flags = {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  };
  const result = await lighthouse(page.url, flags, configFor(page.preset));
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
  // The trace and network log are dropped after this: each holds megabytes.
  const lcp = await lcpPath(result.artifacts).catch((error) => ({ error: String(error) }));
  return {
    lhr,
    metrics: { ...metricsOf(lhr), benchmarkIndex: lhr.environment.benchmarkIndex },
    problems: verifyRun(lhr, page.roleId),
    lcpElement: lcpElementFromTrace(result.artifacts.Trace),
    lcpPath: lcp.error ? undefined : lcp,
    lcpPathError: lcp.error,
  };
}

/**
 * Lighthouse now and then loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP): that
 * run says nothing about the page, so it is run again, at most twice.
 */
async function runWithRetry(page, port) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(page, port);
    } catch (error) {
      const lost = /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/.test(String(error));
      if (!lost || attempt >= 3) throw error;
      console.log(`  ${page.name}: Lighthouse lost the trace (${String(error)}), running it again`);
    }
  }
}

const { base, dir, server, remove } = await startBuiltServer({
  prefix: 'chronicle-lighthouse-',
  stdio: ['ignore', 'inherit', 'inherit'],
});
let chromium;
let failed = false;
const stop = () => {
  chromium?.child.kill('SIGTERM');
  server.kill('SIGTERM');
};
process.once('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  const owner = await login(base);
  chromium = await launchChromium(join(dir, 'profile'));
  await signInBrowser(chromium.port, base, owner.cookie);
  const pages = [
    { name: 'mobile owner', preset: 'mobile', url: `${base}/m.html#/ys`, viewUid: owner.uid },
    {
      name: 'mobile visitor',
      preset: 'mobile',
      url: `${base}/m.html?uid=${VISITED_UID}#/ys`,
      viewUid: VISITED_UID,
    },
    { name: 'desktop owner', preset: 'desktop', url: `${base}/#/ys`, viewUid: owner.uid },
  ].map((p) => ({ ...p, goals: goalsFor(p.preset), goalText: p.preset, runs: [] }));
  for (const page of pages) page.roleId = await mainRoleId(base, owner.cookie, page.viewUid);

  // Round by round rather than page by page, so a busy moment of the machine hits every page alike.
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) {
      const run = await runWithRetry(page, chromium.port);
      page.runs.push(run);
      const m = run.metrics;
      const state = run.problems.length
        ? `NOT THE OVERVIEW: ${run.problems.join('; ')}`
        : 'overview ok';
      console.log(
        `run ${round}/${RUNS} ${page.name.padEnd(15)} score ${m.score.toFixed(2)}  LCP ${Math.round(m.lcp)} ms  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  (${state})`,
      );
      if (run.problems.length) failed = true;
    }
  }

  for (const page of pages) {
    page.median = Object.fromEntries(
      METRICS.map((m) => [m.key, median(page.runs.map((r) => r.metrics[m.key]))]),
    );
    page.detailRun = medianRun(page.runs);
  }
  const env = pages[0].runs[0].lhr.environment;
  console.log(`\nLighthouse ${pages[0].runs[0].lhr.lighthouseVersion}, ${env.hostUserAgent}`);
  // Lighthouse's own CPU benchmark of this machine, measured in this run: TBT scales with it.
  const indexes = pages.flatMap((p) => p.runs.map((r) => r.lhr.environment.benchmarkIndex));
  console.log(
    `CPU benchmark index: median ${Math.round(median(indexes))}, range ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (higher is faster; a busy machine inflates TBT and LCP)`,
  );
  printTable(pages, RUNS);
  for (const page of pages) printDetails(page, base);

  const install = await installCheck(chromium.port, base, `${base}/m.html#/ys`);
  console.log(
    `\ninstallable: ${install.errors.length ? `no (${install.errors.join(', ')})` : 'yes'}; start URL ${install.start} offline: ${install.offline === 200 ? '200' : `failed (${install.offline})`}`,
  );
  if (install.errors.length || install.offline !== 200) failed = true;

  if (shotsDir) {
    mkdirSync(shotsDir, { recursive: true });
    for (const page of pages) {
      const data = page.detailRun.lhr.audits['final-screenshot']?.details?.data;
      if (!data) continue;
      const file = join(shotsDir, `${page.name.replace(/\s+/g, '-')}.jpg`);
      writeFileSync(file, Buffer.from(data.split(',')[1], 'base64'));
    }
    console.log(`\nfinal screenshots in ${shotsDir}`);
  }
  if (lhrDir) {
    mkdirSync(lhrDir, { recursive: true });
    for (const page of pages) {
      const file = join(lhrDir, `${page.name.replace(/\s+/g, '-')}.report.json`);
      writeFileSync(file, JSON.stringify(page.detailRun.lhr));
    }
    console.log(`Lighthouse reports in ${lhrDir}`);
  }
  if (jsonFile) {
    const out = {
      lighthouse: pages[0].runs[0].lhr.lighthouseVersion,
      runs: RUNS,
      benchmarkIndex: median(indexes),
      pages: pages.map((p) => pageJson(p, base)),
    };
    writeFileSync(jsonFile, `${JSON.stringify(out, null, 2)}\n`);
    console.log(`numbers written to ${jsonFile}`);
  }
  if (failed) {
    console.error('\nsome runs did not show the logged-in overview: their numbers do not count');
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  stop();
  // Chromium writes to its profile until it has exited: removing the folder earlier leaves it behind.
  const browser = chromium?.child;
  if (browser && browser.exitCode === null && browser.signalCode === null) {
    await Promise.race([new Promise((ok) => browser.once('exit', ok)), sleep(10_000)]);
  }
  remove();
}
process.exit(failed ? 1 : 0);

import type { MonitorReport, TrackEvent } from '@chronicle/contract';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCall } from './api.js';
import { launch, loginViaApi, newPage, shellUrl, type Shell } from './browser.js';

const TRACK = '/community/misc/wapi/track';
const MONITOR = '/community/misc/wapi/monitor';
/** The sender loads when the page is idle (≤ 3 s) and sends 3 s after the first event. */
const ARRIVAL_MS = 12_000;

/** What the page sent to the tracking and monitoring endpoints, read off its requests. */
interface Sent {
  events: TrackEvent[];
  reports: MonitorReport[];
  trackCalls: number;
  monitorCalls: number;
  /** The largest batch seen; checked by the flows (an expect inside a listener fails nothing). */
  largestBatch: number;
}

function captureTelemetry(page: Page): Sent {
  const sent: Sent = { events: [], reports: [], trackCalls: 0, monitorCalls: 0, largestBatch: 0 };
  page.on('request', (req: Request) => {
    if (req.method() !== 'POST') return;
    const path = new URL(req.url()).pathname;
    if (path.endsWith(TRACK)) {
      sent.trackCalls += 1;
      const body = req.postDataJSON() as { events: TrackEvent[] };
      sent.largestBatch = Math.max(sent.largestBatch, body.events.length);
      sent.events.push(...body.events);
    } else if (path.endsWith(MONITOR)) {
      sent.monitorCalls += 1;
      const body = req.postDataJSON() as { reports: MonitorReport[] };
      sent.largestBatch = Math.max(sent.largestBatch, body.reports.length);
      sent.reports.push(...body.reports);
    }
  });
  return sent;
}

interface Insights {
  page_views: { path: string; count: number }[];
  exposures: { key: string; count: number }[];
  api_errors: { retcode: number; count: number }[];
  vitals: { name: string; count: number; p75: number }[];
}

/** The operator's summary of what the server stored (ingest API, `GET /ingest/v1/insights`). */
function insights(): Promise<Insights> {
  return operatorCall<Insights>('GET', 'insights?days=1');
}

const countOf = <T extends { count: number }>(list: T[], match: (item: T) => boolean) =>
  list.find(match)?.count ?? 0;

/** Waits until `check` holds for what was sent (polling; the sender batches every few seconds). */
async function until(what: string, check: () => boolean, timeout = ARRIVAL_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An in-app navigation (the router follows the hash; the document stays). */
async function goToHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
}

const pageViews = (sent: Sent, path: string) =>
  sent.events.filter((e) => e.type === 'page_view' && e.path === path);

function answerWith(retcode: number, message: string) {
  return {
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ retcode, message, data: null }),
  };
}

/**
 * First-party tracking and monitoring in a browser
 * (docs/reference/web-app.md#tracking-and-monitoring): page visits after each navigation (label and
 * viewed account on records pages), exposures of marked controls, web
 * vitals, failed calls (never -100), and none of the tracking with `disable_track`. Checked both on
 * the requests the page sends and in the server's insights.
 */
export function describeTrackingFlows(shell: Shell): void {
  describe(`${shell} shell: tracking and monitoring`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it('records page visits (label and aid on records pages), an exposure and a vital', async () => {
      const before = await insights();
      const { context, page } = await newPage(browser, shell);
      const sent = captureTelemetry(page);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.goto(shellUrl(shell, '/ys'));
      await page.getByRole('heading', { name: 'Aether', level: 1 }).waitFor();

      await until('the home visit', () => pageViews(sent, '/ys').length > 0);
      expect(pageViews(sent, '/ys')[0]).toMatchObject({
        game_id: 2,
        label: 'ys',
        aid: '100000001',
      });
      // The owner's share button and settings link (and, on mobile, the data-review entry) are on
      // screen: each is seen once on this page view.
      const marked = ['share.button', 'nav.settings'];
      if (shell === 'mobile') marked.push('account.data_review');
      const exposed = () => sent.events.flatMap((e) => (e.type === 'exposure' ? [e.key] : []));
      await until('the exposures', () => marked.every((key) => exposed().includes(key)));
      const exposures = sent.events.filter((e) => e.type === 'exposure');
      for (const key of marked) {
        expect(exposures.filter((e) => e.key === key && e.path === '/ys')).toHaveLength(1);
      }
      const times = exposures.map((e) => e.ts).sort((a, b) => a - b);
      for (let i = 1; i < times.length; i += 1) {
        expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(250);
      }

      // A real input ends the LCP measurement, so the vital is reported.
      await page.getByRole('heading', { name: 'Aether', level: 1 }).click();
      await until('the LCP vital', () =>
        sent.reports.some((r) => r.type === 'vital' && r.name === 'LCP'),
      );
      const lcp = sent.reports.find((r) => r.type === 'vital' && r.name === 'LCP');
      expect(lcp).toMatchObject({
        path: '/ys',
        rating: expect.stringMatching(/^(good|needs-improvement|poor)$/) as string,
      });

      // In-app navigations: a records page carries label and aid, settings carries neither.
      await goToHash(page, '/ys/abyss');
      await until('the abyss visit', () => pageViews(sent, '/ys/abyss').length > 0);
      await goToHash(page, '/ys/set');
      await until('the settings visit', () => pageViews(sent, '/ys/set').length > 0);
      expect(pageViews(sent, '/ys/abyss')).toEqual([
        expect.objectContaining({ label: 'ysAbyss', aid: '100000001', game_id: 2 }),
      ]);
      expect(pageViews(sent, '/ys/set')[0]).not.toHaveProperty('label');
      expect(pageViews(sent, '/ys/set')[0]).not.toHaveProperty('aid');

      // A visitor's records page names the viewed account.
      await page.goto(shellUrl(shell, '/ys/role-combat', 'uid=100000002'));
      await until(
        'the visited role-combat page',
        () => pageViews(sent, '/ys/role-combat').length > 0,
      );
      expect(pageViews(sent, '/ys/role-combat')[0]).toMatchObject({
        label: 'ysRoleCombat',
        aid: '100000002',
      });

      // The server stored them: the operator's insights grew.
      const after = await insights();
      const views = (data: Insights, path: string) =>
        countOf(data.page_views, (v) => v.path === path);
      expect(views(after, '/ys/abyss')).toBeGreaterThan(views(before, '/ys/abyss'));
      expect(views(after, '/ys/set')).toBeGreaterThan(views(before, '/ys/set'));
      const seen = (data: Insights) => countOf(data.exposures, (x) => x.key === 'share.button');
      expect(seen(after)).toBeGreaterThan(seen(before));
      const lcps = (data: Insights) => countOf(data.vitals, (v) => v.name === 'LCP');
      expect(lcps(after)).toBeGreaterThan(lcps(before));
      expect(sent.largestBatch).toBeLessThanOrEqual(50);
      await context.close();
    });

    it('reports a failed records call once, and never a -100 answer', async () => {
      const before = await insights();
      const { context, page } = await newPage(browser, shell);
      const sent = captureTelemetry(page);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.route('**/genshin/api/role_combat?**', (route) =>
        route.fulfill(answerWith(-100, 'Not logged in')),
      );
      await page.route('**/genshin/api/spiralAbyss?**', (route) =>
        route.fulfill(answerWith(10102, 'Data is not public')),
      );
      // The -100 answer comes first, so a report of it would leave before the 10102 one.
      const loggedOut = page.waitForResponse((res) =>
        res.url().includes('/genshin/api/role_combat'),
      );
      await page.goto(shellUrl(shell, '/ys/role-combat'));
      await loggedOut;
      await page.waitForTimeout(1_500);
      await goToHash(page, '/ys/abyss');
      await until('the 10102 report', () =>
        sent.reports.some((r) => r.type === 'api_error' && r.retcode === 10102),
      );
      // A retry of the query may fail the same way; identical reports within seconds are one.
      await page.waitForTimeout(4_000);
      const errors = sent.reports.filter((r) => r.type === 'api_error');
      expect(errors.filter((r) => r.retcode === 10102)).toEqual([
        expect.objectContaining({
          path: '/ys/abyss',
          endpoint: 'genshin.spiralAbyss',
          message: 'Data is not public',
        }),
      ]);
      expect(errors.filter((r) => r.retcode === -100 || r.retcode === 10001)).toEqual([]);

      const after = await insights();
      const failures = (data: Insights, code: number) =>
        countOf(data.api_errors, (e) => e.retcode === code);
      expect(failures(after, 10102)).toBe(failures(before, 10102) + 1);
      expect(failures(after, -100)).toBe(failures(before, -100));
      expect(sent.largestBatch).toBeLessThanOrEqual(50);
      await context.close();
    });

    it('sends no page visit, exposure, vital or failure report with disable_track', async () => {
      const { context, page } = await newPage(browser, shell);
      const sent = captureTelemetry(page);
      // The telemetry code's own chunk: it loads (so it had every chance to send) and sends nothing.
      let senderLoaded = false;
      page.on('request', (req) => {
        if (/\/assets\/follow-shell-[^/]*\.js$/.test(new URL(req.url()).pathname)) {
          senderLoaded = true;
        }
      });
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.route('**/genshin/api/spiralAbyss?**', (route) =>
        route.fulfill(answerWith(10102, 'Data is not public')),
      );
      await page.goto(shellUrl(shell, '/ys', 'disable_track=1'));
      await page.getByRole('heading', { name: 'Aether', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Aether', level: 1 }).click();
      await goToHash(page, '/ys/abyss');
      await until('the telemetry code', () => senderLoaded);
      await page.keyboard.press('Shift');
      await page.waitForTimeout(4_000);
      expect(sent.trackCalls).toBe(0);
      expect(sent.monitorCalls).toBe(0);
      expect(sent.events).toEqual([]);
      expect(sent.reports).toEqual([]);
      expect(sent.largestBatch).toBeLessThanOrEqual(50);
      await context.close();
    });

    it('measures no vitals for an under-13 account, but still counts its visits', async () => {
      const { context, page } = await newPage(browser, shell);
      const sent = captureTelemetry(page);
      await loginViaApi(page, 'minor', 'minor-demo');
      await page.goto(shellUrl(shell, '/ys'));
      await until('the home visit', () => pageViews(sent, '/ys').length > 0);
      // A key press ends the LCP measurement: a vital would be reported now for an adult.
      await page.keyboard.press('Shift');
      await page.waitForTimeout(5_000);
      expect(sent.reports.filter((r) => r.type === 'vital')).toEqual([]);
      expect(sent.largestBatch).toBeLessThanOrEqual(50);
      await context.close();
    });
  });
}

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Flags that keep Chromium quiet on a machine without internet (ARCHITECTURE "Stack"). */
const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export const ARTIFACTS = resolve(import.meta.dirname, '../artifacts');

export type Shell = 'desktop' | 'mobile';

/** A server of the current file's own (started with other settings), or undefined for the shared one. */
let ownServer: { baseURL: string; ingestToken: string } | undefined;

/**
 * Points the current file's flows (every helper here and in api.ts) at a server of its own, or back
 * at the shared one. Files run one at a time, each with its own copy of this module.
 */
export function useServer(server: { baseURL: string; ingestToken: string } | undefined): void {
  ownServer = server;
}

export function baseURL(): string {
  return ownServer?.baseURL ?? inject('baseURL');
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  });
}

/**
 * The app's service worker stays out of the flows that are not about it (offline-flows.ts has its
 * own profiles): once it controls a page, the page's calls no longer pass Playwright's routes,
 * which several flows use to hold or fail a call.
 */
export const NO_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

/** A fresh context (no cookies, no storage) sized like the shell's usual device. */
export async function newPage(
  browser: Browser,
  shell: Shell,
): Promise<{ context: BrowserContext; page: Page }> {
  const context =
    shell === 'desktop'
      ? await browser.newContext({
          viewport: { width: 1440, height: 900 },
          locale: 'en-US',
          ...NO_SERVICE_WORKER,
        })
      : await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
          locale: 'en-US',
          ...NO_SERVICE_WORKER,
        });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** The shell's entry page: `/` for desktop, `/m.html` for mobile, with an optional query and hash. */
export function shellUrl(shell: Shell, hash = '/ys', query = ''): string {
  const file = shell === 'desktop' ? '/' : '/m.html';
  return `${baseURL()}${file}${query ? `?${query}` : ''}#${hash}`;
}

/** Saves a screenshot under e2e/artifacts/<shell>/<name>.png for a person to look at. */
export async function shot(page: Page, shell: Shell, name: string): Promise<void> {
  const dir = join(ARTIFACTS, shell);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

export function ingestToken(): string {
  return ownServer?.ingestToken ?? inject('ingestToken');
}

/** The one-time tips (beginner guides) an account can be shown. */
const GUIDES = ['settings', 'role_switch', 'share', 'visitor'] as const;

/**
 * Logs in through the API in the page's context, so flows that are not about login start signed in.
 * The account's one-time tips are marked seen first (flows about the tips pass `keepGuides`), so a
 * tip never sits over what a flow clicks.
 */
export async function loginViaApi(
  page: Page,
  account: string,
  password: string,
  options: { keepGuides?: boolean } = {},
): Promise<void> {
  const res = await page.request.post(`${baseURL()}/account/api/login`, {
    data: { account, password },
  });
  const body = (await res.json()) as { retcode: number };
  if (body.retcode !== 0)
    throw new Error(`login of ${account} failed with retcode ${body.retcode}`);
  if (options.keepGuides) return;
  for (const key of GUIDES) {
    const seen = await page.request.post(
      `${baseURL()}/game_record/card/wapi/beginner_guide/update`,
      { data: { key } },
    );
    const answer = (await seen.json()) as { retcode: number };
    if (answer.retcode !== 0) throw new Error(`guide ${key} answered ${answer.retcode}`);
  }
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gameByKey } from '@chronicle/contract';
import type { Page } from 'playwright-core';
import type { Shell } from './browser.js';

/** The part of a route table entry (apps/web/src/app/routes.ts) the walk needs. */
interface RouteShape {
  id: string;
  path: string;
  game: string;
  shells: readonly string[];
  feature?: string;
  paramValues?: Readonly<Record<string, readonly string[]>>;
}

/** A page to check: its hash path and the tab titles that show it has been drawn. */
export interface RouteVisit {
  path: string;
  /** The page prefix the route's game is served under (`/rpg` for the third game, else ''). */
  prefix: string;
  /** The document title of the route; a route behind an operator switch may land on its home. */
  titles: string[];
}

function englishTitles(): Record<string, string> {
  const file = resolve(import.meta.dirname, '../../apps/web/src/locales/en-us/routes.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { titles: Record<string, string> }).titles;
}

/**
 * Every hash path a shell mounts, read from the app's own route table so a new route is checked
 * without anyone adding it here. Parameters (`:type`) expand to each allowed value. The module is
 * imported by URL so the e2e typecheck does not pull the web app's JSX sources in; at run time it
 * only loads the table and its lazy loaders, never a page.
 */
export async function shellRoutes(shell: Shell): Promise<RouteVisit[]> {
  const file = resolve(import.meta.dirname, '../../apps/web/src/app/routes.ts');
  const table = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    ROUTE_LIST: readonly RouteShape[];
  };
  const names = englishTitles();
  // `Page · Game · Chronicle`, as the shell's useDocumentTitle writes it.
  const title = (id: string, game: string) =>
    `${names[id] ?? id} · ${gameByKey(game)?.name ?? game} · Chronicle`;
  const homes = new Map(
    table.ROUTE_LIST.filter((r) => r.path === `/${r.game}`).map((r) => [r.game, r.id]),
  );
  const visits: RouteVisit[] = [];
  for (const route of table.ROUTE_LIST) {
    if (!route.shells.includes(shell)) continue;
    let expanded = [route.path];
    for (const [name, values] of Object.entries(route.paramValues ?? {})) {
      expanded = expanded.flatMap((path) => values.map((v) => path.replace(`:${name}`, v)));
    }
    const titles = [title(route.id, route.game)];
    const home = homes.get(route.game);
    if (route.feature && home) titles.push(title(home, route.game));
    const prefix = gameByKey(route.game)?.pagePrefix ?? '';
    visits.push(...expanded.map((path) => ({ path, prefix, titles })));
  }
  return visits;
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.0 and 2.1 A/AA rules the issue asks for. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Finding {
  rule: string;
  impact: string;
  /** Where: route and viewer. */
  where: string;
  targets: string[];
  help: string;
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe on the page as it stands and returns every violation, whatever its impact (the caller
 * fails on serious and critical, and reports the rest). The page's CSP allows no inline script, so
 * the source goes in through the DevTools protocol (`evaluate`), which CSP does not govern.
 */
export async function runAxe(page: Page, where: string): Promise<Finding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: unknown[] };
    return result.violations;
  }, TAGS);
  return (violations as AxeViolation[]).map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    where,
    targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    help: v.help,
  }));
}

/** True for the impacts the issue does not tolerate. */
export function isBlocking(finding: Finding): boolean {
  return finding.impact === 'serious' || finding.impact === 'critical';
}

/** One line per finding, for the failure message and the run's log. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.impact}] ${f.rule} on ${f.where}: ${f.help}\n    ${f.targets.slice(0, 5).join('\n    ')}${
          f.targets.length > 5 ? `\n    … and ${f.targets.length - 5} more` : ''
        }`,
    )
    .join('\n');
}

/** Findings counted by rule and impact, e.g. `color-contrast (serious): 12`. */
export function countByRule(findings: readonly Finding[]): string {
  const counts = new Map<string, number>();
  for (const f of findings) {
    const key = `${f.rule} (${f.impact})`;
    counts.set(key, (counts.get(key) ?? 0) + f.targets.length);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ');
}

/**
 * Moves the page to `visit` by its hash, the way the app's links do (no reload: the shell, its
 * session and axe stay), and waits until the route is drawn: the tab title is the route's (the
 * shell writes it after the route commits, and navigation runs in a transition that keeps the old
 * page up while the new one loads), and no loading placeholder (skeletons, `aria-busy` regions) is
 * left, so axe checks the page a person reads rather than its skeleton.
 */
export async function goToRoute(page: Page, visit: RouteVisit): Promise<void> {
  const url = new URL(page.url());
  const file = url.pathname.replace(/^\/rpg(?=\/)/, '');
  if (url.pathname === `${visit.prefix}${file}`) {
    await page.evaluate((path) => {
      window.location.hash = path;
    }, visit.path);
  } else {
    // Another game's page prefix: the app would reload there itself, so go straight to it.
    url.pathname = `${visit.prefix}${file}`;
    url.hash = visit.path;
    await page.goto(url.toString());
  }
  await waitForContent(page, visit.titles);
}

/** Waits for one of `titles` (any title when empty) and for the placeholders to go. */
export async function waitForContent(page: Page, titles: readonly string[] = []): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      (expected.length === 0 || expected.includes(document.title)) &&
      document.querySelector('h1, [role="dialog"], [role="alertdialog"]') !== null &&
      document.querySelector('[aria-busy="true"], .skeleton') === null,
    titles,
    { timeout: 15_000 },
  );
}

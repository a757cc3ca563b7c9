import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gameByKey, type GameKey, type Lang } from '@chronicle/contract';
import { createDb } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { absolutizer } from '../http/absolute-url.js';
import { loadDemoData } from '../load-demo.js';
import { CatalogService } from '../modules/catalog/catalog.service.js';
import { IndexCache } from '../modules/genshin/index-cache.js';
import {
  workerDrawer,
  type CardDrawer,
  type RenderedCard,
} from '../modules/share-card/share-card.drawer.js';
import {
  shareCard,
  SHARE_CARD_CACHE_SIZE,
  type ShareCardDeps,
} from '../modules/share-card/share-card.service.js';

/*
 * The share card benchmark (issue 23 §2): cards of the demo roles of the three games drawn through
 * the card service (policy, cache key, reading and presenting, drawing), on the request thread as
 * before (the baseline, in the same run) and in the share-card worker. For each: the first card (the
 * fonts and renderers load), fresh cards (every one a cache miss), cached cards, and the request
 * thread's event-loop delay while fresh cards are drawn, which is what every other request waits.
 */

/** Public demo roles, one per game (packages/demo accounts.ts). */
const ROLES: Record<GameKey, string> = { ys: '812000101', hsr: '800000101', bh3: '150000101' };

const FRESH_LANGS: readonly Lang[] = ['en-us', 'fr-fr', 'de-de', 'ru-ru', 'vi-vn'];

export interface Latency {
  p50: number;
  p99: number;
  max: number;
}

export interface ShareCardModeResult {
  mode: 'request thread' | 'worker';
  firstMs: number;
  fresh: Latency;
  cached: Latency;
  /** Event-loop delay of the request thread while the fresh cards are drawn, ms. */
  loop: Latency;
  rssMb: number;
}

/** A new worker's first cards in one language: its fonts load with the first. */
export interface ShareCardLanguageResult {
  lang: Lang;
  firstMs: number;
  /** The next card, another game's in the same language. */
  secondMs: number;
  /** How much the process grew with the worker and its first two cards, MB. */
  rssGrowthMb: number;
}

export interface ShareCardBenchResult {
  modes: ShareCardModeResult[];
  languages: ShareCardLanguageResult[];
  freshCards: number;
  cachedCards: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted.at(-1)!) };
}

/** The drawing as it was before the worker: satori and resvg on the calling thread. */
function inThreadDrawer(): CardDrawer {
  return {
    draw: async (model, format) => {
      const { renderPng, renderSvg } = await import('../modules/share-card/share-card.render.js');
      const svg = await renderSvg(model);
      const body = format === 'png' ? await renderPng(svg) : Buffer.from(svg);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      return { body, etag };
    },
    warm: () => undefined,
    close: () => Promise.resolve(),
  };
}

async function measure(
  mode: ShareCardModeResult['mode'],
  base: Omit<ShareCardDeps, 'drawer' | 'cache'>,
  drawer: CardDrawer,
  options: { fresh: number; cached: number },
): Promise<ShareCardModeResult> {
  const deps = (): ShareCardDeps => ({
    ...base,
    drawer,
    cache: new IndexCache(SHARE_CARD_CACHE_SIZE),
  });
  const card = async (d: ShareCardDeps, key: GameKey, lang: Lang) => {
    const started = performance.now();
    const drawn = await shareCard(d, gameByKey(key)!, ROLES[key], lang, 'png');
    if (!drawn || drawn.body.length < 1000) throw new Error(`no ${key} card`);
    return performance.now() - started;
  };

  const firstMs = await card(deps(), 'ys', 'en-us');

  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const fresh: number[] = [];
  const keys = Object.keys(ROLES) as GameKey[];
  for (let i = 0; i < options.fresh; i += 1) {
    // A new cache each time: every card is a miss, drawn anew.
    fresh.push(await card(deps(), keys[i % keys.length]!, FRESH_LANGS[i % FRESH_LANGS.length]!));
  }
  loop.disable();

  const shared = deps();
  await card(shared, 'hsr', 'en-us');
  const cached: number[] = [];
  for (let i = 0; i < options.cached; i += 1) cached.push(await card(shared, 'hsr', 'en-us'));

  return {
    mode,
    firstMs: round(firstMs),
    fresh: latency(fresh),
    cached: latency(cached),
    loop: {
      p50: round(loop.percentile(50) / 1e6),
      p99: round(loop.percentile(99) / 1e6),
      max: round(loop.max / 1e6),
    },
    rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
  };
}

const mbOf = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function languageFirsts(
  base: Omit<ShareCardDeps, 'drawer' | 'cache'>,
  langs: readonly Lang[],
): Promise<ShareCardLanguageResult[]> {
  const out: ShareCardLanguageResult[] = [];
  for (const lang of langs) {
    const drawer = workerDrawer();
    const deps = { ...base, drawer, cache: new IndexCache<Promise<RenderedCard>>(8) };
    const time = async (key: GameKey) => {
      const started = performance.now();
      await shareCard(deps, gameByKey(key)!, ROLES[key], lang, 'png');
      return round(performance.now() - started);
    };
    const before = process.memoryUsage().rss;
    const firstMs = await time('ys');
    const secondMs = await time('hsr');
    out.push({ lang, firstMs, secondMs, rssGrowthMb: mbOf(process.memoryUsage().rss - before) });
    await drawer.close();
  }
  return out;
}

export async function benchShareCard(
  options: { fresh: number; cached: number; langs?: readonly Lang[] } = {
    fresh: 30,
    cached: 1000,
  },
): Promise<ShareCardBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-cards-'));
  const db = createDb(`sqlite:${join(dir, 'cards.db')}`);
  const worker = workerDrawer();
  try {
    await migrateToLatest(db);
    await loadDemoData(db);
    const base = {
      db,
      catalog: new CatalogService(db),
      absolute: absolutizer('http://127.0.0.1'),
    };
    // The catalog loads with the first request of any kind: not a card's cost.
    await base.catalog.current();
    // The worker first, so that its first card does not find satori already loaded by the baseline
    // (the worker is a thread of its own, with its own modules, either way).
    const inWorker = await measure('worker', base, worker, options);
    await worker.close();
    const inThread = await measure('request thread', base, inThreadDrawer(), options);
    const languages = await languageFirsts(
      base,
      options.langs ?? ['en-us', 'ja-jp', 'zh-cn', 'zh-tw', 'ko-kr', 'th-th'],
    );
    return {
      modes: [inThread, inWorker],
      languages,
      freshCards: options.fresh,
      cachedCards: options.cached,
    };
  } finally {
    await worker.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

#!/usr/bin/env node
// Measures the web budgets of docs/reference/product.md#budgets on the production build: the JS
// each HTML entry loads up front (its module script and everything that imports statically) and
// every lazy chunk, gzip
// (the budget) and brotli (what the server sends browsers that accept it: the .br files the build
// writes). Exits non-zero when a budget is exceeded, so `npm test` keeps them.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const BUDGET_INITIAL = 120 * 1024;
const BUDGET_CHUNK = 40 * 1024;

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const br = (file) =>
  brotliCompressSync(readFileSync(join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Static imports of a built chunk (`import … from "./x.js"` and bare `import "./x.js"`). */
function staticImports(file) {
  const code = readFileSync(join(dist, file), 'utf8');
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  const found = new Set();
  for (const m of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
  )) {
    const spec = m[1];
    if (spec.startsWith('./')) found.add(dir + spec.slice(2));
    else if (spec.startsWith('/')) found.add(spec.slice(1));
  }
  return [...found];
}

/** The closure of JS an HTML page loads before anything lazy. */
function initialJs(html) {
  const page = readFileSync(join(dist, html), 'utf8');
  const queue = [
    ...page.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g),
    // The modules the inline start script loads after the first paint (apps/web/build/boot-preloads.ts).
    ...[...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].flatMap((script) => [
      ...script[1].matchAll(/"\/(assets\/[^"]+\.js)"/g),
    ]),
  ].map((m) => m[1]);
  const seen = new Set();
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen];
}

/**
 * A language's translations (one chunk per language, `<lang>-<hash>.js`): data, not code. The entry
 * pages preload the default language's (apps/web/build/boot-preloads.ts) because the first render
 * waits for it either way; it is reported beside the budget, not in it, as before the preload.
 */
const isTranslations = (file) => /(^|\/)[a-z]{2}-[a-z]{2}-[\w-]{8}\.js$/.test(file);

/** The name a built chunk file was given (`assets/core-AbC123_x.js` → `core`), as in apps/web/build/first-load.ts. */
const chunkName = (file) => /(?:^|\/)([\w-]+)-[\w-]{8}\.js$/.exec(file)?.[1];

let failed = false;

/*
 * The build leaves the first-load chunks out of the lazy pages' preload lists
 * (apps/web/build/first-load-chunks.json), so the list must match the build: a chunk every entry page
 * loads up front but the list lacks is preloaded again by every page that imports it; a listed chunk
 * that some entry page does not load up front, yet other chunks import, leaves that page's lazy
 * routes without its preload. (Each shell's own entry is listed though only its pages load it:
 * nothing imports it.)
 */
const firstLoadList = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../apps/web/build/first-load-chunks.json'), 'utf8'),
);
const entryLoads = ['index.html', 'm.html', 'rpg/index.html', 'rpg/m.html'].map(
  (html) =>
    new Set(
      initialJs(html)
        .filter((f) => !isTranslations(f))
        .map(chunkName),
    ),
);
const everyEntry = [...entryLoads[0]].filter((name) => entryLoads.every((s) => s.has(name)));
const imported = new Set(
  readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .flatMap((f) => staticImports(`assets/${f}`).map(chunkName)),
);
const unlisted = everyEntry.filter((name) => !firstLoadList.includes(name));
const notLoaded = firstLoadList.filter(
  (name) =>
    !entryLoads.some((s) => s.has(name)) || (!everyEntry.includes(name) && imported.has(name)),
);
if (unlisted.length || notLoaded.length) {
  failed = true;
  const problems = [
    unlisted.length ? `every entry page loads ${unlisted.join(', ')} up front, unlisted` : '',
    notLoaded.length ? `listed but not loaded up front by every page: ${notLoaded.join(', ')}` : '',
  ];
  console.log(
    `✖ first-load chunks (apps/web/build/first-load-chunks.json) differ from the build: ${problems.filter(Boolean).join('; ')}`,
  );
} else {
  console.log(`first-load chunks: ${firstLoadList.join(', ')} (as the build loads them)`);
}

for (const html of ['index.html', 'm.html']) {
  const loaded = initialJs(html);
  const files = loaded.filter((f) => !isTranslations(f));
  const translations = loaded.filter(isTranslations);
  const total = files.reduce((sum, f) => sum + gz(f), 0);
  const brotli = files.reduce((sum, f) => sum + br(f), 0);
  const over = html === 'index.html' && total > BUDGET_INITIAL;
  failed ||= over;
  const data = translations.reduce((sum, f) => sum + gz(f), 0);
  console.log(
    `${html}: initial JS ${kb(total)} gzip (${kb(brotli)} brotli) in ${files.length} files${over ? `  ✖ over ${kb(BUDGET_INITIAL)}` : ''}` +
      (translations.length ? `; translations preloaded ${kb(data)} gzip` : ''),
  );
}
const chunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const sizes = chunks.map((f) => [f, gz(`assets/${f}`)]).sort((a, b) => b[1] - a[1]);
const initial = new Set(
  [...initialJs('index.html'), ...initialJs('m.html')].map((f) => f.replace(/^assets\//, '')),
);
const lazy = sizes.filter(([f]) => !initial.has(f));
const biggest = lazy[0];
console.log(
  `lazy chunks: ${lazy.length}, largest ${biggest ? `${biggest[0]} ${kb(biggest[1])}` : '-'}`,
);
for (const [f, n] of lazy) {
  if (n > BUDGET_CHUNK) {
    failed = true;
    console.log(`  ✖ ${f} ${kb(n)} is over the ${kb(BUDGET_CHUNK)} route-chunk budget`);
  }
}
// The CSS minifier merges a rule's `backdrop-filter` and `-webkit-backdrop-filter` into the one
// written last, so a source declaring both kept only the prefixed one, which Chromium and Firefox
// ignore (no blur). Sources declare the standard property alone and the build adds the prefix.
for (const f of readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.css'))) {
  const css = readFileSync(join(dist, 'assets', f), 'utf8');
  const prefixed = css.match(/-webkit-backdrop-filter:/g)?.length ?? 0;
  const standard = css.match(/(?<!-webkit-)backdrop-filter:/g)?.length ?? 0;
  if (prefixed > standard) {
    failed = true;
    console.log(
      `  ✖ ${f}: -webkit-backdrop-filter without backdrop-filter (declare only the latter)`,
    );
  }
}
process.exit(failed ? 1 : 0);

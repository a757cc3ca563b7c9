// Reading and printing Lighthouse results for `bench/lighthouse.mjs`: the metrics of each run, the
// median, the largest estimated savings, the longest critical request chain and a check that the
// run really measured the logged-in overview (a login screen scores well and would hide a slow page).
import { printLcpPath } from './lighthouse-lcp-path.mjs';

/** The numbers the issue sets goals on, in the order the table prints them. */
export const METRICS = [
  { key: 'score', label: 'score', unit: '' },
  { key: 'fcp', label: 'FCP', unit: 'ms', audit: 'first-contentful-paint' },
  { key: 'lcp', label: 'LCP', unit: 'ms', audit: 'largest-contentful-paint' },
  { key: 'tbt', label: 'TBT', unit: 'ms', audit: 'total-blocking-time' },
  { key: 'cls', label: 'CLS', unit: '', audit: 'cumulative-layout-shift' },
  { key: 'si', label: 'Speed Index', unit: 'ms', audit: 'speed-index' },
];

/** Issue 20, goal 1: `max` is an upper bound, `min` a lower bound; undefined means no goal. */
export function goalsFor(preset) {
  return {
    score: { min: preset === 'desktop' ? 0.98 : 0.95 },
    lcp: { max: 1500 },
    tbt: { max: 100 },
    cls: { max: 0.02 },
  };
}

/** The metrics of one Lighthouse result. */
export function metricsOf(lhr) {
  const out = { score: lhr.categories.performance.score };
  for (const m of METRICS) if (m.audit) out[m.key] = lhr.audits[m.audit]?.numericValue ?? NaN;
  return out;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** The run whose score is the median (ties: the lower LCP), for the details of a page. */
export function medianRun(runs) {
  const sorted = [...runs].sort(
    (a, b) => a.metrics.score - b.metrics.score || b.metrics.lcp - a.metrics.lcp,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Did the run show the overview of the expected account? The overview asks for the role's index
 * only once a login and a role card are known, so its answer (200) is the proof; the visitor run
 * must also have asked for the viewed player's card, and nobody may have loaded the logged-out screen.
 */
export function verifyRun(lhr, expectedRoleId) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const problems = [];
  const ok = (pattern) => requests.some((r) => pattern.test(r.url) && r.statusCode === 200);
  // The role of the viewed account's card (which the page itself carries, or a call gave).
  if (!ok(new RegExp(`/api/index\\?(.*&)?role_id=${expectedRoleId}(&|$)`))) {
    problems.push(`no answer from the overview index of role ${expectedRoleId}`);
  }
  if (requests.some((r) => /logged-out-screen/.test(r.url))) problems.push('logged-out screen');
  return problems;
}

/** Audits with an estimated saving on the load metrics (or bytes), largest first. */
export function topSavings(lhr, count = 5) {
  const ids = lhr.categories.performance.auditRefs.map((ref) => ref.id);
  const found = [];
  for (const id of ids) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === 1 || audit.scoreDisplayMode === 'notApplicable') continue;
    const s = audit.metricSavings ?? {};
    const ms = Math.max(s.LCP ?? 0, s.FCP ?? 0, s.TBT ?? 0, audit.details?.overallSavingsMs ?? 0);
    const bytes = audit.details?.overallSavingsBytes ?? 0;
    if (ms <= 0 && bytes <= 0 && !(s.CLS > 0)) continue;
    found.push({ id, title: audit.title, ms, bytes, cls: s.CLS ?? 0, display: audit.displayValue });
  }
  found.sort((a, b) => b.ms - a.ms || b.cls - a.cls || b.bytes - a.bytes);
  return found.slice(0, count);
}

/** The path of the critical-chains tree that ends last, root first. */
export function longestChain(lhr) {
  const chains = lhr.audits['critical-request-chains']?.details?.chains ?? {};
  let best = [];
  let bestEnd = -Infinity;
  const walk = (node, path) => {
    const here = [...path, node.request];
    const children = Object.values(node.children ?? {});
    if (children.length === 0 && node.request.endTime > bestEnd) {
      bestEnd = node.request.endTime;
      best = here;
    }
    for (const child of children) walk(child, here);
  };
  for (const root of Object.values(chains)) walk(root, []);
  return best;
}

/** The resources Lighthouse counts as holding up the first paint. */
export function renderBlocking(lhr) {
  const audit = lhr.audits['render-blocking-resources'];
  if (!audit || audit.scoreDisplayMode === 'error') return undefined;
  return (audit.details?.items ?? []).map((i) => ({
    url: i.url,
    bytes: i.totalBytes,
    wastedMs: i.wastedMs,
  }));
}

/**
 * TTFB, load delay, load time and render delay of the simulated LCP, from the metrics Lighthouse
 * keeps: the fallback for when its own phase table is missing (the LCP-element audit failed). A text
 * LCP has no load: then only TTFB and the rest.
 */
export function lcpPhases(lhr) {
  const m = lhr.audits.metrics?.details?.items?.[0];
  if (!m?.largestContentfulPaint) return undefined;
  const ms = (v) => `${Math.round(v)} ms`;
  const ttfb = m.timeToFirstByte ?? 0;
  if (m.lcpLoadStart === undefined || m.lcpLoadEnd === undefined) {
    return `TTFB ${ms(ttfb)}, after it ${ms(m.largestContentfulPaint - ttfb)}`;
  }
  return [
    `TTFB ${ms(ttfb)}`,
    `load delay ${ms(m.lcpLoadStart - ttfb)}`,
    `load time ${ms(m.lcpLoadEnd - m.lcpLoadStart)}`,
    `render delay ${ms(m.largestContentfulPaint - m.lcpLoadEnd)}`,
  ].join(', ');
}

/** The elements whose shifts add up to the CLS, largest first. */
export function layoutShifts(lhr, count = 3) {
  return (lhr.audits['layout-shifts']?.details?.items ?? [])
    .filter((i) => i.score > 0)
    .slice(0, count)
    .map((i) => ({ selector: i.node?.selector ?? '?', score: i.score }));
}

/** The LCP element and the four phases of its time (TTFB, load delay, load time, render delay). */
export function lcpBreakdown(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = items[0]?.items?.[0]?.node;
  const phases = (items[1]?.items ?? []).map((p) => ({ phase: p.phase, ms: p.timing }));
  return { selector: element?.selector, snippet: element?.snippet, phases };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const shortUrl = (url, base) => (url.startsWith(base) ? url.slice(base.length) || '/' : url);

function formatMetric(key, value) {
  if (!Number.isFinite(value)) return '—';
  if (key === 'score') return value.toFixed(2);
  if (key === 'cls') return value.toFixed(3);
  return `${Math.round(value)} ms`;
}

function formatGoal(goal) {
  if (!goal) return '—';
  const [op, v] = goal.min !== undefined ? ['≥', goal.min] : ['≤', goal.max];
  return `${op} ${v >= 100 ? `${v} ms` : v}`;
}

const meets = (goal, value) =>
  !goal ? '' : (goal.min !== undefined ? value >= goal.min : value <= goal.max) ? ' ✓' : ' ✗';

const pad = (s, n) => String(s).padEnd(n);

/** The table of medians against the goals, one column per page. */
export function printTable(pages, runCount) {
  const width = 20;
  console.log(`\nMedian of ${runCount} run(s) per page (Lighthouse simulated throttling):\n`);
  console.log(
    pad('metric', 12) + pages.map((p) => pad(`${p.name} (${p.goalText})`, width + 8)).join(''),
  );
  for (const m of METRICS) {
    const cells = pages.map((p) => {
      const goal = p.goals[m.key];
      const v = p.median[m.key];
      return pad(`${formatMetric(m.key, v)}${meets(goal, v)}  [${formatGoal(goal)}]`, width + 8);
    });
    console.log(pad(m.label, 12) + cells.join(''));
  }
}

/** What Lighthouse found for one page, from its median run. */
export function printDetails(page, base) {
  const lhr = page.detailRun.lhr;
  console.log(`\n── ${page.name}: ${shortUrl(page.url, base)} (details of the median-score run)`);
  const scores = page.runs.map((r) => r.metrics.score.toFixed(2)).join(' ');
  const lcps = page.runs.map((r) => Math.round(r.metrics.lcp)).join(' ');
  console.log(`  runs: scores ${scores}; LCP ${lcps} ms`);
  const lcp = lcpBreakdown(lhr);
  const traced = page.detailRun.lcpElement;
  if (lcp.selector) {
    console.log(`  LCP element: ${lcp.selector}  ${lcp.snippet ?? ''}`.slice(0, 150));
  } else if (traced) {
    const image = traced.imageUrl ? ` ${shortUrl(traced.imageUrl, base)}` : '';
    console.log(`  LCP element (from the trace): ${traced.node} (${traced.type}${image})`);
  }
  const phases = lcp.phases.length
    ? lcp.phases.map((p) => `${p.phase} ${Math.round(p.ms)} ms`).join(', ')
    : lcpPhases(lhr);
  if (phases) console.log(`  LCP phases (simulated): ${phases}`);
  for (const shift of layoutShifts(lhr)) {
    console.log(`  layout shift ${shift.score.toFixed(3)}: ${shift.selector}`);
  }
  printLcpPath(page.detailRun.lcpPath, base);
  if (page.detailRun.lcpPathError) console.log(`  (no LCP path: ${page.detailRun.lcpPathError})`);
  console.log('  top savings:');
  const savings = topSavings(lhr);
  if (savings.length === 0) console.log('    (none reported)');
  for (const s of savings) {
    const parts = [];
    if (s.ms > 0) parts.push(`${Math.round(s.ms)} ms`);
    if (s.cls > 0) parts.push(`CLS ${s.cls.toFixed(3)}`);
    if (s.bytes > 0) parts.push(kb(s.bytes));
    console.log(
      `    ${pad(parts.join(', ') || '—', 20)} ${s.title}${s.display ? ` (${s.display})` : ''}`,
    );
  }
  const blocking = renderBlocking(lhr);
  const none = blocking ? 'none' : 'not known (the audit failed)';
  console.log(`  render-blocking resources: ${blocking?.length ? '' : none}`);
  for (const b of blocking ?? []) {
    console.log(
      `    ${pad(kb(b.bytes), 10)} ~${Math.round(b.wastedMs)} ms  ${shortUrl(b.url, base)}`,
    );
  }
  const chain = longestChain(lhr);
  if (chain.length) {
    const ms = Math.round((chain.at(-1).endTime - chain[0].startTime) * 1000);
    const bytes = kb(chain.reduce((sum, r) => sum + r.transferSize, 0));
    console.log(
      `  Lighthouse's longest critical request chain (${chain.length} requests, ${ms} ms, ${bytes}, as observed):`,
    );
    const t0 = chain[0].startTime;
    chain.forEach((r, i) => {
      const span = `${Math.round((r.startTime - t0) * 1000)}→${Math.round((r.endTime - t0) * 1000)} ms`;
      console.log(
        `    ${i + 1}. ${pad(span, 14)} ${pad(kb(r.transferSize), 10)} ${shortUrl(r.url, base)}`,
      );
    });
  }
  for (const w of lhr.runWarnings ?? []) console.log(`  warning: ${w}`);
  const failed = Object.values(lhr.audits).filter((a) => a.scoreDisplayMode === 'error');
  if (failed.length) {
    const reason = failed[0].errorMessage?.slice(0, 120) ?? '';
    console.log(
      `  audits Lighthouse could not run: ${failed.map((a) => a.id).join(', ')} (${reason})`,
    );
  }
}

/** Everything `--json` writes for one page. */
export function pageJson(page, base) {
  const lhr = page.detailRun.lhr;
  return {
    name: page.name,
    url: page.url,
    preset: page.preset,
    goals: page.goals,
    median: page.median,
    runs: page.runs.map((r) => r.metrics),
    medianRun: {
      lcp: lcpBreakdown(lhr),
      lcpPhases: lcpPhases(lhr),
      layoutShifts: layoutShifts(lhr, 10),
      lcpElement: page.detailRun.lcpElement,
      lcpPath: page.detailRun.lcpPath,
      savings: topSavings(lhr, 20),
      renderBlocking: renderBlocking(lhr),
      longestChain: longestChain(lhr).map((r) => ({ ...r, url: shortUrl(r.url, base) })),
      requests: (lhr.audits['network-requests']?.details?.items ?? []).map((r) => ({
        url: shortUrl(r.url, base),
        start: r.networkRequestTime,
        end: r.networkEndTime,
        transferSize: r.transferSize,
        resourceType: r.resourceType,
        priority: r.priority,
      })),
      observed: lhr.audits.metrics?.details?.items?.[0],
    },
  };
}

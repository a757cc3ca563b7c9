// What the LCP of a run waits for, read from the run's own trace and network log.
//
// Lighthouse's "critical request chains" leave out fetch() calls and everything JavaScript starts
// after it runs, which is most of a single-page app's path to its first records. The simulated LCP
// (Lantern, the model behind the reported number) is built on a graph of every request and main-thread
// task with their dependencies; walking back from the node that finishes last through the
// dependency that finished last gives the path that sets the number. The LCP element comes from the
// trace's own candidates too, for when Lighthouse's element audit fails.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** The last LCP candidate of the main frame: what it is, how large, and its image if it has one. */
export function lcpElementFromTrace(trace) {
  const events = trace.traceEvents;
  const candidates = events.filter(
    (e) => e.name === 'largestContentfulPaint::Candidate' && e.args?.data?.isOutermostMainFrame,
  );
  const last = candidates.at(-1)?.args.data;
  if (!last) return undefined;
  const image = events.find(
    (e) =>
      e.name === 'LargestImagePaint::Candidate' &&
      e.args?.data?.DOMNodeId === last.nodeId &&
      e.args.data.candidateIndex === last.candidateIndex,
  );
  return {
    node: last.nodeName,
    type: last.type,
    size: last.size,
    imageUrl: image?.args.data.imageUrl,
    candidates: candidates.length,
  };
}

/** A short description of a main-thread task: its longest kinds of work and the scripts it ran. */
function describeTask(node) {
  const byName = new Map();
  const urls = new Set();
  for (const e of node.childEvents) {
    if (!e.dur) continue;
    byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur);
    const url = e.args?.data?.url;
    if (url && (e.name === 'EvaluateScript' || e.name === 'FunctionCall')) urls.add(url);
  }
  const top = [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name);
  return { work: top, scripts: [...urls] };
}

function describe(node, timing) {
  const base = { start: timing.startTime, end: timing.endTime };
  if (node.type === 'network') {
    const r = node.request;
    return {
      ...base,
      kind: 'request',
      url: r.url,
      resourceType: r.resourceType,
      priority: r.priority,
      transferSize: r.transferSize,
    };
  }
  return { ...base, kind: 'task', ...describeTask(node) };
}

/** Walks back from the last node of a simulation through the dependency that ended last. */
function pathOf(nodeTimings) {
  let current;
  for (const [node, t] of nodeTimings) {
    if (!current || t.endTime > nodeTimings.get(current).endTime) current = node;
  }
  const path = [];
  while (current) {
    path.unshift(describe(current, nodeTimings.get(current)));
    let next;
    for (const dep of current.getDependencies()) {
      const t = nodeTimings.get(dep);
      if (t && (!next || t.endTime > nodeTimings.get(next).endTime)) next = dep;
    }
    current = next;
  }
  return path;
}

/**
 * The simulated LCP of a run (optimistic and pessimistic estimates; Lighthouse reports their mean)
 * and the path through the pessimistic graph, which holds every request the optimistic one does.
 */
export async function lcpPath(artifacts) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    URL: artifacts.URL,
  };
  const context = { computedCache: new Map(), settings: artifacts.settings, options: {} };
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const timings = lcp.pessimisticEstimate.nodeTimings;
  return {
    optimisticMs: lcp.optimisticEstimate.timeInMs,
    pessimisticMs: lcp.pessimisticEstimate.timeInMs,
    path: pathOf(timings),
    ...totals(timings),
  };
}

/**
 * Everything the LCP graph holds: the main thread runs one task at a time, so a path step that
 * starts long after its dependency ended was waiting for the other tasks listed here.
 */
function totals(nodeTimings) {
  let requests = 0;
  let bytes = 0;
  let taskMs = 0;
  const tasks = [];
  for (const [node, t] of nodeTimings) {
    if (node.type === 'network') {
      requests++;
      bytes += node.request.transferSize;
    } else {
      taskMs += t.endTime - t.startTime;
      tasks.push(describe(node, t));
    }
  }
  tasks.sort((a, b) => b.end - b.start - (a.end - a.start));
  return { requests, bytes, taskMs, tasks: tasks.length, longestTasks: tasks.slice(0, 4) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the path, one line per request or main-thread task, times as the simulation put them. */
export function printLcpPath(result, base) {
  const short = (url) => (url.startsWith(base) ? url.slice(base.length) || '/' : url);
  if (!result) return;
  const { optimisticMs: o, pessimisticMs: p, path } = result;
  console.log(
    `  simulated path to LCP (pessimistic graph; LCP = mean of ${Math.round(o)} and ${Math.round(p)} ms):`,
  );
  const line = (step) => {
    const span = `${Math.round(step.start)}→${Math.round(step.end)} ms`.padEnd(16);
    if (step.kind === 'request') {
      return `    ${span} ${kb(step.transferSize).padEnd(9)} ${step.resourceType} ${short(step.url)}`;
    }
    const scripts = step.scripts.map(short).join(', ');
    const took = `${Math.round(step.end - step.start)} ms`;
    return `    ${span} task ${took}: ${step.work.join(', ')}${scripts ? ` (${scripts})` : ''}`;
  };
  for (const step of path) console.log(line(step));
  console.log(
    `  the LCP graph: ${result.requests} requests (${kb(result.bytes)}), ${result.tasks} main-thread tasks taking ${Math.round(result.taskMs)} ms (simulated); the longest:`,
  );
  for (const task of result.longestTasks) console.log(line(task));
}

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import cliProgress from 'cli-progress';
import { claimLink, findLink, linksOf, type LinkRow } from '../modules/upstream/link.repository.js';
import type { SyncEnv, SyncOutcome } from '../modules/upstream/sync.service.js';
import { syncLeased } from '../modules/upstream/sync.worker.js';
import { CliError } from './import-files.js';
import { accountNamed, accountNames, cliSyncEnv, type UpstreamCli } from './upstream-env.js';
import { count, runWords, syncErrorWords } from './upstream-text.js';

/*
 * `chronicle sync <account>|--all` (issue 17): the worker's leased sync, in the foreground. The CLI
 * takes a link's lease like a worker does, so a running server's worker and the CLI never sync the
 * same link at once; a link a worker holds is reported and left alone.
 */

/** How long the CLI's lease on a link lasts without renewal (the worker's default). */
const LEASE_MS = 120_000;

/** Ctrl-C asks the running sync to stop at its next request (it gives its lease back). */
function interruptOnSigint(err: NodeJS.WriteStream) {
  const state = { requested: false, dispose: () => process.off('SIGINT', onSigint) };
  const onSigint = () => {
    if (state.requested) process.exit(130);
    state.requested = true;
    err.write('\nStopping after the current request; Ctrl-C again quits at once.\n');
  };
  process.on('SIGINT', onSigint);
  return state;
}

async function syncWithBar(
  env: SyncEnv,
  link: LinkRow,
  owner: string,
  stop: { requested: boolean },
  err: NodeJS.WriteStream,
): Promise<SyncOutcome> {
  const bar = new cliProgress.SingleBar(
    {
      format: `link ${link.id} [{bar}] {value}/{total} requests  {phase}`,
      stream: err,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(1, 0, { phase: 'card' });
  const failures: string[] = [];
  let done = 0;
  try {
    const outcome = await syncLeased(env, link, {
      owner,
      leaseMs: LEASE_MS,
      onProgress: (progress) => {
        done = progress.done;
        bar.setTotal(Math.max(progress.total, 1));
        bar.update(progress.done, { phase: progress.phase });
      },
      shouldStop: () => stop.requested,
      onError: (error) => failures.push(error instanceof Error ? error.message : String(error)),
    });
    // The planned total always has one request more than made so far: end the bar where it ended.
    bar.setTotal(Math.max(done, 1));
    bar.update(done, { phase: outcome.status });
    return outcome;
  } finally {
    bar.stop();
    for (const failure of failures) err.write(`warning: link ${link.id}: ${failure}\n`);
  }
}

/**
 * What went wrong in a sync, in words: the stopping error first, then the parts that failed, the
 * same sentence once with how often it came (each language of a link repeats its problems).
 */
function problemLines(outcome: SyncOutcome, upstream: string, max = 5): string[] {
  const all = outcome.error
    ? [outcome.error, ...outcome.errors.filter((e) => e !== outcome.error)]
    : outcome.errors;
  const counts = new Map<string, number>();
  for (const problem of all) {
    const words = syncErrorWords(problem, upstream);
    counts.set(words, (counts.get(words) ?? 0) + 1);
  }
  const lines = [...counts].map(([words, n]) => `  ${words}${n > 1 ? ` (×${n})` : ''}`);
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max), `  … and ${count(lines.length - max, 'other problem')}`];
}

/**
 * Syncs every link of an account (or every link) in the foreground, one after the other. Fails
 * (exit 1) unless every link ended "ok": "partial" kept older records for some parts.
 */
export async function syncCommand(cli: UpstreamCli, account: string | undefined): Promise<void> {
  const { db, config, print } = cli;
  const err = cli.err ?? process.stderr;
  const env = await cliSyncEnv(db, config);
  const owner = account === undefined ? undefined : await accountNamed(db, account);
  const rows = await linksOf(db, owner ? Number(owner.uid) : undefined);
  if (rows.length === 0) {
    if (owner) {
      throw new CliError(
        `${owner.account} has no linked accounts (link one with "chronicle link ${owner.account} ` +
          '--upstream <name> --cookie-stdin")',
      );
    }
    print('No linked accounts to sync.');
    return;
  }
  const nameOf = await accountNames(db, rows);
  const leaseOwner = `cli-${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const stop = interruptOnSigint(err);
  let synced = 0;
  try {
    for (const row of rows) {
      const id = Number(row.id);
      const label = `link ${id} (${nameOf(row)} ← ${row.upstream} ${row.upstream_uid})`;
      if (stop.requested) {
        print(`${label}: not started (interrupted)`);
        continue;
      }
      const now = env.now();
      const leased = await claimLink(db, id, leaseOwner, now, now + LEASE_MS);
      if (!leased) {
        print(
          (await findLink(db, id))
            ? `${label}: being synced elsewhere (a running server holds it now); not synced here`
            : `${label}: removed meanwhile`,
        );
        continue;
      }
      const outcome = await syncWithBar(env, leased, leaseOwner, stop, err);
      print(`${label}: ${outcome.status}, ${runWords(outcome.summary)}`);
      for (const line of problemLines(outcome, row.upstream)) print(line);
      if (outcome.status === 'ok') synced += 1;
    }
  } finally {
    stop.dispose();
  }
  if (synced < rows.length) {
    throw new CliError(
      `${rows.length - synced} of ${count(rows.length, 'link')} not synced (only status "ok" counts)`,
    );
  }
}

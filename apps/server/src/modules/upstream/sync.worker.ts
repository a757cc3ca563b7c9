import { randomBytes } from 'node:crypto';
import type { SyncProgress } from '@chronicle/contract';
import { dialectOf, toJson } from '../../db/dialect.js';
import * as repo from './link.repository.js';
import type { LinkRow } from './link.repository.js';
import type { SyncRunner } from './link.service.js';
import { syncError } from './sync-errors.js';
import { syncLink, type SyncEnv, type SyncOutcome } from './sync.service.js';

/*
 * The sync worker of one instance. Every few seconds it takes the lease of a due link (one
 * statement: the link's next sync has come and nobody holds it, or its holder died and the lease
 * ran out), syncs it, and gives the lease back with the outcome and the next sync time. Several
 * instances on one database share the links this way; none syncs a link another holds.
 */

export interface WorkerOptions {
  /** Links synced at once by this instance. */
  workers: number;
  /** How often it looks for due links (ms). */
  pollMs?: number;
  /** How long a lease lasts without renewal (ms); renewed while the sync runs. */
  leaseMs?: number;
  /** Called when a sync ends (logs, tests). */
  onSynced?: (link: LinkRow, outcome: SyncOutcome) => void;
  onError?: (error: unknown) => void;
}

const PROGRESS_WRITE_MS = 500;

export class SyncWorker implements SyncRunner {
  /** This instance's name in lease rows. */
  readonly owner = `worker-${randomBytes(6).toString('hex')}`;
  private readonly running = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private polling: Promise<void> | undefined;

  constructor(
    private readonly env: SyncEnv,
    private readonly options: WorkerOptions,
  ) {}

  private get leaseMs(): number {
    return this.options.leaseMs ?? 120_000;
  }

  /** Starts polling for due links. */
  start(): void {
    this.stopping = false;
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopping) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.polling = this.poll().finally(() => {
        const base = this.options.pollMs ?? 5_000;
        this.schedule(base * (0.75 + this.env.random() / 2));
      });
    }, delay);
    this.timer.unref();
  }

  /** Takes due links until every slot is busy or none is due. */
  async poll(): Promise<void> {
    try {
      while (!this.stopping && this.running.size < this.options.workers) {
        const now = this.env.now();
        const link = await repo.claimDueLink(
          this.env.db,
          this.owner,
          now,
          now + this.leaseMs,
          dialectOf(this.env.db) === 'postgres',
        );
        if (!link) return;
        this.launch(link);
      }
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /** Syncs a link now unless another worker holds it (sync now). */
  async runNow(linkId: number): Promise<boolean> {
    if (this.stopping || this.running.has(linkId)) return this.running.has(linkId);
    const now = this.env.now();
    const link = await repo.claimLink(this.env.db, linkId, this.owner, now, now + this.leaseMs);
    if (!link) return false;
    this.launch(link);
    return true;
  }

  /** Resolves when every sync this worker runs has ended. */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.polling) {
      const polling = this.polling;
      await Promise.all([...this.running.values(), polling]);
      if (this.polling === polling) this.polling = undefined;
    }
  }

  /** Stops taking links; running syncs stop at their next request and give their lease back. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.idle();
  }

  private launch(link: LinkRow): void {
    const id = Number(link.id);
    const run = this.run(link).finally(() => this.running.delete(id));
    this.running.set(id, run);
  }

  private async run(link: LinkRow): Promise<void> {
    const outcome = await syncLeased(this.env, link, {
      owner: this.owner,
      leaseMs: this.leaseMs,
      shouldStop: () => this.stopping,
      ...(this.options.onError ? { onError: this.options.onError } : {}),
    });
    this.options.onSynced?.(link, outcome);
  }
}

export interface LeasedSyncOptions {
  /** The lease holder's name (the link's lease must be held by it already). */
  owner: string;
  leaseMs: number;
  onProgress?: (progress: SyncProgress) => void;
  shouldStop?: () => boolean;
  onError?: (error: unknown) => void;
}

/**
 * Runs the sync of a link whose lease `owner` holds: renews the lease while it runs, writes its
 * progress for the pages to show, then gives the lease back with the outcome and the next sync
 * time. Used by the worker and by `chronicle sync`.
 */
export async function syncLeased(
  env: SyncEnv,
  link: LinkRow,
  options: LeasedSyncOptions,
): Promise<SyncOutcome> {
  const { owner, leaseMs } = options;
  const id = Number(link.id);
  let lastWrite = 0;
  let pending: SyncProgress | undefined;
  let writing: Promise<unknown> = Promise.resolve();
  const failed = (error: unknown) => options.onError?.(error);
  const writeProgress = (progress: SyncProgress) => {
    options.onProgress?.(progress);
    pending = progress;
    const now = env.now();
    if (now - lastWrite < PROGRESS_WRITE_MS) return;
    lastWrite = now;
    writing = writing
      .then(() =>
        repo
          .renewLease(env.db, id, owner, env.now() + leaseMs)
          .then((held) =>
            held ? repo.updateLink(env.db, id, { progress: toJson(pending) }) : undefined,
          ),
      )
      .catch(failed);
  };
  const renew = setInterval(() => {
    writing = writing
      .then(() => repo.renewLease(env.db, id, owner, env.now() + leaseMs))
      .catch(failed);
  }, leaseMs / 3);
  renew.unref();

  let outcome: SyncOutcome;
  try {
    outcome = await syncLink(env, link, {
      onProgress: writeProgress,
      ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
    });
  } catch (error) {
    failed(error);
    const problem = syncError('upstream_error', env.now(), {
      message: error instanceof Error ? error.message : String(error),
    });
    outcome = {
      status: 'error',
      error: problem,
      errors: [problem],
      summary: { requests: 0, snapshots: 0, images: 0, skipped: 0, errors: 1, duration_ms: 0 },
      roles: [],
    };
  } finally {
    clearInterval(renew);
    await writing;
  }

  const now = env.now();
  const interrupted = outcome.error?.reason === 'interrupted';
  const interval = env.config.syncIntervalHours * 3_600_000;
  await repo.releaseLease(env.db, id, owner, {
    status: interrupted ? link.status : outcome.status,
    last_error: toJson(outcome.error),
    last_run: toJson(outcome.summary),
    progress: null,
    last_sync_at: now,
    ...(outcome.status === 'ok' || outcome.status === 'partial' ? { last_success_at: now } : {}),
    // An interrupted sync is picked up again soon; the others wait the interval, with jitter so
    // links made together do not all come due at once.
    next_sync_at: Math.round(
      interrupted ? now + 60_000 : now + interval * (0.9 + env.random() * 0.2),
    ),
  });
  return outcome;
}

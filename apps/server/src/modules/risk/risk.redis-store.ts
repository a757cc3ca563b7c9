import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  activeLevel,
  type CountQuery,
  type EventCounts,
  type EventKind,
  type FlagLevel,
  type FlagListing,
  type NewEvent,
  type RiskStore,
  type StoredChallenge,
  type Subject,
  type SubjectState,
} from './risk.store.js';

const KINDS: readonly EventKind[] = ['read', 'player', 'login', 'signin', 'register'];
/** Connection states in which a command would only wait for a reconnection. */
const DOWN = new Set(['reconnecting', 'close', 'end']);

/** Hash fields of a subject's state; Redis keeps every value as a string. */
type StateHash = Record<string, string>;

function toState(hash: StateHash): SubjectState | undefined {
  if (Object.keys(hash).length === 0) return undefined;
  const num = (key: string) => Number(hash[key] ?? 0) || 0;
  const level = hash.level === 'challenge' || hash.level === 'forced' ? hash.level : null;
  return {
    level,
    reason: hash.reason ? hash.reason : null,
    until: num('until'),
    flaggedAt: hash.flaggedAt ? num('flaggedAt') : null,
    resetAt: num('resetAt'),
    forcedResetAt: num('forcedResetAt'),
  };
}

function toHash(state: SubjectState): StateHash {
  return {
    level: state.level ?? '',
    reason: state.reason ?? '',
    until: String(state.until),
    flaggedAt: state.flaggedAt === null ? '' : String(state.flaggedAt),
    resetAt: String(state.resetAt),
    forcedResetAt: String(state.forcedResetAt),
  };
}

export interface RedisRiskStoreOptions {
  /** Every key starts with it (`chronicle:risk:`); tests use their own to stay apart. */
  prefix: string;
  /**
   * How long a subject's state outlives its last change: its reset times must last as long as the
   * events they exclude, its flag as long as it holds.
   */
  stateTtlMs: number;
}

/**
 * The risk state in Redis, shared by every instance using the same server and prefix. Each count is
 * a pair of sorted sets scored by time: one member per event (totals) and one per target, scored by
 * when it was last seen (distinct targets). Old members are trimmed on write and keys expire.
 */
export class RedisRiskStore implements RiskStore {
  constructor(
    private readonly redis: Redis,
    private readonly options: RedisRiskStoreOptions,
  ) {}

  /**
   * The key of a part of the state. While the connection is down, ioredis holds each command until
   * its next reconnection attempt (up to 2 s); failing at once instead lets the engine fail open
   * without slowing every records read. Commands issued while first connecting still wait for it.
   */
  private key(...parts: string[]): string {
    if (DOWN.has(this.redis.status)) throw new Error(`Redis is ${this.redis.status}`);
    return `${this.options.prefix}${parts.join(':')}`;
  }

  async addEvent(
    subject: Subject,
    kind: EventKind,
    target: string,
    at: number,
    retainMs: number,
  ): Promise<void> {
    await this.addEvents([{ subject, kind, target, retainMs }], at);
  }

  async addEvents(events: readonly NewEvent[], at: number): Promise<void> {
    if (events.length === 0) return;
    // Every event's commands in one MULTI: one round trip for all the subjects of a read.
    const multi = this.redis.multi();
    for (const { subject, kind, target, retainMs } of events) {
      const keyOfEvents = this.key('ev', kind, subject);
      const targets = this.key('tg', kind, subject);
      const member = `${at}:${randomBytes(6).toString('hex')}`;
      const oldest = `(${at - retainMs}`;
      multi
        .zadd(keyOfEvents, at, member)
        // GT: an instance whose clock lags never moves a target's last sighting back.
        .zadd(targets, 'GT', at, target)
        .zremrangebyscore(keyOfEvents, '-inf', oldest)
        .zremrangebyscore(targets, '-inf', oldest)
        .pexpire(keyOfEvents, retainMs)
        .pexpire(targets, retainMs);
    }
    await multi.exec();
  }

  // ZCOUNT is logarithmic whatever the count, so the cap (`CountQuery`) is not needed here.
  async counts(subject: Subject, kind: EventKind, since: number): Promise<EventCounts> {
    const [counts] = await this.countsMany([{ subject, kind, since }]);
    return counts ?? { total: 0, distinct: 0 };
  }

  async countsMany(queries: readonly CountQuery[]): Promise<EventCounts[]> {
    if (queries.length === 0) return [];
    const multi = this.redis.multi();
    for (const { subject, kind, since } of queries) {
      multi
        .zcount(this.key('ev', kind, subject), since, '+inf')
        .zcount(this.key('tg', kind, subject), since, '+inf');
    }
    const results = await multi.exec();
    const value = (i: number) => {
      const [error, n] = results?.[i] ?? [new Error('no reply'), 0];
      if (error) throw error;
      return Number(n);
    };
    return queries.map((_, i) => ({ total: value(2 * i), distinct: value(2 * i + 1) }));
  }

  async hasTarget(
    subject: Subject,
    kind: EventKind,
    target: string,
    since: number,
  ): Promise<boolean> {
    const score = await this.redis.zscore(this.key('tg', kind, subject), target);
    return score !== null && Number(score) >= since;
  }

  async state(subject: Subject): Promise<SubjectState | undefined> {
    return toState(await this.redis.hgetall(this.key('st', subject)));
  }

  async states(subjects: readonly Subject[]): Promise<(SubjectState | undefined)[]> {
    if (subjects.length === 0) return [];
    if (subjects.length === 1) return [await this.state(subjects[0] as Subject)];
    const pipeline = this.redis.pipeline();
    for (const subject of subjects) pipeline.hgetall(this.key('st', subject));
    const results = (await pipeline.exec()) ?? [];
    return subjects.map((_, i) => {
      const [error, hash] = results[i] ?? [new Error('no reply'), {}];
      if (error) throw error;
      return toState(hash as StateHash);
    });
  }

  private async save(subject: Subject, state: SubjectState, at: number): Promise<void> {
    const key = this.key('st', subject);
    const ttl = Math.max(this.options.stateTtlMs, state.until - at, 1);
    const index = this.key('flags');
    const multi = this.redis.multi().hset(key, toHash(state)).pexpire(key, ttl);
    if (state.level) multi.zadd(index, state.until, subject);
    else multi.zrem(index, subject);
    // The index of flags drops the expired ones on every write and lives as long as its newest
    // flag, so it never outgrows the flags that are live.
    multi.zremrangebyscore(index, '-inf', at);
    // NX gives a fresh index its expiry (GT alone treats "none" as forever), GT extends it.
    if (state.level) multi.pexpireat(index, state.until, 'NX').pexpireat(index, state.until, 'GT');
    const results = (await multi.exec()) ?? [];
    // A failed command (out of memory, a wrong type) must reach the fail-open path's log.
    const failed = results.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  async flag(
    subject: Subject,
    level: FlagLevel,
    reason: string,
    at: number,
    until: number,
  ): Promise<void> {
    const state = await this.state(subject);
    const current = activeLevel(state, at);
    const keepForced = current === 'forced' && level === 'challenge';
    await this.save(
      subject,
      {
        level: keepForced ? 'forced' : level,
        reason: keepForced ? (state?.reason ?? reason) : reason,
        until: current ? Math.max(state?.until ?? 0, until) : until,
        flaggedAt: current ? (state?.flaggedAt ?? at) : at,
        resetAt: state?.resetAt ?? 0,
        forcedResetAt: state?.forcedResetAt ?? 0,
      },
      at,
    );
  }

  async pass(subject: Subject, at: number, high: boolean): Promise<void> {
    const state = await this.state(subject);
    const keep = !high && activeLevel(state, at) === 'forced';
    await this.save(
      subject,
      {
        level: keep ? 'forced' : null,
        reason: keep ? (state?.reason ?? null) : null,
        until: keep ? (state?.until ?? 0) : 0,
        flaggedAt: keep ? (state?.flaggedAt ?? null) : null,
        resetAt: at,
        forcedResetAt: high ? at : (state?.forcedResetAt ?? 0),
      },
      at,
    );
  }

  async clear(subject: Subject, at: number): Promise<boolean> {
    const keys = KINDS.flatMap((kind) => [
      this.key('ev', kind, subject),
      this.key('tg', kind, subject),
    ]);
    const removed = await this.redis.del(...keys);
    const existed = (await this.state(subject)) !== undefined;
    if (existed) {
      await this.save(
        subject,
        { level: null, reason: null, until: 0, flaggedAt: null, resetAt: at, forcedResetAt: at },
        at,
      );
    }
    return existed || removed > 0;
  }

  async activeFlags(now: number): Promise<FlagListing[]> {
    const index = this.key('flags');
    await this.redis.zremrangebyscore(index, '-inf', now);
    const subjects = (await this.redis.zrangebyscore(index, `(${now}`, '+inf')) as Subject[];
    const listed: FlagListing[] = [];
    for (const subject of subjects) {
      const state = await this.state(subject);
      if (state && activeLevel(state, now)) listed.push({ subject, ...state });
    }
    return listed.sort((a, b) => (b.flaggedAt ?? 0) - (a.flaggedAt ?? 0));
  }

  async putChallenge(challenge: StoredChallenge): Promise<void> {
    const ttl = Math.max(1, challenge.expiresAt - challenge.createdAt);
    await this.redis.set(this.key('ch', challenge.id), JSON.stringify(challenge), 'PX', ttl);
  }

  async takeChallenge(id: string): Promise<StoredChallenge | undefined> {
    // GETDEL (Redis 6.2+): read and delete in one command, so an answer is accepted once.
    const text = await this.redis.getdel(this.key('ch', id));
    if (text === null) return undefined;
    try {
      return JSON.parse(text) as StoredChallenge;
    } catch {
      return undefined;
    }
  }
}

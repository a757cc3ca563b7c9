import { randomBytes } from 'node:crypto';
import { RETCODE } from '@chronicle/contract';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { RiskConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import type { RiskGate, RiskTarget, Viewer } from '../../http/request-context.js';
import { RiskChallenges } from './risk.challenges.js';
import { decider, type Decide, type DecisionListener } from './risk.decisions.js';
import { powSecrets } from './risk.pow.js';
import { RedisRiskStore } from './risk.redis-store.js';
import { accountSubject, addressSubjects, requestedRole, subjectsOf } from './risk.subjects.js';
import { SqlRiskStore } from './risk.sql-store.js';
import {
  activeLevel,
  type CountQuery,
  type EventCounts,
  type FlagLevel,
  type NewEvent,
  strongest,
  type RiskStore,
  type Subject,
  type SubjectState,
} from './risk.store.js';

/*
 * The risk engine (issue #8). HoYoLAB answers suspicious records traffic with a captcha; Chronicle
 * does the same with no third party. Two subjects are watched per request, the signed-in account
 * and the client address:
 *  - reads of other players' roles (own roles are never counted), in a sliding window: past
 *    RISK_CHALLENGE_ROLES distinct roles or RISK_CHALLENGE_READS reads the subject is flagged
 *    "challenge" (10035), past RISK_FORCED_ROLES distinct roles "forced" (10041);
 *  - other accounts read by an account in a rolling 24 h: past RISK_DAILY_PLAYERS a new one is
 *    refused (10101) while those already read stay readable; a challenge does not lift it;
 *  - failed logins: past RISK_FAILED_LOGINS the address is flagged (never the account tried:
 *    its owner did nothing; `account/sign-in-guard.ts` protects the account itself).
 * A flagged subject gets 10035 / 10041 on every records read, its own roles included, until it
 * passes the proof-of-work challenge (`risk.challenges.ts`) or the flag expires.
 */

const DAY_MS = 86_400_000;

const refusal = (level: FlagLevel) =>
  new ApiError(level === 'forced' ? RETCODE.FORCED_LIMIT : RETCODE.RISK_CHALLENGE);

export interface RiskServiceOptions {
  db: Kysely<Database>;
  /** The app's Redis client; when set, the state lives there and every instance shares it. */
  redis: Redis | undefined;
  config: RiskConfig;
  /** The app secret; the challenge secrets are derived from it. */
  secret: string;
  now: () => number;
  /** Told of each decision (the level of a flag or challenge where there is one). */
  onDecision?: DecisionListener | undefined;
}

/** Redis when the app has a client (every instance agrees), else the application database. */
export function riskStore(options: {
  db: Kysely<Database>;
  redis: Redis | undefined;
  config: RiskConfig;
}): RiskStore {
  const windowMs = options.config.windowSeconds * 1000;
  return options.redis
    ? new RedisRiskStore(options.redis, {
        prefix: options.config.redisPrefix,
        stateTtlMs: Math.max(windowMs, DAY_MS),
      })
    : new SqlRiskStore(options.db);
}

/** The risk engine of one app instance (never a module singleton: tests run several apps). */
export class RiskService {
  readonly store: RiskStore;
  /** Hands out and checks the challenges that lift the flags raised here. */
  readonly challenges: RiskChallenges;
  private readonly config: RiskConfig;
  private readonly now: () => number;
  private readonly decide: Decide;

  constructor(options: RiskServiceOptions) {
    this.config = options.config;
    this.decide = decider(options.onDecision);
    this.now = options.now;
    this.store = riskStore(options);
    this.challenges = new RiskChallenges({
      store: this.store,
      config: this.config,
      secrets: powSecrets(options.secret),
      now: this.now,
      decide: this.decide,
    });
  }

  private get windowMs(): number {
    return this.config.windowSeconds * 1000;
  }

  /** The risk gate of one request; the policy calls it before each records read. */
  gate(request: FastifyRequest, viewer: Viewer): RiskGate {
    // Roles already counted in this request (a call may ask the policy twice about one role).
    const counted = new Set<string>();
    // States read ahead by `prefetch`, taken by the next check (a later one reads them afresh).
    let prefetched: Promise<(SubjectState | undefined)[]> | undefined;
    return {
      prefetch: () => {
        if (prefetched) return;
        prefetched = this.states(subjectsOf(request, viewer.uid));
        // Awaited (and its failure handled) by the check that takes it.
        prefetched.catch(() => undefined);
      },
      beforeRecordsRead: (target) => {
        const states = prefetched;
        prefetched = undefined;
        return this.failOpen(request, () =>
          this.beforeRead(request, viewer, target, counted, states),
        );
      },
      beforeCardRead: (ownerUid) =>
        this.failOpen(request, () => this.beforeCards(request, viewer, ownerUid)),
    };
  }

  /**
   * Runs a check; a store failure (Redis down) lets the request through with a warning, since the
   * alternative is locking everyone out. Decisions (ApiError) pass on.
   */
  private async failOpen(request: FastifyRequest, check: () => Promise<void>): Promise<void> {
    try {
      await check();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      request.log.warn({ err: error }, 'risk: state unavailable, request allowed');
    }
  }

  private async states(subjects: readonly Subject[]): Promise<(SubjectState | undefined)[]> {
    return this.store.states(subjects);
  }

  /** 10035 / 10041 while the account or the address is flagged; the subjects' states otherwise. */
  private async assertNotHeld(
    request: FastifyRequest,
    viewer: Viewer,
    now: number,
    prefetched?: Promise<(SubjectState | undefined)[]>,
  ): Promise<{ subjects: Subject[]; states: (SubjectState | undefined)[] }> {
    const subjects = subjectsOf(request, viewer.uid);
    const states = await (prefetched ?? this.states(subjects));
    const held = strongest(...states.map((s) => activeLevel(s, now)));
    if (held) {
      this.decide(request, 'refused', held, { level: held, subjects });
      throw refusal(held);
    }
    return { subjects, states };
  }

  /**
   * The daily limit of other players (10101, docs/reference/privacy.md#visitor-rules): a new
   * account past it is refused, the ones already read today stay readable. Returns the event that
   * records the read (the
   * caller adds it, with the read's other events in one write), undefined when the limit is off.
   */
  private async checkPlayer(
    request: FastifyRequest,
    viewer: Viewer,
    ownerUid: number,
    now: number,
  ): Promise<NewEvent | undefined> {
    if (this.config.dailyPlayers === 0) return undefined;
    const account = accountSubject(viewer.uid);
    const owner = String(ownerUid);
    const since = now - DAY_MS;
    if (!(await this.store.hasTarget(account, 'player', owner, since))) {
      const { distinct } = await this.store.counts(account, 'player', since);
      if (distinct >= this.config.dailyPlayers) {
        this.decide(request, 'access_limit', null, { subject: account, players: distinct });
        throw new ApiError(RETCODE.ACCESS_LIMIT);
      }
    }
    return { subject: account, kind: 'player', target: owner, retainMs: DAY_MS };
  }

  /**
   * Another account's record cards carry summary numbers of each game, so a held viewer gets
   * none and they count towards the daily limit of other players. They do not add to the read
   * counts: one visit reads the cards and then the role, and must count once.
   */
  private async beforeCards(request: FastifyRequest, viewer: Viewer, ownerUid: number) {
    const now = this.now();
    await this.assertNotHeld(request, viewer, now);
    if (ownerUid === viewer.uid) return;
    const player = await this.checkPlayer(request, viewer, ownerUid, now);
    if (player) await this.store.addEvents([player], now);
  }

  private async beforeRead(
    request: FastifyRequest,
    viewer: Viewer,
    target: RiskTarget | undefined,
    counted: Set<string>,
    prefetched?: Promise<(SubjectState | undefined)[]>,
  ): Promise<void> {
    const now = this.now();
    const { subjects, states } = await this.assertNotHeld(request, viewer, now, prefetched);
    if (target && target.ownerUid === viewer.uid) return;
    const role = target ? `${target.gameId}:${target.roleId ?? '?'}` : requestedRole(request);
    if (counted.has(role)) return;
    counted.add(role);
    const player = target
      ? await this.checkPlayer(request, viewer, target.ownerUid, now)
      : undefined;
    const events: NewEvent[] = player ? [player] : [];

    const { challengeRoles, challengeReads, forcedRoles } = this.config;
    if (challengeRoles === 0 && challengeReads === 0 && forcedRoles === 0) {
      await this.store.addEvents(events, now);
      return;
    }
    // The player and every subject's read in one write, then every count in one read: each
    // statement here is a round trip on every read of another player's role.
    for (const subject of subjects) {
      events.push({ subject, kind: 'read', target: role, retainMs: this.windowMs });
    }
    await this.store.addEvents(events, now);
    // The forced and the challenge windows start together unless a normal challenge was passed
    // since the last costly one: then one count serves both rules.
    const queries: CountQuery[] = [];
    const countOf = (subject: Subject, since: number): number => {
      const known = queries.findIndex((q) => q.subject === subject && q.since === since);
      if (known >= 0) return known;
      return queries.push({ subject, kind: 'read', since, cap: challengeReads || undefined }) - 1;
    };
    const slots = subjects.map((subject, i) => {
      const { sinceForced, sinceChallenge } = this.readWindows(states[i], now);
      return {
        forced: forcedRoles > 0 ? countOf(subject, sinceForced) : undefined,
        challenge:
          challengeRoles > 0 || challengeReads > 0 ? countOf(subject, sinceChallenge) : undefined,
      };
    });
    const counts = await this.store.countsMany(queries);
    const countAt = (slot: number | undefined) => (slot === undefined ? undefined : counts[slot]);
    const raised = await Promise.all(
      subjects.map((subject, i) =>
        this.evaluateReads(
          request,
          subject,
          countAt(slots[i]?.forced),
          countAt(slots[i]?.challenge),
          now,
        ),
      ),
    );
    const level = strongest(...raised);
    if (level) {
      // The `flagged` lines just written say why; the refusal is counted, not logged again.
      this.decide(request, 'refused', level, null);
      throw refusal(level);
    }
  }

  /**
   * Where a subject's read counts start: a challenge passed at `resetAt` settles what came before
   * it, even within the window (a costly one, at `forcedResetAt`, also what the forced rule saw).
   */
  private readWindows(
    state: SubjectState | undefined,
    now: number,
  ): { sinceForced: number; sinceChallenge: number } {
    const windowStart = now - this.windowMs + 1;
    return {
      sinceChallenge: Math.max(windowStart, (state?.resetAt ?? 0) + 1),
      sinceForced: Math.max(windowStart, (state?.forcedResetAt ?? 0) + 1),
    };
  }

  /**
   * Flags a subject whose reads crossed a threshold, given its counts in the forced and the
   * challenge windows (undefined when that rule is off); returns the level it now has, if raised.
   */
  private async evaluateReads(
    request: FastifyRequest,
    subject: Subject,
    forced: EventCounts | undefined,
    challenge: EventCounts | undefined,
    now: number,
  ): Promise<FlagLevel | null> {
    const { challengeRoles, challengeReads, forcedRoles } = this.config;
    if (forcedRoles > 0 && forced && forced.distinct >= forcedRoles) {
      await this.raise(request, subject, 'forced', `${forced.distinct} other roles`, now);
      return 'forced';
    }
    if (challenge) {
      const { distinct, total } = challenge;
      if (challengeRoles > 0 && distinct >= challengeRoles) {
        await this.raise(request, subject, 'challenge', `${distinct} other roles`, now);
        return 'challenge';
      }
      if (challengeReads > 0 && total >= challengeReads) {
        await this.raise(request, subject, 'challenge', `${total} reads of others`, now);
        return 'challenge';
      }
    }
    return null;
  }

  private async raise(
    request: FastifyRequest,
    subject: Subject,
    level: FlagLevel,
    reason: string,
    now: number,
  ): Promise<void> {
    await this.store.flag(subject, level, reason, now, now + this.config.flagSeconds * 1000);
    this.decide(request, 'flagged', level, { subject, level, reason });
  }

  /**
   * Counts a failed login (-3208) against the address; past RISK_FAILED_LOGINS in the window the
   * address is flagged.
   */
  async failedLogin(request: FastifyRequest): Promise<void> {
    const limit = this.config.failedLogins;
    if (limit === 0) return;
    await this.failOpen(request, async () => {
      const now = this.now();
      const subjects = addressSubjects(request);
      const attempt = `${now}:${randomBytes(6).toString('hex')}`;
      await Promise.all(
        subjects.map((s) => this.store.addEvent(s, 'login', attempt, now, this.windowMs)),
      );
      const states = await this.states(subjects);
      await Promise.all(
        subjects.map(async (subject, i) => {
          const since = Math.max(now - this.windowMs + 1, (states[i]?.resetAt ?? 0) + 1);
          const { total } = await this.store.counts(subject, 'login', since, limit);
          if (total >= limit) {
            await this.raise(request, subject, 'challenge', `${total} failed logins`, now);
          }
        }),
      );
    });
  }
}

import { randomBytes } from 'node:crypto';
import { RETCODE } from '@chronicle/contract';
import type { Challenge } from 'altcha-lib';
import type { FastifyRequest } from 'fastify';
import type { RiskConfig } from '../../config.js';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import type { Decide } from './risk.decisions.js';
import { CHALLENGE_TTL_MS, createPow, verifyPow, type PowSecrets } from './risk.pow.js';
import { challengeHeaders, subjectsOf } from './risk.subjects.js';
import {
  activeLevel,
  strongest,
  type FlagLevel,
  type RiskStore,
  type StoredChallenge,
} from './risk.store.js';

/*
 * The challenges of the risk engine: a flagged viewer asks for a proof-of-work challenge
 * (`createGeetest`), answers it (`verifyGeetest`), and a pass lifts the flags it can lift
 * (`risk.routes.ts`). Counting and flagging are in `risk.service.ts`.
 */

/** The kind of captcha answered in `gt` (Geetest's site id). */
export const CAPTCHA_KIND = 'chronicle-pow';

export interface IssuedChallenge {
  id: string;
  high: boolean;
  pow: Challenge;
}

export interface RiskChallengesOptions {
  store: RiskStore;
  config: RiskConfig;
  secrets: PowSecrets;
  now: () => number;
  decide: Decide;
}

/** Hands out and checks the challenges of one app instance. */
export class RiskChallenges {
  private readonly store: RiskStore;
  private readonly config: RiskConfig;
  private readonly secrets: PowSecrets;
  private readonly now: () => number;
  private readonly decide: Decide;

  constructor(options: RiskChallengesOptions) {
    this.store = options.store;
    this.config = options.config;
    this.secrets = options.secrets;
    this.now = options.now;
    this.decide = options.decide;
  }

  /** The strongest flag holding for a viewer now (account or address). */
  async levelOf(request: FastifyRequest, viewer: Viewer): Promise<FlagLevel | null> {
    const now = this.now();
    const states = await this.store.states(subjectsOf(request, viewer.uid));
    return strongest(...states.map((s) => activeLevel(s, now)));
  }

  /**
   * Hands out a challenge. A viewer under a forced flag always gets the costly kind, whatever
   * `is_high` says: only that kind lifts it.
   */
  async issue(
    request: FastifyRequest,
    viewer: Viewer,
    askedHigh: boolean,
  ): Promise<IssuedChallenge> {
    const headers = challengeHeaders(request);
    const high = askedHigh || (await this.levelOf(request, viewer)) === 'forced';
    const now = this.now();
    const pow = await createPow({
      cost: this.config.powCost,
      high,
      secrets: this.secrets,
      expiresAtMs: Date.now() + CHALLENGE_TTL_MS,
    });
    const id = randomBytes(16).toString('hex');
    const stored: StoredChallenge = {
      id,
      uid: viewer.uid,
      ip: request.ip,
      high,
      pow,
      createdAt: now,
      expiresAt: now + CHALLENGE_TTL_MS,
      headers,
    };
    await this.store.putChallenge(stored);
    this.decide(request, 'challenge_issued', high ? 'forced' : 'challenge', {
      challenge: id,
      uid: viewer.uid,
      high,
      ...headers,
    });
    return { id, high, pow };
  }

  /**
   * Checks an answer. The challenge is consumed first, so each one is answered once; an unknown,
   * used, expired, foreign or wrong answer → 1034. A pass clears the viewer's account and address
   * flags (a forced one only by a costly challenge) and restarts their windows. Returns the flag
   * still holding: 'forced' when a normal challenge met a forced flag.
   */
  async answer(
    request: FastifyRequest,
    viewer: Viewer,
    answer: { id: string; counter: string; derivedKey: string },
  ): Promise<FlagLevel | null> {
    const headers = challengeHeaders(request);
    const now = this.now();
    const about = { challenge: answer.id, uid: viewer.uid, ...headers };
    const fail = (reason: string): never => {
      this.decide(request, 'challenge_failed', null, { ...about, reason });
      throw new ApiError(RETCODE.CAPTCHA_REQUIRED);
    };
    const stored = await this.store.takeChallenge(answer.id);
    if (!stored) return fail('unknown or already answered');
    if (stored.uid !== viewer.uid) return fail('issued to another account');
    if (stored.expiresAt <= now) return fail('expired');
    const counter = Number(answer.counter);
    if (!Number.isSafeInteger(counter) || counter > 0xffff_ffff) return fail('malformed');
    const solved = await verifyPow(
      stored.pow as Challenge,
      counter,
      answer.derivedKey,
      this.secrets,
    ).catch(() => false);
    if (!solved) return fail('wrong solution');
    const subjects = subjectsOf(request, viewer.uid);
    await Promise.all(subjects.map((s) => this.store.pass(s, now, stored.high)));
    const still = await this.levelOf(request, viewer);
    this.decide(request, 'challenge_passed', stored.high ? 'forced' : 'challenge', {
      ...about,
      high: stored.high,
      ...(still ? { still } : {}),
    });
    return still;
  }
}

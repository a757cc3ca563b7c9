import { randomBytes } from 'node:crypto';
import {
  endpointPath,
  endpoints,
  type CreateGeetestData,
  type IngestBundle,
} from '@chronicle/contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LightMyRequestResponse } from 'fastify';
import type { RiskConfig } from '../../config.js';
import { fixtureBundle } from '../../test/fixtures.js';
import { TEST_RISK, envelope, type TestEnv } from '../../test/harness.js';

/*
 * Shared by the risk suites: a crowd of players to scrape, a client that keeps its session and
 * address, and a solver that answers challenges the way the browser does (altcha's solver).
 */

export const PLAYERS = 60;
/** The uid of crowd player `i` (1-based). */
export const playerUid = (i: number): number => 200_000_000 + i;
/** The main-game role of crowd player `i`; `8…` ids live on os_asia. */
export const playerRole = (i: number): string => `81${String(i).padStart(7, '0')}`;
export const SERVER = 'os_asia';

export const INDEX = endpointPath(endpoints.genshin.index);
export const CARDS = endpointPath(endpoints.card.getGameRecordCard);
export const CREATE = endpointPath(endpoints.risk.createGeetest);
export const VERIFY = endpointPath(endpoints.risk.verifyGeetest);

/** The fixtures plus `PLAYERS` accounts with one public main-game role each (no passwords). */
export function crowdBundle(): IngestBundle {
  const base = fixtureBundle();
  return {
    ...base,
    accounts: [
      ...(base.accounts ?? []),
      ...Array.from({ length: PLAYERS }, (_, k) => ({
        uid: playerUid(k + 1),
        account: `player${k + 1}`,
        nickname: `Player ${k + 1}`,
      })),
    ],
    roles: [
      ...(base.roles ?? []),
      ...Array.from({ length: PLAYERS }, (_, k) => ({
        game_id: 2 as const,
        game_role_id: playerRole(k + 1),
        uid: playerUid(k + 1),
        nickname: `P${k + 1}`,
        level: 50,
      })),
    ],
  };
}

/** A risk configuration for one suite: every rule off unless named, its own Redis prefix. */
export function riskConfig(overrides: Partial<RiskConfig> = {}): RiskConfig {
  // The prefix comes last: overrides spread from RISK_DEFAULTS would bring the production one.
  return {
    ...TEST_RISK,
    ...overrides,
    redisPrefix: `chronicle-test:risk:${randomBytes(6).toString('hex')}:`,
  };
}

/** A clock that moves 1 ms per reading (so events are ordered) and can jump forward. */
export class TestClock {
  constructor(private t = Date.now()) {}

  readonly now = (): number => {
    this.t += 1;
    return this.t;
  };

  advance(ms: number): void {
    this.t += ms;
  }
}

/** One browser: an account's session from one address (trustProxy reads X-Forwarded-For). */
export class Client {
  private cookies: Record<string, string> | undefined;

  constructor(
    private readonly env: TestEnv,
    readonly uid: number,
    readonly ip: string,
  ) {}

  private async session(): Promise<Record<string, string>> {
    this.cookies ??= await this.env.sessionCookies(this.uid);
    return this.cookies;
  }

  async call(
    method: 'GET' | 'POST',
    url: string,
    input: {
      query?: Record<string, string>;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<LightMyRequestResponse> {
    return this.env.request(method, url, {
      cookies: await this.session(),
      headers: { 'x-forwarded-for': this.ip, ...input.headers },
      ...(input.query ? { query: input.query } : {}),
      ...(input.body !== undefined ? { body: input.body } : {}),
    });
  }

  /** The retcode of a main-game index read of a role. */
  async readIndex(roleId: string): Promise<number> {
    return envelope(await this.call('GET', INDEX, { query: { role_id: roleId, server: SERVER } }))
      .retcode;
  }

  /** The retcode of another account's (or its own) record cards. */
  async readCards(uid: number): Promise<number> {
    return envelope(await this.call('GET', CARDS, { query: { uid: String(uid) } })).retcode;
  }

  async createChallenge(
    query: Record<string, string> = {},
    headers: Record<string, string> = {},
  ): Promise<{ retcode: number; data: Omit<CreateGeetestData, 'pow'> & { pow: Challenge } }> {
    return envelope(await this.call('POST', CREATE, { query, headers }));
  }

  async verify(body: Record<string, string>, headers: Record<string, string> = {}) {
    return envelope<{ success: number }>(await this.call('POST', VERIFY, { body, headers }));
  }

  /** Asks for a challenge, solves it like the browser and answers it; returns the retcode. */
  async passChallenge(query: Record<string, string> = {}): Promise<number> {
    const created = await this.createChallenge(query);
    if (created.retcode !== 0) return created.retcode;
    const solution = await solve(created.data.pow);
    return (await this.verify(answerBody(created.data.challenge, solution))).retcode;
  }
}

export interface Solution {
  counter: number;
  derivedKey: string;
}

/** Solves a challenge with altcha's own solver (counters from 0 up, as the web worker does). */
export async function solve(pow: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge: pow, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('challenge not solved in time');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
}

/** The verifyGeetest body of a solution. */
export function answerBody(challenge: string, solution: Solution): Record<string, string> {
  return {
    app_key: 'hk4e_game_record',
    geetest_challenge: challenge,
    geetest_validate: String(solution.counter),
    geetest_seccode: solution.derivedKey,
  };
}

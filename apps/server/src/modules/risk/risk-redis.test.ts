import { COOKIES, RETCODE } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { RiskConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { TEST_SECRET, envelope, openTestDb, testConfig } from '../../test/harness.js';
import { AccountService } from '../account/account.service.js';
import { applyBundle } from '../ingest/ingest.service.js';
import {
  CREATE,
  INDEX,
  SERVER,
  VERIFY,
  answerBody,
  crowdBundle,
  playerRole,
  playerUid,
  riskConfig,
  solve,
} from './risk-test-support.js';

/*
 * Several instances behind one load balancer (issue #8): each has its own database here, so only
 * Redis can carry the flags and challenges from one to the other. And when Redis is gone the
 * engine lets reads through rather than locking everyone out.
 */

const { RISK_CHALLENGE } = RETCODE;
const redisUrl = process.env.TEST_REDIS_URL;

interface Instance {
  app: FastifyInstance;
  db: Kysely<Database>;
  drop: () => Promise<void>;
}

async function instance(risk: RiskConfig, url: string): Promise<Instance> {
  const { db, drop } = await openTestDb('sqlite');
  await applyBundle(db, crowdBundle());
  const app = await buildApp(testConfig({ redisUrl: url, trustProxy: true, risk }), {
    db,
    logger: false,
  });
  return { app, db, drop };
}

/** One account's browser against one instance (each instance keeps its own sessions). */
async function browser(on: Instance, uid: number, ip: string) {
  const token = await new AccountService(on.db, TEST_SECRET).startSession(uid);
  const cookies = { [COOKIES.uid]: String(uid), [COOKIES.token]: token };
  const headers = { 'x-forwarded-for': ip };
  return {
    read: async (roleId: string) =>
      envelope(
        await on.app.inject({
          method: 'GET',
          url: INDEX,
          query: { role_id: roleId, server: SERVER },
          cookies,
          headers,
        }),
      ).retcode,
    create: async () =>
      envelope<{ challenge: string; pow: Parameters<typeof solve>[0] }>(
        await on.app.inject({ method: 'POST', url: CREATE, cookies, headers }),
      ),
    verify: async (body: Record<string, string>) =>
      envelope(
        await on.app.inject({ method: 'POST', url: VERIFY, cookies, headers, payload: body }),
      ).retcode,
  };
}

describe('risk state shared through Redis', () => {
  it.skipIf(!redisUrl)(
    'refuses on instance B a scraper flagged through A, and a pass on B clears it on A',
    async () => {
      const risk = riskConfig({ challengeRoles: 12 });
      const [a, b] = [await instance(risk, redisUrl ?? ''), await instance(risk, redisUrl ?? '')];
      try {
        const onA = await browser(a, playerUid(1), '10.7.0.1');
        const onB = await browser(b, playerUid(1), '10.7.0.2');
        const codes: number[] = [];
        for (let i = 2; i <= 12; i += 1) codes.push(await onA.read(playerRole(i)));
        expect(codes.every((c) => c === 0)).toBe(true);
        expect(await onA.read(playerRole(13))).toBe(RISK_CHALLENGE);
        // B has never seen this account read anything, yet holds it (its own role included).
        expect(await onB.read(playerRole(1))).toBe(RISK_CHALLENGE);

        // The scraper's address is held on B as well, for other accounts.
        const neighbourOnB = await browser(b, playerUid(40), '10.7.0.1');
        expect(await neighbourOnB.read(playerRole(40))).toBe(RISK_CHALLENGE);

        // A challenge issued by A is answered on B; both instances then let the reads through.
        const created = await onA.create();
        expect(created.retcode).toBe(0);
        const answer = answerBody(created.data.challenge, await solve(created.data.pow));
        const fromScraperAddress = await browser(b, playerUid(1), '10.7.0.1');
        expect(await fromScraperAddress.verify(answer)).toBe(0);
        expect(await onA.read(playerRole(1))).toBe(0);
        expect(await onB.read(playerRole(14))).toBe(0);
        expect(await neighbourOnB.read(playerRole(40))).toBe(0);
        // The answer was used up on B: A refuses it too.
        expect(await onA.verify(answer)).toBe(RETCODE.CAPTCHA_REQUIRED);
      } finally {
        await a.app.close();
        await b.app.close();
        await a.drop();
        await b.drop();
      }
    },
    30_000,
  );
});

describe('risk engine without its Redis', () => {
  it('lets reads through when the state cannot be reached', async () => {
    // Nothing listens on this port: every Redis command fails after its one retry.
    const down = await instance(riskConfig({ challengeRoles: 3 }), 'redis://127.0.0.1:8729');
    try {
      const reader = await browser(down, playerUid(1), '10.8.0.1');
      const codes: number[] = [];
      for (let i = 2; i <= 7; i += 1) codes.push(await reader.read(playerRole(i)));
      expect(codes).toEqual([0, 0, 0, 0, 0, 0]);
      // Handing out a challenge needs the store: it fails instead of issuing one nobody can answer.
      expect((await reader.create()).retcode).toBe(RETCODE.INTERNAL);
    } finally {
      await down.app.close();
      await down.drop();
    }
  }, 30_000);
});

import { Writable } from 'node:stream';
import { RETCODE } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { UID } from '../../test/fixtures.js';
import {
  TEST_SECRET,
  describeEachDb,
  envelope,
  openTestDb,
  testConfig,
} from '../../test/harness.js';
import { AccountService } from '../account/account.service.js';
import { applyBundle } from '../ingest/ingest.service.js';
import {
  CREATE,
  Client,
  TestClock,
  VERIFY,
  answerBody,
  crowdBundle,
  playerRole,
  playerUid,
  riskConfig,
  solve,
} from './risk-test-support.js';

/*
 * createGeetest / verifyGeetest (docs/reference/web-app.md#risk-challenge-calls, issue #8): the
 * challenge is answered once, by the account it was issued to, before it expires, with the counter
 * and key that solve it.
 */

const { CAPTCHA_REQUIRED, RISK_CHALLENGE, INVALID_REQUEST, NOT_LOGGED_IN, TOO_FREQUENT } = RETCODE;

const clock = new TestClock();

describeEachDb(
  'risk challenge',
  (env) => {
    /** A client held by the challenge: three other roles read (the threshold here). */
    async function flagged(n: number): Promise<Client> {
      const client = new Client(env, playerUid(n), `10.5.0.${n}`);
      for (const i of [n + 1, n + 2]) expect(await client.readIndex(playerRole(i))).toBe(0);
      expect(await client.readIndex(playerRole(n + 3))).toBe(RISK_CHALLENGE);
      return client;
    }

    it("answers Geetest's fields around a signed altcha proof of work", async () => {
      const client = new Client(env, playerUid(1), '10.5.0.1');
      const created = await client.createChallenge({ app_key: 'hk4e_game_record' });
      expect(created.retcode).toBe(0);
      const { gt, challenge, pow } = created.data;
      expect({ gt, success: created.data.success, new_captcha: created.data.new_captcha }).toEqual({
        gt: 'chronicle-pow',
        success: 1,
        new_captcha: true,
      });
      expect(challenge).toMatch(/^[0-9a-f]{32}$/);
      expect(pow.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyLength: 32 });
      expect(pow.parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
      expect(pow.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
      expect(pow.signature).toMatch(/^[0-9a-f]{64}$/);
      const inTenMinutes = Date.now() / 1000 + 600;
      expect(pow.parameters.expiresAt).toBeGreaterThan(inTenMinutes - 5);
      expect(pow.parameters.expiresAt).toBeLessThanOrEqual(inTenMinutes + 1);
      // Each challenge is new.
      const again = await client.createChallenge();
      expect(again.data.challenge).not.toBe(challenge);
      expect(again.data.pow.parameters.nonce).not.toBe(pow.parameters.nonce);
    });

    it('lifts the flag of a solved challenge, and reads work again', async () => {
      const client = await flagged(10);
      expect(await client.readIndex(playerRole(10))).toBe(RISK_CHALLENGE);
      const created = await client.createChallenge({ app_key: 'hk4e_game_record' });
      const answer = answerBody(created.data.challenge, await solve(created.data.pow));
      expect(await client.verify(answer)).toEqual({
        retcode: 0,
        message: 'OK',
        data: { success: 1 },
      });
      expect(await client.readIndex(playerRole(10))).toBe(0);
      expect(await client.readIndex(playerRole(11))).toBe(0);
    });

    it('refuses a replayed answer', async () => {
      const client = await flagged(14);
      const created = await client.createChallenge();
      const answer = answerBody(created.data.challenge, await solve(created.data.pow));
      expect((await client.verify(answer)).retcode).toBe(0);
      // Flagged again, the old answer does not help.
      expect(await client.readIndex(playerRole(18))).toBe(0);
      expect(await client.readIndex(playerRole(19))).toBe(0);
      expect(await client.readIndex(playerRole(20))).toBe(RISK_CHALLENGE);
      expect((await client.verify(answer)).retcode).toBe(CAPTCHA_REQUIRED);
      expect(await client.readIndex(playerRole(14))).toBe(RISK_CHALLENGE);
    });

    it('refuses forged counters and keys, and a forged answer uses the challenge up', async () => {
      const client = await flagged(22);
      for (const forge of [
        (s: { counter: number; derivedKey: string }) => ({ ...s, counter: s.counter + 1 }),
        (s: { counter: number; derivedKey: string }) => ({
          ...s,
          derivedKey: `${s.derivedKey.slice(0, -1)}${s.derivedKey.endsWith('0') ? '1' : '0'}`,
        }),
        (s: { counter: number; derivedKey: string }) => ({ ...s, derivedKey: '00'.repeat(32) }),
      ]) {
        const created = await client.createChallenge();
        const solution = await solve(created.data.pow);
        const forged = await client.verify(answerBody(created.data.challenge, forge(solution)));
        expect(forged.retcode).toBe(CAPTCHA_REQUIRED);
        expect(forged.data).toBeNull();
        // One attempt per challenge: the right answer now comes too late.
        const late = await client.verify(answerBody(created.data.challenge, solution));
        expect(late.retcode).toBe(CAPTCHA_REQUIRED);
      }
      // The key of another challenge does not solve this one.
      const [a, b] = [await client.createChallenge(), await client.createChallenge()];
      const other = await solve(b.data.pow);
      expect((await client.verify(answerBody(a.data.challenge, other))).retcode).toBe(
        CAPTCHA_REQUIRED,
      );
      expect(await client.readIndex(playerRole(22))).toBe(RISK_CHALLENGE);
    });

    it("refuses another account's challenge", async () => {
      const owner = await flagged(26);
      const thief = await flagged(30);
      const created = await owner.createChallenge();
      const answer = answerBody(created.data.challenge, await solve(created.data.pow));
      expect((await thief.verify(answer)).retcode).toBe(CAPTCHA_REQUIRED);
      expect(await thief.readIndex(playerRole(30))).toBe(RISK_CHALLENGE);
    });

    it('refuses an expired challenge and an unknown one', async () => {
      const client = await flagged(34);
      const created = await client.createChallenge();
      const answer = answerBody(created.data.challenge, await solve(created.data.pow));
      clock.advance(10 * 60_000 + 1);
      expect((await client.verify(answer)).retcode).toBe(CAPTCHA_REQUIRED);
      const unknown = { ...answer, geetest_challenge: 'f'.repeat(32) };
      expect((await client.verify(unknown)).retcode).toBe(CAPTCHA_REQUIRED);
      expect(await client.readIndex(playerRole(34))).toBe(RISK_CHALLENGE);
    });

    it('checks app_key when sent, and needs a session', async () => {
      const client = new Client(env, playerUid(40), '10.5.0.40');
      expect((await client.createChallenge({ app_key: 'nope' })).retcode).toBe(INVALID_REQUEST);
      for (const appKey of ['bh3_game_record', 'hk4e_game_record', 'hkrpg_game_record']) {
        expect((await client.createChallenge({ app_key: appKey })).retcode).toBe(0);
      }
      const created = await client.createChallenge({ is_high: 'false' });
      expect(created.retcode).toBe(0);
      const answer = answerBody(created.data.challenge, await solve(created.data.pow));
      expect((await client.verify({ ...answer, app_key: 'nope' })).retcode).toBe(INVALID_REQUEST);
      const { app_key: _omitted, ...withoutKey } = answer;
      expect((await client.verify(withoutKey)).retcode).toBe(0);

      expect(envelope(await env.post(CREATE)).retcode).toBe(NOT_LOGGED_IN);
      expect(envelope(await env.post(VERIFY, { body: answer })).retcode).toBe(NOT_LOGGED_IN);
    });

    it('refuses malformed answers before looking anything up', async () => {
      const client = new Client(env, playerUid(41), '10.5.0.41');
      for (const body of [
        { geetest_challenge: 'x', geetest_validate: '-1', geetest_seccode: 'ab' },
        { geetest_challenge: 'x', geetest_validate: '1', geetest_seccode: 'XYZ' },
        { geetest_challenge: '', geetest_validate: '1', geetest_seccode: 'ab' },
      ]) {
        expect((await client.verify(body)).retcode).toBe(INVALID_REQUEST);
      }
    });

    it('keeps the challenge headers with the challenge, dropping malformed ones', async () => {
      const client = new Client(env, playerUid(42), '10.5.0.42');
      const created = await client.createChallenge(
        {},
        {
          'x-rpc-challenge_game': '2',
          'x-rpc-challenge_path': '/game_record/genshin/api/index',
          'x-rpc-trace_id': 'trace-42',
        },
      );
      const bad = await client.createChallenge(
        {},
        {
          'x-rpc-challenge_game': 'two',
          'x-rpc-challenge_path': 'x'.repeat(300),
          'x-rpc-trace_id': 'bad trace id',
        },
      );
      const stored = async (id: string) => {
        const row = await env.db
          .withTables<{ risk_challenges: { id: string; payload: string } }>()
          .selectFrom('risk_challenges')
          .select('payload')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return (JSON.parse(row.payload) as { headers: unknown; uid: number; ip: string }) ?? {};
      };
      expect(await stored(created.data.challenge)).toMatchObject({
        uid: playerUid(42),
        ip: '10.5.0.42',
        headers: { game: 2, path: '/game_record/genshin/api/index', traceId: 'trace-42' },
      });
      expect((await stored(bad.data.challenge)).headers).toEqual({});
    });
  },
  {
    bundle: crowdBundle(),
    clock: clock.now,
    config: { trustProxy: true, risk: riskConfig({ challengeRoles: 3 }) },
  },
);

describeEachDb(
  'risk challenge rate limit',
  (env) => {
    it('gives an account at most RISK_CHALLENGES_PER_MINUTE challenges a minute', async () => {
      const client = new Client(env, playerUid(1), '10.6.0.1');
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await client.createChallenge()).retcode);
      expect(codes).toEqual([0, 0, 0, TOO_FREQUENT]);
      // Counted per account, not per address.
      const neighbour = new Client(env, playerUid(2), '10.6.0.1');
      expect((await neighbour.createChallenge()).retcode).toBe(0);
    });
  },
  {
    bundle: crowdBundle(),
    config: { trustProxy: true, risk: riskConfig({ challengesPerMinute: 3 }) },
  },
);

describe('risk challenge logging', () => {
  it('logs each decision with the challenge headers', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) {
          if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    const { db, drop } = await openTestDb('sqlite');
    await applyBundle(db, crowdBundle());
    const app = await buildApp(testConfig({ risk: riskConfig({ challengeRoles: 2 }) }), {
      db,
      logger: { level: 'info', stream },
    });
    try {
      const token = await new AccountService(db, TEST_SECRET).startSession(UID.alice);
      const cookies = { ltuid_v2: String(UID.alice), ltoken_v2: token };
      const headers = {
        'x-rpc-challenge_game': '2',
        'x-rpc-challenge_path': '/game_record/genshin/api/index',
        'x-rpc-trace_id': 'trace-log',
      };
      const read = (role: string) =>
        app.inject({
          method: 'GET',
          url: `/game_record/genshin/api/index?role_id=${role}&server=os_asia`,
          cookies,
        });
      await read(playerRole(1));
      expect(envelope(await read(playerRole(2))).retcode).toBe(RISK_CHALLENGE);
      const created = envelope<{ challenge: string; pow: Parameters<typeof solve>[0] }>(
        await app.inject({ method: 'POST', url: CREATE, cookies, headers }),
      );
      const answer = answerBody(created.data.challenge, await solve(created.data.pow));
      await app.inject({ method: 'POST', url: VERIFY, cookies, headers, payload: answer });
      await app.inject({ method: 'POST', url: VERIFY, cookies, headers, payload: answer });

      const decisions = lines
        .map((l) => l.risk as { decision: string; traceId?: string; path?: string } | undefined)
        .filter((r) => r !== undefined);
      // One flag: the loopback address of app.inject is not watched, only the account.
      expect(decisions.map((d) => d.decision)).toEqual([
        'flagged',
        'challenge-issued',
        'passed',
        'failed',
      ]);
      for (const decision of decisions.slice(1)) {
        expect(decision).toMatchObject({
          traceId: 'trace-log',
          path: '/game_record/genshin/api/index',
        });
      }
    } finally {
      await app.close();
      await drop();
    }
  });
});

import { MOUNTS, RETCODE, endpointPath, endpoints, type EndpointDef } from '@chronicle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISK_DEFAULTS } from '../../config.js';
import { UID } from '../../test/fixtures.js';
import { TestEnv, describeEachDb, envelope, type SuiteOptions } from '../../test/harness.js';
import { PERMISSION_TABLE, type Rule, type Target } from '../policy/permission-matrix.js';
import {
  Client,
  TestClock,
  answerBody,
  crowdBundle,
  playerRole,
  playerUid,
  riskConfig,
  solve,
  SERVER,
} from './risk-test-support.js';

/*
 * The risk engine through the API (issue #8): a scripted scraper is stopped by the challenge while
 * a normal player never sees it, on SQLite, PostgreSQL (TEST_DATABASE_URL) and Redis
 * (TEST_REDIS_URL). Every client has its own address (X-Forwarded-For behind trustProxy), so the
 * address rules of one test never reach another.
 */

const { RISK_CHALLENGE, FORCED_LIMIT, ACCESS_LIMIT, ROLE_NOT_FOUND } = RETCODE;

/** Runs a suite on each database, and once more with the state in Redis when TEST_REDIS_URL is set. */
function describeEachStore(
  name: string,
  fn: (env: TestEnv, clock: TestClock) => void,
  options: { risk: Parameters<typeof riskConfig>[0] },
): void {
  const suite = (clock: TestClock, redisUrl?: string): SuiteOptions => ({
    bundle: crowdBundle(),
    clock: clock.now,
    config: {
      trustProxy: true,
      risk: riskConfig(options.risk),
      ...(redisUrl ? { redisUrl } : {}),
    },
  });
  // One clock per suite: it only moves forward, so the database runs can share it.
  const dbClock = new TestClock();
  describeEachDb(name, (env) => fn(env, dbClock), suite(dbClock));

  const redisUrl = process.env.TEST_REDIS_URL;
  describe.skipIf(!redisUrl)(`${name} [sqlite + redis]`, () => {
    const clock = new TestClock();
    const env = new TestEnv('sqlite');
    beforeAll(() => env.start(suite(clock, redisUrl)));
    afterAll(() => env.stop());
    fn(env, clock);
  });
}

/** Records rows of the permission table: every endpoint that reads a role's records. */
const RECORD_ROWS = Object.entries(endpoints).flatMap(([family, group]) =>
  Object.entries(group as Record<string, EndpointDef>).flatMap(([key, endpoint]) => {
    const table = PERMISSION_TABLE as unknown as Record<string, Record<string, Rule>>;
    const rule = table[family]?.[key];
    return rule &&
      ['records', 'characterDetails', 'notes'].includes(rule.access) &&
      'request' in rule
      ? [{ endpoint, rule }]
      : [];
  }),
);

const ALL_PUBLIC = { 1: true, 2: true, 3: true };

function targetOf(uid: number, roleId: string): Target {
  return {
    uid,
    role_id: roleId,
    server: SERVER,
    characterId: 10000002,
    actId: 1,
    gcgCardBackId: 1,
    gcgScheduleId: 13,
    gcgDeckId: 1,
    // The gate comes before the role is looked up: the other games' endpoints are held too.
    hsr: { role_id: '800000101', server: 'prod_official_usa' },
    bh3: { role_id: '150000101', server: 'usa01' },
  };
}

/** Retcodes of every records endpoint about a role, by endpoint id. */
async function everyRecordsEndpoint(client: Client, target: Target): Promise<Map<string, number>> {
  const answers = new Map<string, number>();
  for (const { endpoint, rule } of RECORD_ROWS) {
    const request = rule.request(target, ALL_PUBLIC);
    const url = `${MOUNTS[endpoint.family][0]}/${endpoint.path}`;
    const response = await client.call(endpoint.method === 'GET' ? 'GET' : 'POST', url, request);
    answers.set(endpoint.id, envelope(response).retcode);
  }
  return answers;
}

/** Reads players `from`..`to` (inclusive) and returns their retcodes. */
async function scrape(client: Client, from: number, to: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = from; i <= to; i += 1) codes.push(await client.readIndex(playerRole(i)));
  return codes;
}

const zeros = (n: number) => Array.from({ length: n }, () => 0);

describe('the records endpoints the engine guards', () => {
  it('are every records, character-details and notes row of the permission table', () => {
    expect(RECORD_ROWS.length).toBeGreaterThan(30);
    expect(RECORD_ROWS.map((r) => r.endpoint.id)).toEqual(
      expect.arrayContaining(['genshin.index', 'genshin.characterDetail', 'genshin.dailyNote']),
    );
  });
});

describeEachStore(
  'risk engine at its default thresholds',
  (env, clock) => {
    it('stops a scripted scraper at the 12th other role, on every records endpoint and its own role', async () => {
      const scraper = new Client(env, playerUid(1), '10.1.0.1');
      expect(await scrape(scraper, 2, 12)).toEqual(zeros(11));
      expect(await scraper.readIndex(playerRole(13))).toBe(RISK_CHALLENGE);
      // Held now, whatever it reads: new roles, the same ones, its own role, unknown roles.
      expect(await scraper.readIndex(playerRole(14))).toBe(RISK_CHALLENGE);
      expect(await scraper.readIndex(playerRole(2))).toBe(RISK_CHALLENGE);
      expect(await scraper.readIndex(playerRole(1))).toBe(RISK_CHALLENGE);
      expect(await scraper.readIndex('819999999')).toBe(RISK_CHALLENGE);

      for (const target of [
        targetOf(playerUid(1), playerRole(1)),
        targetOf(playerUid(3), playerRole(3)),
      ]) {
        const answers = await everyRecordsEndpoint(scraper, target);
        const notHeld = [...answers].filter(([, code]) => code !== RISK_CHALLENGE);
        expect(notHeld).toEqual([]);
        expect(answers.size).toBe(RECORD_ROWS.length);
      }
    });

    it('keeps a held scraper from the record cards too, its own included', async () => {
      const scraper = new Client(env, playerUid(5), '10.1.0.5');
      expect(await scraper.readCards(playerUid(2))).toBe(0);
      expect(await scrape(scraper, 6, 16)).toEqual(zeros(11));
      expect(await scraper.readIndex(playerRole(17))).toBe(RISK_CHALLENGE);
      expect(await scraper.readCards(playerUid(2))).toBe(RISK_CHALLENGE);
      expect(await scraper.readCards(playerUid(5))).toBe(RISK_CHALLENGE);
    });

    it('holds every account behind the flagged address, and only there', async () => {
      const sameAddress = new Client(env, playerUid(41), '10.1.0.1');
      expect(await sameAddress.readIndex(playerRole(41))).toBe(RISK_CHALLENGE);
      const elsewhere = new Client(env, playerUid(41), '10.1.0.41');
      expect(await elsewhere.readIndex(playerRole(41))).toBe(0);
      expect(await elsewhere.readIndex(playerRole(2))).toBe(0);
    });

    it('watches accounts only behind a loopback address (a local proxy without TRUST_PROXY)', async () => {
      const scraper = new Client(env, playerUid(43), '127.0.0.1');
      expect(await scrape(scraper, 2, 12)).toEqual(zeros(11));
      expect(await scraper.readIndex(playerRole(13))).toBe(RISK_CHALLENGE);
      const behindTheSameProxy = new Client(env, playerUid(44), '127.0.0.1');
      expect(await behindTheSameProxy.readIndex(playerRole(2))).toBe(0);
    });

    it('never troubles a normal player: own records 200 times and a few friends', async () => {
      const player = new Client(env, playerUid(50), '10.1.0.50');
      const codes: number[] = [];
      for (let i = 0; i < 200; i += 1) codes.push(await player.readIndex(playerRole(50)));
      for (let round = 0; round < 10; round += 1) {
        codes.push(...(await scrape(player, 51, 54)));
      }
      // Friends on the fixtures' roles too: Alice's public chronicle, Carol's private one.
      codes.push(await player.readIndex('812000001'));
      expect(codes).toEqual(zeros(241));
      expect(await player.readIndex('812000003')).toBe(RETCODE.NOT_PUBLIC);
    });

    it('counts probing of unknown and private roles like reading public ones', async () => {
      const prober = new Client(env, playerUid(55), '10.1.0.55');
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) codes.push(await prober.readIndex(`8190000${10 + i}`));
      expect(codes).toEqual(Array.from({ length: 11 }, () => ROLE_NOT_FOUND));
      expect(await prober.readIndex('812000003')).toBe(RISK_CHALLENGE);
    });

    it('lets the challenge lift the flag; a scraper that keeps solving reaches the forced limit', async () => {
      const scraper = new Client(env, playerUid(1), '10.1.0.1');
      expect(await scraper.passChallenge()).toBe(0);
      expect(await scraper.readIndex(playerRole(1))).toBe(0);
      // The window restarts at the pass: eleven more roles, then the challenge again.
      expect(await scrape(scraper, 14, 24)).toEqual(zeros(11));
      expect(await scraper.readIndex(playerRole(25))).toBe(RISK_CHALLENGE);
      expect(await scraper.passChallenge()).toBe(0);
      expect(await scrape(scraper, 26, 36)).toEqual(zeros(11));
      expect(await scraper.readIndex(playerRole(37))).toBe(RISK_CHALLENGE);
      expect(await scraper.passChallenge()).toBe(0);
      // A normal challenge taken before the forced limit: it will not be enough afterwards.
      const early = await scraper.createChallenge();
      expect(early.retcode).toBe(0);
      expect(await scrape(scraper, 38, 40)).toEqual(zeros(3));
      // 40 distinct other roles within ten minutes.
      expect(await scraper.readIndex(playerRole(41))).toBe(FORCED_LIMIT);
      expect(await scraper.readIndex(playerRole(1))).toBe(FORCED_LIMIT);

      const answer = answerBody(early.data.challenge, await solve(early.data.pow));
      expect((await scraper.verify(answer)).retcode).toBe(FORCED_LIMIT);
      expect(await scraper.readIndex(playerRole(1))).toBe(FORCED_LIMIT);

      // A forced viewer gets the costly kind even without is_high, and it lifts the limit.
      const costly = await scraper.createChallenge();
      const solution = await solve(costly.data.pow);
      // Only the costly kind lifts a forced flag (the normal one above answered 10041).
      expect((await scraper.verify(answerBody(costly.data.challenge, solution))).retcode).toBe(0);
      expect(await scraper.readIndex(playerRole(42))).toBe(0);
      expect(await scraper.readIndex(playerRole(1))).toBe(0);
    }, 60_000);

    it('lets flags and windows expire with time', async () => {
      const scraper = new Client(env, playerUid(56), '10.1.0.56');
      expect(await scrape(scraper, 2, 12)).toEqual(zeros(11));
      expect(await scraper.readIndex(playerRole(13))).toBe(RISK_CHALLENGE);
      clock.advance(RISK_DEFAULTS.flagSeconds * 1000);
      // The flag is over and the reads that raised it are out of the window.
      expect(await scrape(scraper, 14, 24)).toEqual(zeros(11));
      clock.advance(RISK_DEFAULTS.windowSeconds * 1000);
      expect(await scrape(scraper, 25, 35)).toEqual(zeros(11));
      expect(await scraper.readIndex(playerRole(36))).toBe(RISK_CHALLENGE);
    });
  },
  {
    risk: { ...RISK_DEFAULTS, dailyPlayers: 0, failedLogins: 0, powCost: 1 },
  },
);

describeEachStore(
  'risk engine: other players per day',
  (env, clock) => {
    it('answers 10101 for the 31st account of a day while the first 30 stay readable', async () => {
      const reader = new Client(env, playerUid(1), '10.2.0.1');
      expect(await scrape(reader, 2, 31)).toEqual(zeros(30));
      expect(await reader.readIndex(playerRole(32))).toBe(ACCESS_LIMIT);
      expect(await reader.readIndex(playerRole(33))).toBe(ACCESS_LIMIT);
      expect(await scrape(reader, 2, 31)).toEqual(zeros(30));
      expect(await reader.readIndex(playerRole(1))).toBe(0);
      // A role that does not exist belongs to no account: nothing to count.
      expect(await reader.readIndex('819999998')).toBe(ROLE_NOT_FOUND);
      // Another account from the same address has its own 30.
      const sibling = new Client(env, playerUid(40), '10.2.0.1');
      expect(await sibling.readIndex(playerRole(32))).toBe(0);
    });

    it('counts the accounts whose record cards were read, and refuses the 31st', async () => {
      const browser = new Client(env, playerUid(45), '10.2.0.45');
      for (let i = 1; i <= 30; i += 1) expect(await browser.readCards(playerUid(i))).toBe(0);
      expect(await browser.readCards(playerUid(31))).toBe(ACCESS_LIMIT);
      // Its own cards and the accounts already read stay open; their roles count as the same player.
      expect(await browser.readCards(playerUid(45))).toBe(0);
      expect(await browser.readIndex(playerRole(7))).toBe(0);
      expect(await browser.readIndex(playerRole(33))).toBe(ACCESS_LIMIT);
    });

    it('is not lifted by a challenge, only by the day passing', async () => {
      const reader = new Client(env, playerUid(1), '10.2.0.1');
      expect(await reader.passChallenge()).toBe(0);
      expect(await reader.readIndex(playerRole(32))).toBe(ACCESS_LIMIT);
      clock.advance(24 * 3_600_000);
      expect(await reader.readIndex(playerRole(32))).toBe(0);
    });
  },
  { risk: { dailyPlayers: 30 } },
);

describeEachStore(
  'risk engine: reads, failed logins and rules turned off',
  (env, clock) => {
    it('asks for the challenge at the 20th read of one friend in a minute', async () => {
      const fan = new Client(env, playerUid(1), '10.3.0.1');
      const codes: number[] = [];
      for (let i = 0; i < 19; i += 1) codes.push(await fan.readIndex(playerRole(2)));
      expect(codes).toEqual(zeros(19));
      expect(await fan.readIndex(playerRole(2))).toBe(RISK_CHALLENGE);
      // The flag lasts RISK_FLAG_SECONDS (300 here), then the minute-old reads no longer count.
      clock.advance(299_000);
      expect(await fan.readIndex(playerRole(1))).toBe(RISK_CHALLENGE);
      clock.advance(2_000);
      expect(await fan.readIndex(playerRole(2))).toBe(0);
    });

    it('slides the window: reads a minute apart never add up', async () => {
      const fan = new Client(env, playerUid(3), '10.3.0.3');
      for (let round = 0; round < 3; round += 1) {
        const codes: number[] = [];
        for (let i = 0; i < 15; i += 1) codes.push(await fan.readIndex(playerRole(4)));
        expect(codes).toEqual(zeros(15));
        clock.advance(61_000);
      }
    });

    it('leaves a rule at 0 off: many distinct roles, no challenge', async () => {
      const wanderer = new Client(env, playerUid(5), '10.3.0.5');
      expect(await scrape(wanderer, 6, 24)).toEqual(zeros(19));
    });

    it('flags the address after failed logins, never the account tried', async () => {
      // The login rate limit lives in Redis under a fixed name across runs: fresh addresses per run.
      const net = `10.${100 + Math.floor(Math.random() * 150)}`;
      const login = (account: string, ip: string) =>
        env.post(endpointPath(endpoints.account.login), {
          body: { account, password: 'not-the-password' },
          headers: { 'x-forwarded-for': ip },
        });
      for (let i = 0; i < 4; i += 1) {
        expect(envelope(await login('player30', `${net}.0.30`)).retcode).toBe(
          RETCODE.BAD_CREDENTIALS,
        );
      }
      const sameAddress = new Client(env, playerUid(31), `${net}.0.30`);
      expect(await sameAddress.readIndex(playerRole(31))).toBe(0);
      expect(envelope(await login('player30', `${net}.0.30`)).retcode).toBe(
        RETCODE.BAD_CREDENTIALS,
      );
      // The fifth failure: the address is held; the owner of the name tried reads on elsewhere.
      expect(await sameAddress.readIndex(playerRole(31))).toBe(RISK_CHALLENGE);
      const owner = new Client(env, playerUid(30), `${net}.0.99`);
      expect(await owner.readIndex(playerRole(30))).toBe(0);
      const bystander = new Client(env, UID.alice, `${net}.0.98`);
      expect(await bystander.readIndex('812000001')).toBe(0);

      // Unknown names count against the address only.
      for (let i = 0; i < 5; i += 1) await login(`nobody${i}`, `${net}.0.40`);
      expect(await new Client(env, playerUid(40), `${net}.0.40`).readIndex(playerRole(40))).toBe(
        RISK_CHALLENGE,
      );
    });
  },
  {
    risk: { challengeReads: 20, failedLogins: 5, windowSeconds: 60, flagSeconds: 300 },
  },
);

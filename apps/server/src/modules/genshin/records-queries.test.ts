import { COOKIES } from '@chronicle/contract';
import { sql, type CompiledQuery, type QueryResult } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { RISK_DEFAULTS } from '../../config.js';
import { ROLE, UID } from '../../test/fixtures.js';
import {
  TEST_RISK,
  describeEachDb,
  envelope,
  testConfig,
  type TestEnv,
} from '../../test/harness.js';

/*
 * The statements one records read costs, with the risk engine's rules on as in production. Each
 * one is a round trip (a pool checkout on PostgreSQL), so the hot path is pinned here: a change
 * that adds a query to it fails this test and has to say why by raising the number.
 */

type Executor = { executeQuery: (query: CompiledQuery) => Promise<QueryResult<unknown>> };

/** Runs `fn` and returns the SQL of every statement the app's database executed meanwhile. */
async function statementsOf(env: TestEnv, fn: () => Promise<void>): Promise<string[]> {
  const executor = env.db.getExecutor() as unknown as Executor;
  const original = executor.executeQuery;
  const seen: string[] = [];
  executor.executeQuery = (query) => {
    seen.push(query.sql);
    return original.call(executor, query);
  };
  try {
    await fn();
  } finally {
    executor.executeQuery = original;
  }
  return seen;
}

describeEachDb(
  'statements of a records read',
  (env) => {
    const base = '/game_record/genshin/api';
    const aliceRole = `role_id=${ROLE.aliceMain}&server=os_asia`;
    const visitorStatements = env.dbKind === 'postgres' ? 7 : 8;

    /**
     * The statements of a GET as `uid` from `address` (a non-loopback one is counted too), asked a
     * second time: the first one loads the catalog, fills the answer cache and prunes old events.
     */
    async function read(url: string, uid: number, address = '127.0.0.1') {
      const cookies = await env.sessionCookies(uid);
      await env.app.inject({ url, cookies, remoteAddress: address });
      let retcode = -1;
      const statements = await statementsOf(env, async () => {
        const response = await env.app.inject({ url, cookies, remoteAddress: address });
        retcode = envelope(response).retcode;
      });
      return { retcode, statements };
    }

    afterEach(async () => {
      // Every test starts with no counted reads and no flags.
      const risk = env.db.withTables<{
        risk_events: { subject: string };
        risk_targets: { subject: string };
      }>();
      await risk.deleteFrom('risk_events').execute();
      await risk.deleteFrom('risk_targets').execute();
    });

    it('an owner’s overview: session, role, risk flag, snapshot version with the showcase', async () => {
      const { retcode, statements } = await read(`${base}/index?${aliceRole}`, UID.alice);
      expect(retcode).toBe(0);
      expect(statements).toHaveLength(4);
    });

    it('a visitor’s overview: the role comes with its owner’s facts, the risk writes are batched', async () => {
      const { retcode, statements } = await read(`${base}/index?${aliceRole}`, UID.bob);
      expect(retcode).toBe(0);
      // session, role with owner facts, risk flag, player already read?, events and their
      // targets, counts, version with showcase (12 before the role and the risk engine's statements
      // were folded). The targets keep every count to one row per target (migration 0013); SQLite
      // writes them in a statement of their own, PostgreSQL in the events' statement.
      expect(statements).toHaveLength(visitorStatements);
      expect(statements.filter((sql) => /privacy_switches/.test(sql))).toHaveLength(1);
      expect(statements.filter((sql) => /insert into "risk_events"/i.test(sql))).toHaveLength(1);
      expect(statements.filter((sql) => /insert into "risk_targets"/i.test(sql))).toHaveLength(1);
    });

    it('a visitor from a counted address: both subjects in the same statements', async () => {
      const { retcode, statements } = await read(
        `${base}/index?${aliceRole}`,
        UID.bob,
        '203.0.113.7',
      );
      expect(retcode).toBe(0);
      expect(statements).toHaveLength(visitorStatements);
    });

    it('the owner’s real-time notes: the notes switch comes with the role', async () => {
      const { retcode, statements } = await read(`${base}/dailyNote?${aliceRole}`, UID.alice);
      expect(retcode).toBe(0);
      expect(statements).toHaveLength(4);
      expect(
        statements.some((sql) => /privacy_switches/.test(sql) && !/game_roles/.test(sql)),
      ).toBe(false);
    });

    it('a visitor’s record cards: the owner’s facts in one statement, versions instead of payloads', async () => {
      const { retcode, statements } = await read(
        `/game_record/card/wapi/getGameRecordCard?uid=${UID.alice}`,
        UID.bob,
      );
      expect(retcode).toBe(0);
      // session, risk flag, player already read?, events and their targets (one statement on
      // PostgreSQL), the account with every switch, its roles, and the version of each kind a card
      // shows (the overviews of games 2 and 6, the overview and battlesuits of game 1): 15 and 14
      // when each game read its switches and its payloads.
      expect(statements).toHaveLength(env.dbKind === 'postgres' ? 10 : 11);
      expect(statements.filter((sql) => /privacy_switches/.test(sql))).toHaveLength(1);
      expect(statements.filter((sql) => /"payload"/.test(sql))).toHaveLength(0);
    });

    it('answers the same without a session, and reads nothing but the cookies’ session', async () => {
      const cookies = { [COOKIES.uid]: String(UID.bob), [COOKIES.token]: 'not-a-session' };
      const statements = await statementsOf(env, async () => {
        const response = await env.app.inject({ url: `${base}/index?${aliceRole}`, cookies });
        expect(envelope(response).retcode).toBe(10001);
      });
      expect(statements).toHaveLength(1);
    });

    it('keeps its statements compiled: no SQLite partial index compares a column with a constant', async () => {
      if (env.dbKind !== 'sqlite') return;
      // A partial index `where kind = 'x'` makes SQLite compile every statement that binds `kind`
      // again each time it runs, to see whether the index applies (migration 0014): three times
      // the cost of a snapshot lookup. Conditions go on expressions no statement binds instead.
      const { rows } = await sql<{ name: string; sql: string }>`
        select name, sql from sqlite_master where type = 'index' and sql like '% where %'`.execute(
        env.db,
      );
      expect(rows.map((r) => r.name)).toContain('record_snapshots_characters_idx');
      const bareColumn = /^\(?\s*"?(\w+)"?\s*(=|<|>|is\b|in\b)/i;
      for (const { name, sql: text } of rows) {
        const condition = text.slice(text.toLowerCase().lastIndexOf(' where ') + 7);
        for (const term of condition.split(/\band\b/i)) {
          expect(term.trim(), `${name}: ${term.trim()}`).not.toMatch(bareColumn);
        }
      }
    });
  },
  { config: testConfig({ risk: { ...RISK_DEFAULTS, redisPrefix: TEST_RISK.redisPrefix } }) },
);

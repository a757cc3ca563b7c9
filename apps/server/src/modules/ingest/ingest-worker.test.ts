import type { IngestBundle } from '@chronicle/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALICE_INDEX, ROLE, UID } from '../../test/fixtures.js';
import { fixtureBundle } from '../../test/fixtures.js';
import { describeEachDb, envelope, openTestDb, type TestEnv } from '../../test/harness.js';
import { getAccount } from '../account/account.service.js';
import { findRole } from '../binding/binding.service.js';
import { latestIndexSnapshot, putSnapshot } from '../records/records.service.js';
import { workerRunner } from './ingest-runner.js';
import { applyBundle } from './ingest.service.js';
import { createServiceToken } from './service-token.service.js';

/*
 * The ingest API with its jobs in the ingest worker, as the server runs it (issue 20 goal 6): the
 * same answers as in the request thread, and while a bundle is being written, readers get answers
 * from the database as it was before it, and this thread's writes wait their turn without blocking.
 */

const put = (env: TestEnv, token: string, body: unknown) =>
  env.request('PUT', '/ingest/v1/bundle', { headers: { authorization: `Bearer ${token}` }, body });

const pushed = (n: number): IngestBundle => ({
  accounts: [{ uid: 100000200 + n, account: `worker-${n}`, nickname: `Worker ${n}` }],
  roles: [
    { game_id: 2, game_role_id: `61200020${n}`, uid: 100000200 + n, nickname: 'W', level: 30 },
  ],
  snapshots: [{ game_id: 2, game_role_id: `61200020${n}`, kind: 'index', payload: ALICE_INDEX }],
});

const index = `/game_record/genshin/api/index?role_id=${ROLE.aliceMain}&server=os_asia`;

/** Set by a test that wants the next job held before its commit: it gets the job's release. */
let wantHold: ((release: () => void) => void) | undefined;
const holdNext = () =>
  new Promise<() => void>((resolve) => {
    wantHold = resolve;
  });
/** The worker holds every job before its commit; those no test asked for go on at once. */
const onHeld = (release: () => void) => {
  const take = wantHold;
  wantHold = undefined;
  if (take) take(release);
  else release();
};

describeEachDb(
  'ingest in the worker thread',
  (env) => {
    let token: string;
    let importOnly: string;
    beforeAll(async () => {
      token = await createServiceToken(env.db, 'worker tests');
      importOnly = await createServiceToken(env.db, 'no accounts', { scopes: ['import'] });
    });

    it('applies a bundle and gives the same answers and retcodes as in the request thread', async () => {
      expect(envelope(await put(env, token, pushed(1)))).toEqual({
        retcode: 0,
        message: 'OK',
        data: { accounts: 1, roles: 1, switches: 0, catalog: 0, snapshots: 1 },
      });
      expect((await findRole(env.db, 2, '612000201'))?.uid).toBe(100000201);

      const bad = { ...pushed(2), roles: [{ ...pushed(2).roles?.[0], level: 'high' }] };
      const invalid = envelope(await put(env, token, bad));
      expect(invalid.retcode).toBe(-9101);
      expect(invalid.message).toContain('$.roles[0].level');
      expect(await getAccount(env.db, 100000202)).toBeUndefined();

      const notJson = await env.request('PUT', '/ingest/v1/bundle', {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{"accounts": [',
      });
      expect(envelope(notJson)).toMatchObject({
        retcode: -10001,
        message: 'Invalid request: the body is not valid JSON',
      });

      // Accounts take the accounts scope; a bundle without them does not.
      expect(envelope(await put(env, importOnly, pushed(3))).retcode).toBe(-9102);
      expect(await getAccount(env.db, 100000203)).toBeUndefined();
      const { accounts: _, ...withoutAccounts } = pushed(1);
      expect(envelope(await put(env, importOnly, withoutAccounts)).retcode).toBe(0);
    });

    it('lets readers see the database as it was until the commit, and writes here wait for it', async () => {
      // A session is a write: made before the hold.
      const cookies = await env.sessionCookies(UID.alice);
      const held = holdNext();
      const importing = put(env, token, pushed(4));
      const release = await held;

      // Everything of the bundle is written in the worker's open transaction: readers see none of it.
      expect(await findRole(env.db, 2, '612000204')).toBeUndefined();
      expect(await getAccount(env.db, 100000204)).toBeUndefined();
      const overview = envelope(await env.get(index, { cookies }));
      expect(overview.retcode).toBe(0);
      expect((await env.get('/healthz')).statusCode).toBe(200);

      // A write of this thread waits for the commit, as a promise: the thread goes on meanwhile.
      let wrote = false;
      const writing = putSnapshot(env.db, {
        game_id: 2,
        game_role_id: ROLE.aliceMain,
        kind: 'index',
        period: '',
        captured_at: Date.now(),
        payload: { ...ALICE_INDEX, role: { ...ALICE_INDEX.role, level: 59 } },
      }).then(() => {
        wrote = true;
      });
      expect(envelope(await env.get(index, { cookies })).retcode).toBe(0);
      if (env.dbKind === 'sqlite') expect(wrote).toBe(false);

      release();
      expect(envelope(await importing).retcode).toBe(0);
      await writing;
      expect((await findRole(env.db, 2, '612000204'))?.uid).toBe(100000204);
      expect((await latestIndexSnapshot(env.db, ROLE.aliceMain))?.role.level).toBe(59);
    });
  },
  { ingestWorker: { onHeld } },
);

describe('closing the ingest worker', () => {
  it('lets the job it has taken end first, committed', async () => {
    const { db, drop, url } = await openTestDb('sqlite', { onDisk: true });
    try {
      await applyBundle(db, fixtureBundle());
      const held = holdNext();
      const runner = workerRunner(db, { databaseUrl: url, onHeld });
      const job = runner.run({ bundle: pushed(5) });
      const release = await held;
      let closed = false;
      const closing = runner.close().then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(closed).toBe(false);
      release();
      expect((await job).result.roles).toBe(1);
      await closing;
      expect((await findRole(db, 2, '612000205'))?.uid).toBe(100000205);
    } finally {
      await drop();
    }
  });
});

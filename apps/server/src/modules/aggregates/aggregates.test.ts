import type { AbyssSnapshot } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { generateData } from '../../bench/data/generate.js';
import { generateRole, uidOf } from '../../bench/data/roles.js';
import { describeEachDb, type TestEnv } from '../../test/harness.js';
import { deleteAccountData } from '../account-data/account-deletion.js';
import { applyBundle } from '../ingest/ingest.service.js';
import { setSwitch } from '../policy/policy.service.js';
import { deleteRoleRecords, putSnapshotIfNewer } from '../records/records.service.js';
import { AggregateBatch } from './aggregate-batch.js';
import { rebuildPublicAggregates } from './aggregates.rebuild.js';
import { publicBuild } from './aggregates.service.js';
import { expectedView, LISTED_BUILDS, storedView } from './from-scratch.test-support.js';

/*
 * The public aggregates against a from-scratch count of every public snapshot, after an import of
 * a few hundred generated roles and after each kind of change that moves records in or out: a
 * switch, a birth date, a replaced record, a role given away, a role or an account deleted, an
 * owner turning 13. A stale sum fails here, whichever path forgot it.
 */

const SEED = 20;
const ROLES = 300;

/** Generated players with records of a kind, in index order. */
function playersWith(kind: string, count: number, skip = 0) {
  const found: ReturnType<typeof generateRole>[] = [];
  for (let i = skip; found.length < count && i < ROLES; i += 1) {
    const p = generateRole(SEED, i);
    // Owners under 13 or with the chronicle hidden add nothing: changes to them prove little.
    if (p.account.birth_date || !p.switches.every((s) => s.is_public)) continue;
    if (p.snapshots.some((s) => s.kind === kind)) found.push(p);
  }
  return found;
}

async function expectInStep(env: TestEnv, today?: Date): Promise<void> {
  const [stored, expected] = await Promise.all([storedView(env.db), expectedView(env.db, today)]);
  expect(stored).toEqual(expected);
}

describeEachDb(
  'public aggregates kept up to date on every write',
  (env) => {
    it('equal a count from scratch after importing generated roles', async () => {
      const result = await generateData(env.db, { roles: ROLES, seed: SEED, bundleRoles: 120 });
      expect(result.roles).toBe(ROLES);
      const stored = await storedView(env.db);
      expect(stored.teammates.length).toBeGreaterThan(50);
      expect(stored.usage.length).toBeGreaterThan(20);
      expect(stored.builds.length).toBeGreaterThan(5);
      await expectInStep(env);
    });

    it('follow switches: the chronicle, then character details alone', async () => {
      const [a, b] = playersWith('spiral_abyss', 2);
      const [c] = playersWith('characters', 1);
      if (!a || !b || !c) throw new Error('seed without enough public players');
      const before = await storedView(env.db);
      await setSwitch(env.db, a.account.uid, 2, 1, false);
      await setSwitch(env.db, c.account.uid, 2, 2, false);
      await expectInStep(env);
      expect(await storedView(env.db)).not.toEqual(before);
      await setSwitch(env.db, a.account.uid, 2, 1, true);
      await setSwitch(env.db, b.account.uid, 2, 1, false);
      await expectInStep(env);
      // A switch of another game changes nothing here.
      const same = await storedView(env.db);
      await setSwitch(env.db, b.account.uid, 6, 1, true);
      expect(await storedView(env.db)).toEqual(same);
    });

    it('follow birth dates: an owner who turns out to be a child leaves every sum', async () => {
      const [p] = playersWith('hard_challenge', 1, 40);
      if (!p) throw new Error('seed without a public fighter');
      const child = `${new Date().getUTCFullYear() - 9}-06-01`;
      await applyBundle(env.db, { accounts: [{ ...p.account, birth_date: child }] });
      await expectInStep(env);
      await applyBundle(env.db, { accounts: [{ ...p.account, birth_date: null }] });
      await expectInStep(env);
    });

    it('follow replaced records, from ingest and from a sync', async () => {
      const [p, q] = playersWith('spiral_abyss', 2, 80);
      if (!p || !q) throw new Error('seed without enough public players');
      const mine = p.snapshots.find((s) => s.kind === 'spiral_abyss');
      const theirs = q.snapshots.find((s) => s.kind === 'spiral_abyss');
      if (!mine || !theirs) throw new Error('no abyss period');
      // The same period of p, now with q's teams: p's old teams must leave the counts.
      await applyBundle(env.db, { snapshots: [{ ...mine, payload: theirs.payload }] });
      await expectInStep(env);
      const later = { ...(mine.payload as AbyssSnapshot), floors: [] };
      const outcome = await putSnapshotIfNewer(env.db, {
        game_id: 2,
        game_role_id: mine.game_role_id,
        kind: 'spiral_abyss',
        period: mine.period ?? '',
        captured_at: Date.now(),
        payload: later,
      });
      expect(outcome).toBe('written');
      await expectInStep(env);
    });

    it('follow a role given to another account, a deleted role and a deleted account', async () => {
      const [p, q, r] = playersWith('characters', 3, 100);
      if (!p || !q || !r) throw new Error('seed without enough public builds');
      // p's role now belongs to an account with every switch off: its records leave.
      const hidden = uidOf(ROLES + 1);
      await applyBundle(env.db, {
        accounts: [{ uid: hidden, account: 'hidden-owner', nickname: 'Hidden' }],
        switches: [{ uid: hidden, game_id: 2, switch_id: 1, is_public: false }],
        roles: [{ ...p.role, uid: hidden }],
      });
      await expectInStep(env);
      await deleteRoleRecords(env.db, 2, q.role.game_role_id);
      await expectInStep(env);
      expect(await deleteAccountData(env.db, r.account.uid)).toBeDefined();
      await expectInStep(env);
    });

    it('list the newest builds again when every listed holder of a character leaves', async () => {
      const [top] = (await storedView(env.db)).builds.sort((a, b) => b[1] - a[1]);
      if (!top || top[1] <= LISTED_BUILDS) throw new Error('no character with enough holders');
      const avatar = top[0];
      const listed = await env.db
        .selectFrom('aggregate_builds as ab')
        .innerJoin('record_snapshots as rs', 'rs.id', 'ab.snapshot_id')
        .innerJoin('game_roles as gr', (join) =>
          join
            .onRef('gr.game_id', '=', 'rs.game_id')
            .onRef('gr.game_role_id', '=', 'rs.game_role_id'),
        )
        .select('gr.uid')
        .where('ab.avatar_id', '=', avatar)
        .execute();
      // Earlier departures may have shortened the list; more holders than listed remain.
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.length).toBeLessThanOrEqual(LISTED_BUILDS);
      expect(top[1]).toBeGreaterThan(listed.length);
      for (const { uid } of listed) await setSwitch(env.db, Number(uid), 2, 2, false);
      await expectInStep(env);
      expect(await publicBuild(env.db, avatar)).toBeDefined();
    });

    it('equal a rebuild from scratch (what migration 0011 runs on existing data)', async () => {
      const incremental = await storedView(env.db);
      await rebuildPublicAggregates(env.db);
      expect(await storedView(env.db)).toEqual(incremental);
    });

    it('count an owner from the day they turn 13', async () => {
      const [p] = playersWith('spiral_abyss', 1, 150);
      if (!p) throw new Error('seed without a public player');
      const now = new Date();
      const birthday = new Date(now.getTime() + 10 * 86_400_000);
      const birth = `${birthday.getUTCFullYear() - 13}-${String(birthday.getUTCMonth() + 1).padStart(2, '0')}-${String(birthday.getUTCDate()).padStart(2, '0')}`;
      await applyBundle(env.db, { accounts: [{ ...p.account, birth_date: birth }] });
      await expectInStep(env);
      const later = new Date(birthday.getTime() + 86_400_000);
      await env.db.transaction().execute(async (trx) => {
        const batch = new AggregateBatch(trx, later);
        await batch.sweep();
        await batch.flush();
      });
      await expectInStep(env, later);
    });
  },
  { bundle: null },
);

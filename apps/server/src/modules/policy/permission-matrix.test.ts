import { endpoints } from '@chronicle/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../load-demo.js';
import { describeEachDb, envelope } from '../../test/harness.js';
import { createAccount } from '../account/account.service.js';
import {
  LUMINE,
  MINOR,
  TRAVELER,
  copyRecords,
  ensureLink,
  firstPassStates,
  matrixRows,
  secondPassStates,
  stateLabel,
  targetOf,
  urlOf,
  writeSwitches,
  type Row,
} from './permission-matrix.test-support.js';
import {
  MATRIX_GAMES,
  OWN,
  RELATIONS,
  expectedOutcome,
  type Expected,
  type MatrixState,
  type Relation,
  type Target,
} from './permission-rules.js';

/*
 * Every endpoint of the contract (and the export, which is outside it) × every relation of viewer
 * and role (owner, visitor, logged out, under-13 visitor, under-13 owner, visitor of an under-13
 * account) × switch states, against the demo data, on SQLite and PostgreSQL. First pass: every
 * state of the main game's three switches, the other games' following it. Second pass: each other
 * game's own switches in every combination while the rest hold the opposite, so a read that follows
 * another game's switch than its role's shows (permission-matrix.test-support.ts says why these).
 */

const { rows, outOfScope, missing } = matrixRows();
const firstPass = firstPassStates();
const secondPass = secondPassStates();
/** The states the rows that read no switch run in (`switchBlind`): all public, all private. */
const allPrivate = firstPass[firstPass.length - 1];
const blindStates = new Set([firstPass[0], allPrivate]);
const runsIn = (row: Row, state: MatrixState) =>
  !row.rule.switchBlind ||
  (row.rule.allPrivateOnly ? state === allPrivate : blindStates.has(state));
const LINK_OF: Record<number, number> = { [TRAVELER]: 900_001, [MINOR]: 900_005 };

describe('the permission table', () => {
  it('names a rule for every endpoint of the contract', () => {
    expect(missing).toEqual([]);
    expect(rows.length).toBeGreaterThan(40);
    // Only the account flow, the operator API and a challenge's answer are outside the viewer
    // matrix: the linked accounts, history and the account's own data all have rows.
    for (const id of outOfScope) {
      expect(id).toMatch(/^(account\.|ingest\.|risk\.verifyGeetest$)/);
    }
    for (const id of ['upstream.', 'history.', 'ownership.delete', 'ownership.export']) {
      expect(rows.some((row) => row.id.startsWith(id))).toBe(true);
    }
  });
});

/** The parts of an answer a rule's expectation names. */
interface Answer {
  list?: { game_id: number }[];
  user_info?: { is_minor: boolean };
  allowed?: boolean;
  summary?: { snapshots: number; skipped: { reason: string }[] };
  links?: { id: number }[];
}

/** A download's role ids, and whether everything in it is the viewer's. */
function downloadOf(response: LightMyRequestResponse, viewerRoles: ReadonlySet<string>) {
  const isZip = response.rawPayload.subarray(0, 2).toString('latin1') === 'PK';
  let roleIds: string[];
  let onlyViewers: boolean;
  if (isZip) {
    // File names are stored uncompressed: answers/<game>-<role id>.json.
    const names = response.rawPayload.toString('latin1').matchAll(/answers\/\w+-(\d+)\.json/g);
    roleIds = [...names].map((m) => m[1] as string);
    onlyViewers = roleIds.length > 0 && roleIds.every((id) => viewerRoles.has(id));
  } else {
    const bundle = response.json<{
      accounts: { uid: number }[];
      roles: { uid: number; game_role_id: string }[];
      snapshots: { game_role_id: string }[];
    }>();
    roleIds = bundle.roles.map((r) => r.game_role_id);
    onlyViewers =
      roleIds.length > 0 &&
      [...bundle.accounts, ...bundle.roles].every((a) => viewerRoles.has(`uid:${a.uid}`)) &&
      [...bundle.roles, ...bundle.snapshots].every((s) => viewerRoles.has(s.game_role_id));
  }
  return { roleIds, onlyViewers };
}

describeEachDb(
  'permission matrix: every endpoint × relation × switch state',
  (env) => {
    const cookies = new Map<number, Record<string, string>>();
    const targets = new Map<'adult' | 'minor', Target>();
    /** Per viewer, its role ids and `uid:<uid>` (what its own download may hold). */
    const owned = new Map<number, Set<string>>();
    const names = new Map<number, string>();
    let reads = 0;

    beforeAll(async () => {
      await loadDemoData(env.db);
      for (const uid of [TRAVELER, LUMINE, MINOR]) cookies.set(uid, await env.sessionCookies(uid));
      await copyRecords(env, 2, '812000101', '912000505');
      await copyRecords(env, 6, '800000101', '900000505');
      await copyRecords(env, 1, '150000101', '150000505');
      // Ten years old whenever the suite runs, whatever the demo's date says.
      const birth = `${new Date().getUTCFullYear() - 10}-01-01`;
      await env.db
        .updateTable('accounts')
        .set({ birth_date: birth })
        .where('uid', '=', MINOR)
        .execute();
      for (const uid of [TRAVELER, MINOR]) await ensureLink(env, uid, LINK_OF[uid] as number);
      for (const uid of [TRAVELER, LUMINE, MINOR]) {
        const roles = await env.db
          .selectFrom('game_roles')
          .select('game_role_id')
          .where('uid', '=', uid)
          .execute();
        owned.set(uid, new Set([`uid:${uid}`, ...roles.map((r) => r.game_role_id)]));
        const { account } = await env.db
          .selectFrom('accounts')
          .select('account')
          .where('uid', '=', uid)
          .executeTakeFirstOrThrow();
        names.set(uid, account);
      }
      targets.set(
        'adult',
        await targetOf(env, TRAVELER, '812000101', 'os_asia', LINK_OF[TRAVELER] as number),
      );
      targets.set(
        'minor',
        await targetOf(env, MINOR, '912000505', 'os_cht', LINK_OF[MINOR] as number),
      );
    }, 120_000);

    /** Viewer and role of each relation. */
    const parties = (relation: Relation): { viewer: number | null; target: Target } => {
      const adult = targets.get('adult') as Target;
      const minor = targets.get('minor') as Target;
      switch (relation) {
        case 'owner':
          return { viewer: TRAVELER, target: adult };
        case 'visitor':
          return { viewer: LUMINE, target: adult };
        case 'loggedOut':
          return { viewer: null, target: adult };
        case 'minorVisitor':
          return { viewer: MINOR, target: adult };
        case 'minorOwner':
          return { viewer: MINOR, target: minor };
        case 'visitorOfMinor':
          return { viewer: LUMINE, target: minor };
      }
    };

    /** One read: the request of a row for a relation, and its outcome next to the expected one. */
    async function read(row: Row, relation: Relation, state: MatrixState): Promise<string | null> {
      const { viewer, target } = parties(relation);
      const viewerInfo = viewer === null ? null : { uid: viewer, account: names.get(viewer) ?? '' };
      const request = row.rule.request(target, state[row.game], viewerInfo, row.game);
      const response = await env.request(row.method, row.url, {
        cookies: viewer === null ? {} : cookies.get(viewer),
        ...(request.query ? { query: request.query } : {}),
        ...(request.body !== undefined ? { body: request.body } : {}),
      });
      const expected = expectedOutcome(row.rule, row.game, row.loginRetcode, relation, state);
      const actual: Expected = { retcode: -1 };
      let message = '';
      if (String(response.headers['content-disposition']).startsWith('attachment')) {
        const download = downloadOf(response, owned.get(viewer as number) as Set<string>);
        actual.retcode = 0;
        actual.exportsTarget = download.roleIds.includes(target.role_id);
        actual.onlyViewersData = download.onlyViewers;
      } else {
        const body = envelope<Answer>(response);
        actual.retcode = body.retcode;
        message = body.message;
        if (expected.cardListed !== undefined) {
          const list = body.data?.list ?? [];
          actual.cardListed = Object.fromEntries(
            MATRIX_GAMES.map((g) => [g, list.some((card) => card.game_id === g)]),
          );
        }
        if (expected.isMinor !== undefined) actual.isMinor = body.data?.user_info?.is_minor;
        if (expected.allowed !== undefined) actual.allowed = body.data?.allowed;
        if (expected.linkListed !== undefined) {
          actual.linkListed = (body.data?.links ?? []).some((link) => link.id === target.linkId);
        }
        if (expected.claimed !== undefined) {
          const summary = body.data?.summary;
          const skipped = summary?.skipped.some((s) => s.reason === 'other_account') ?? false;
          actual.claimed = !skipped || (summary?.snapshots ?? 0) > 0;
        }
      }
      reads += 1;
      if (response.statusCode === 200 && JSON.stringify(actual) === JSON.stringify(expected)) {
        return null;
      }
      return `${row.id} ${relation}: got ${response.statusCode} ${JSON.stringify(actual)} (${message}), want ${JSON.stringify(expected)}`;
    }

    async function runState(state: MatrixState): Promise<void> {
      for (const uid of [TRAVELER, MINOR]) await writeSwitches(env, uid, state);
      const mismatches: string[] = [];
      let expectedReads = 0;
      const before = reads;
      for (const row of rows) {
        if (!runsIn(row, state)) continue;
        expectedReads += RELATIONS.length;
        if (row.rule.switchBlind) {
          // One at a time, owners last: an owner's unlink must not answer a visitor's read for it.
          for (const relation of [...RELATIONS].sort((a, b) => Number(OWN[a]) - Number(OWN[b]))) {
            const mismatch = await read(row, relation, state);
            if (mismatch) mismatches.push(mismatch);
          }
          for (const uid of [TRAVELER, MINOR]) await ensureLink(env, uid, LINK_OF[uid] as number);
        } else {
          const found = await Promise.all(RELATIONS.map((r) => read(row, r, state)));
          mismatches.push(...found.filter((m): m is string => m !== null));
        }
      }
      expect(mismatches).toEqual([]);
      expect(reads - before).toBe(expectedReads);
    }

    for (const state of firstPass) {
      it(
        `first pass, ${stateLabel(state)}: every endpoint answers each relation as its rule says`,
        () => runState(state),
        120_000,
      );
    }

    for (const state of secondPass) {
      it(
        `second pass, ${stateLabel(state)}: each game's switches govern its own endpoints only`,
        () => runState(state),
        120_000,
      );
    }

    it("an account's owner can erase it, and only its own data goes", async () => {
      const { uid } = await createAccount(env.db, {
        account: 'matrix-eraser',
        password: 'pw-eraser',
      });
      const answer = envelope<{ roles: number }>(
        await env.post(urlOf(endpoints.accountData.deleteOwnAccount), {
          as: Number(uid),
          body: { confirm: 'matrix-eraser' },
        }),
      );
      expect(answer.retcode).toBe(0);
      const left = await env.db.selectFrom('accounts').select('uid').execute();
      expect(left.map((a) => Number(a.uid))).not.toContain(Number(uid));
      for (const kept of [TRAVELER, LUMINE, MINOR]) {
        expect(left.map((a) => Number(a.uid))).toContain(kept);
      }
      // Every state ran every row meant for it, each row for every relation.
      const states = [...firstPass, ...secondPass];
      const planned = states.reduce((n, s) => n + rows.filter((row) => runsIn(row, s)).length, 0);
      expect(reads).toBe(planned * RELATIONS.length);
    });
  },
  { bundle: null },
);

import { MOUNTS, endpoints, type EndpointDef } from '@chronicle/contract';
import { envelope, type TestEnv } from '../../test/harness.js';
import { EXTRA_ROUTES, FAMILY_GAME, PERMISSION_TABLE } from './permission-matrix.js';
import {
  MATRIX_GAMES,
  PARTS,
  type MatrixGame,
  type MatrixRule,
  type MatrixState,
  type Rule,
  type SwitchState,
  type Target,
} from './permission-rules.js';
import { setSwitch } from './policy.service.js';

/*
 * What the permission matrix test needs besides its loop: its rows, its switch states, and the
 * demo roles' ids read through the API as their owners.
 */

export const TRAVELER = 100000001;
export const LUMINE = 100000002;
export const MINOR = 100000005;

export interface Row {
  id: string;
  method: EndpointDef['method'];
  url: string;
  loginRetcode: number | undefined;
  rule: MatrixRule;
  game: MatrixGame;
}

export function urlOf(endpoint: EndpointDef): string {
  return `${MOUNTS[endpoint.family][0]}/${endpoint.path}`;
}

/** The table's rows in contract order, then the routes outside it; lists endpoints with no row. */
export function matrixRows(): { rows: Row[]; outOfScope: string[]; missing: string[] } {
  const rows: Row[] = [];
  const outOfScope: string[] = [];
  const missing: string[] = [];
  const table = PERMISSION_TABLE as unknown as Record<string, Record<string, Rule | undefined>>;
  for (const [family, group] of Object.entries(endpoints)) {
    for (const [key, endpoint] of Object.entries(group as Record<string, EndpointDef>)) {
      const entry = table[family]?.[key];
      if (!entry) {
        missing.push(endpoint.id);
        continue;
      }
      if (entry.access === 'outOfScope') {
        outOfScope.push(endpoint.id);
        continue;
      }
      for (const game of entry.games ?? [FAMILY_GAME[family] ?? 2]) {
        rows.push({
          id: entry.games ? `${endpoint.id} (game ${game})` : endpoint.id,
          method: endpoint.method,
          url: urlOf(endpoint),
          loginRetcode: endpoint.loginRetcode,
          rule: entry,
          game,
        });
      }
    }
  }
  for (const extra of EXTRA_ROUTES) {
    rows.push({ ...extra, game: 2 });
  }
  return { rows, outOfScope, missing };
}

/** Every combination of the given parts (all public first); the other parts take `rest`. */
function combinations(parts: readonly number[], rest: boolean): SwitchState[] {
  const states: SwitchState[] = [];
  for (let mask = 0; mask < 1 << parts.length; mask += 1) {
    const state: Record<number, boolean> = Object.fromEntries(PARTS.map((p) => [p, rest]));
    parts.forEach((part, i) => (state[part] = (mask & (1 << i)) === 0));
    states.push(state);
  }
  return states;
}

const negate = (s: SwitchState): SwitchState => Object.fromEntries(PARTS.map((p) => [p, !s[p]]));

/** First pass: every state of the main game's three switches, the other games' following it. */
export function firstPassStates(): MatrixState[] {
  return combinations(PARTS, true).map((s) => ({ 2: s, 6: s, 1: s }));
}

/**
 * Second pass: every combination of one other game's own switches (hkrpg: 1, 4 and 3; honkai3rd: 1
 * and 2, its inert 3 off) while both other games hold the opposite of every part. The full product
 * of the three games (8 × 8 × 4 states) would take minutes; these states are the ones where a read
 * governed by the wrong game's switch, or by the wrong switch of the right game, answers differently
 * in at least one state: each pair of games differs on every part (hkrpg against both others in its
 * half, honkai3rd against both in its half), one way and the other way round.
 */
export function secondPassStates(): MatrixState[] {
  const hsr = combinations(PARTS, true).map((s) => ({ 2: negate(s), 6: s, 1: negate(s) }));
  const bh3 = combinations([PARTS[0], PARTS[1]], false).map((s) => ({
    2: negate(s),
    6: negate(s),
    1: s,
  }));
  return [...hsr, ...bh3];
}

export const stateLabel = (state: MatrixState) =>
  MATRIX_GAMES.map(
    (g) => `${g}[${PARTS.map((p) => `${p}:${state[g][p] ? 'on' : 'off'}`).join(' ')}]`,
  ).join(' ');

/**
 * The switches written per game: each game's own, plus a decoy — a switch id the game does not use
 * for character details, stored opposite to the one it does (4 in the main game and honkai3rd, 2 in
 * hkrpg) — so reading the wrong id shows. Honkai3rd's 3 is stored though the game has no notes
 * switch: its notes must not heed it.
 */
const STORED: Record<MatrixGame, readonly [number, (s: SwitchState) => boolean][]> = {
  2: [
    [1, (s) => s[1]!],
    [2, (s) => s[2]!],
    [3, (s) => s[3]!],
    [4, (s) => !s[2]],
  ],
  6: [
    [1, (s) => s[1]!],
    [4, (s) => s[2]!],
    [3, (s) => s[3]!],
    [2, (s) => !s[2]],
  ],
  1: [
    [1, (s) => s[1]!],
    [2, (s) => s[2]!],
    [3, (s) => s[3]!],
    [4, (s) => !s[2]],
  ],
};

export async function writeSwitches(env: TestEnv, uid: number, state: MatrixState) {
  for (const game of MATRIX_GAMES) {
    for (const [id, value] of STORED[game]) {
      await setSwitch(env.db, uid, game, id, value(state[game]));
    }
  }
}

async function ownerData<T>(env: TestEnv, as: number, url: string, body?: object): Promise<T> {
  const response = body ? await env.post(url, { as, body }) : await env.get(url, { as });
  const parsed = envelope<T>(response);
  if (parsed.retcode !== 0) throw new Error(`${url} answered ${parsed.retcode}`);
  return parsed.data;
}

/** The account's role in a game, from the role table. */
async function roleIn(env: TestEnv, uid: number, gameId: number) {
  const row = await env.db
    .selectFrom('game_roles')
    .select(['game_role_id', 'region'])
    .where('uid', '=', uid)
    .where('game_id', '=', gameId)
    .executeTakeFirstOrThrow();
  return { role_id: row.game_role_id, server: row.region };
}

/** The ids inside an account's roles the requests need, read through the API as their owner. */
export async function targetOf(
  env: TestEnv,
  uid: number,
  roleId: string,
  server: string,
  linkId: number,
): Promise<Target> {
  const api = '/game_record/genshin/api';
  const q = `role_id=${roleId}&server=${server}`;
  const role = { role_id: roleId, server };
  const list = await ownerData<{ list: { id: number }[] }>(env, uid, `${api}/character/list`, role);
  const calendar = await ownerData<{
    act_list: { id: number }[];
    fixed_act_list: { id: number }[];
  }>(env, uid, `${api}/act_calendar`, role);
  const backs = await ownerData<{ card_back_list: { id: number; has_gained: boolean }[] }>(
    env,
    uid,
    `${api}/gcg/cardBackList?${q}`,
  );
  const schedule = await ownerData<{ schedule_list?: { id: number }[] }>(
    env,
    uid,
    `${api}/gcg/challenge/schedule?${q}`,
  );
  const hsr = await roleIn(env, uid, 6);
  const hsrAvatars = await ownerData<{ avatar_list: { id: number }[] }>(
    env,
    uid,
    `${urlOf(endpoints.hkrpg.avatarInfo)}?role_id=${hsr.role_id}&server=${hsr.server}`,
  );
  const bh3 = await roleIn(env, uid, 1);
  const valkyries = await ownerData<{ characters: { character: { avatar: { id: string } } }[] }>(
    env,
    uid,
    `${urlOf(endpoints.honkai3rd.characters)}?role_id=${bh3.role_id}&server=${bh3.server}`,
  );
  const account = await env.db
    .selectFrom('accounts')
    .select('account')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  const acts = [...calendar.act_list, ...calendar.fixed_act_list];
  return {
    uid,
    account: account.account,
    role_id: roleId,
    server,
    characterId: list.list[0]?.id ?? 10000002,
    actId: acts[0]?.id ?? 1,
    gcgCardBackId: backs.card_back_list.find((c) => c.has_gained)?.id ?? 0,
    gcgScheduleId: schedule.schedule_list?.[0]?.id ?? 13,
    gcgDeckId: 1,
    hsr: { ...hsr, characterId: hsrAvatars.avatar_list[0]?.id ?? 0 },
    bh3: { ...bh3, characterId: Number(valkyries.characters[0]?.character.avatar.id ?? 0) },
    linkId,
  };
}

/**
 * (Re)makes an upstream link of the account with a fixed id: its cookies are never read (no
 * upstream is configured and tests run no sync worker), and the owner's unlink removes it.
 */
export async function ensureLink(env: TestEnv, uid: number, linkId: number): Promise<void> {
  const found = await env.db
    .selectFrom('upstream_links')
    .select('id')
    .where('id', '=', linkId)
    .executeTakeFirst();
  if (found) return;
  await env.db
    .insertInto('upstream_links')
    .values({
      id: linkId,
      uid,
      upstream: 'matrix',
      upstream_uid: String(uid + 900_000_000),
      cookies: 'never-read',
      langs: '["en-us"]',
      status: 'ok',
      last_error: null,
      last_run: null,
      progress: null,
      last_sync_at: null,
      last_success_at: null,
      next_sync_at: 4_102_444_800_000,
      lease_owner: null,
      created_at: 1_700_000_000_000,
    })
    .execute();
}

/**
 * Gives the under-13 role the adult role's records (it has played less of the game in the demo), so
 * an owner's request is never refused for missing data and only permissions decide the outcome.
 */
export async function copyRecords(env: TestEnv, gameId: number, from: string, to: string) {
  const rows = await env.db
    .selectFrom('record_snapshots')
    .select(['game_id', 'kind', 'period', 'captured_at', 'payload'])
    .where('game_id', '=', gameId)
    .where('game_role_id', '=', from)
    .execute();
  await env.db
    .deleteFrom('record_snapshots')
    .where('game_id', '=', gameId)
    .where('game_role_id', '=', to)
    .execute();
  if (rows.length === 0) return;
  await env.db
    .insertInto('record_snapshots')
    .values(rows.map((row) => ({ ...row, game_role_id: to })))
    .execute();
  // The level decides which honkai3rd abyss report applies; the copy plays like its source.
  const source = await env.db
    .selectFrom('game_roles')
    .select('level')
    .where('game_id', '=', gameId)
    .where('game_role_id', '=', from)
    .executeTakeFirstOrThrow();
  await env.db
    .updateTable('game_roles')
    .set({ level: source.level })
    .where('game_id', '=', gameId)
    .where('game_role_id', '=', to)
    .execute();
}

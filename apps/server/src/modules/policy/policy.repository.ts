import { SWITCH, characterDetailsSwitch } from '@chronicle/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { statementChunks } from '../../db/chunks.js';
import { fromFlag, toFlag } from '../../db/dialect.js';
import { runPrepared } from '../../db/prepared.js';
import { withAggregates } from '../aggregates/aggregate-batch.js';
import type { RoleRow } from '../binding/binding.repository.js';

/** Stored switches of an account in one game (switch id → public). Missing ids are not listed. */
export async function switchesOf(
  db: Kysely<Database>,
  uid: number,
  gameId: number,
): Promise<Map<number, boolean>> {
  const rows = await db
    .selectFrom('privacy_switches')
    .select(['switch_id', 'is_public'])
    .where('uid', '=', uid)
    .where('game_id', '=', gameId)
    .execute();
  return new Map(rows.map((r) => [r.switch_id, fromFlag(r.is_public)]));
}

/**
 * An account's birth date with every switch it stored in every game, in one statement (a record
 * card shows three games); undefined when there is no such account.
 */
export async function accountWithSwitches(
  db: Kysely<Database>,
  uid: number,
): Promise<{ birthDate: string | null; switches: Map<number, Map<number, boolean>> } | undefined> {
  const rows = await runPrepared(db, 'policy:accountWithSwitches', [uid], ([owner]) =>
    db
      .selectFrom('accounts')
      .leftJoin('privacy_switches', 'privacy_switches.uid', 'accounts.uid')
      .select([
        'accounts.birth_date',
        'privacy_switches.game_id',
        'privacy_switches.switch_id',
        'privacy_switches.is_public',
      ])
      .where('accounts.uid', '=', owner),
  );
  const [first] = rows;
  if (!first) return undefined;
  const switches = new Map<number, Map<number, boolean>>();
  for (const row of rows) {
    if (row.game_id === null || row.switch_id === null || row.is_public === null) continue;
    const game = Number(row.game_id);
    let stored = switches.get(game);
    if (!stored) {
      stored = new Map();
      switches.set(game, stored);
    }
    stored.set(Number(row.switch_id), fromFlag(row.is_public));
  }
  return { birthDate: first.birth_date, switches };
}

export async function upsertSwitch(
  db: Kysely<Database>,
  uid: number,
  gameId: number,
  switchId: number,
  isPublic: boolean,
): Promise<void> {
  await upsertSwitches(db, [{ uid, game_id: gameId, switch_id: switchId, is_public: isPublic }]);
}

/** Writes switches in order (of one switch written twice, the later value stays). */
export async function upsertSwitches(
  db: Kysely<Database>,
  switches: readonly { uid: number; game_id: number; switch_id: number; is_public: boolean }[],
): Promise<void> {
  const last = new Map(switches.map((s) => [`${s.uid}:${s.game_id}:${s.switch_id}`, s]));
  const rows = [...last.values()].map((s) => ({ ...s, is_public: toFlag(s.is_public) }));
  // The public aggregates count a role's records only while its owner's switches allow it.
  await withAggregates(db, async (trx, batch) => {
    for (const part of statementChunks(rows)) {
      await trx
        .insertInto('privacy_switches')
        .values(part)
        .onConflict((oc) =>
          oc
            .columns(['uid', 'game_id', 'switch_id'])
            .doUpdateSet((eb) => ({ is_public: eb.ref('excluded.is_public') })),
        )
        .execute();
    }
    batch.accountsChanged(rows.map((r) => r.uid));
  });
}

/** An account's birth date (YYYY-MM-DD), `null` when not given, `undefined` when no such account. */
export async function birthDateOf(
  db: Kysely<Database>,
  uid: number,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select('birth_date')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row ? row.birth_date : undefined;
}

/** Whether at least one of an account's roles has its chronicle (switch 1) public in its game. */
export async function hasPublicChronicle(db: Kysely<Database>, uid: number): Promise<boolean> {
  const row = await db
    .selectFrom('game_roles as gr')
    .select('gr.game_role_id')
    .where('gr.uid', '=', uid)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('privacy_switches as ps')
            .select('ps.switch_id')
            .whereRef('ps.uid', '=', 'gr.uid')
            .whereRef('ps.game_id', '=', 'gr.game_id')
            .where('ps.switch_id', '=', 1)
            .where('ps.is_public', '=', toFlag(false)),
        ),
      ),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What the policy needs about the account owning a role: its birth date (null when not given) and
 * the stored values of the switches a records or notes decision may look at in the role's game (a
 * switch without a stored row is public, so it is not listed).
 */
export interface OwnerFacts {
  birthDate: string | null;
  switches: Map<number, boolean>;
}

/** The switches a records or notes decision may look at in a game. */
const factSwitchIds = (gameId: number): number[] => [
  ...new Set([SWITCH.chronicle, characterDetailsSwitch(gameId), SWITCH.realTimeNotes]),
];

/** The extra columns of the owner facts; the prefix keeps them apart from a role's own columns. */
const FACT_PREFIX = 'owner_';
type FactRow = Record<string, unknown>;

/** One scalar subquery per switch of the owner (`uid`), each a primary-key lookup. */
function switchColumns(
  eb: ExpressionBuilder<Database, 'game_roles'> | ExpressionBuilder<Database, 'accounts'>,
  uid: 'game_roles.uid' | 'accounts.uid',
  gameId: number,
  switchIds: readonly number[],
) {
  const e = eb as ExpressionBuilder<Database, 'game_roles' | 'accounts'>;
  return switchIds.map((switchId) =>
    e
      .selectFrom('privacy_switches')
      .select('privacy_switches.is_public')
      .whereRef('privacy_switches.uid', '=', uid)
      .where('privacy_switches.game_id', '=', gameId)
      .where('privacy_switches.switch_id', '=', switchId)
      .as(`${FACT_PREFIX}switch_${switchId}`),
  );
}

/** The owner facts of a row with the columns of `switchColumns` and the owner's birth date. */
function factsOf(row: FactRow, gameId: number): OwnerFacts {
  const switches = new Map<number, boolean>();
  for (const id of factSwitchIds(gameId)) {
    const value = row[`${FACT_PREFIX}switch_${id}`];
    if (typeof value === 'number') switches.set(id, fromFlag(value));
  }
  const birthDate = row[`${FACT_PREFIX}birth_date`];
  return { birthDate: typeof birthDate === 'string' ? birthDate : null, switches };
}

/**
 * The owner facts of an account in a game in one query, where the policy would otherwise read its
 * switches and its birth date apart. Undefined when there is no such account.
 */
export async function ownerFacts(
  db: Kysely<Database>,
  uid: number,
  gameId: number,
): Promise<OwnerFacts | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select(`accounts.birth_date as ${FACT_PREFIX}birth_date`)
    .select((eb) => switchColumns(eb, 'accounts.uid', gameId, factSwitchIds(gameId)))
    .where('accounts.uid', '=', uid)
    .executeTakeFirst();
  return row && factsOf(row, gameId);
}

/**
 * A role of a game with its owner facts, in one query: a shared read of `game_roles`, `accounts`
 * and `privacy_switches` that the policy owns. It stands for `binding.findRole` followed by the
 * policy's reads of the owner's switches and birth date on the records API's hot path, where every
 * query is a round trip (a pool checkout on PostgreSQL). The role comes back exactly as
 * `findRole` reads it. The owner always exists: `game_roles.uid` references `accounts`.
 */
export async function roleWithOwnerFacts(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
): Promise<{ role: RoleRow; owner: OwnerFacts } | undefined> {
  // Read on every records request, and costlier to build than to run: compiled once per game's
  // switch ids (db/prepared.ts).
  const switchIds = factSwitchIds(gameId);
  const [row] = await runPrepared(
    db,
    `roleWithOwnerFacts:${switchIds.join(',')}`,
    [gameId, gameRoleId],
    ([game, roleId]) =>
      db
        .selectFrom('game_roles')
        .selectAll('game_roles')
        .select((eb) => [
          eb
            .selectFrom('accounts')
            .select('accounts.birth_date')
            .whereRef('accounts.uid', '=', 'game_roles.uid')
            .as(`${FACT_PREFIX}birth_date`),
          ...switchColumns(eb, 'game_roles.uid', game, switchIds),
        ])
        .where('game_roles.game_id', '=', game)
        .where('game_roles.game_role_id', '=', roleId),
  );
  if (!row) return undefined;
  // The role's own columns, in the order `findRole` gives them; the prefixed ones are the facts.
  const role: FactRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (!key.startsWith(FACT_PREFIX)) role[key] = value;
  }
  return { role: role as RoleRow, owner: factsOf(row, gameId) };
}

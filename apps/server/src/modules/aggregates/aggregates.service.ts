import type { CharacterBuild } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import { adultBirthCutoff } from '../account/age.js';
import { withAggregates } from './aggregate-batch.js';

/*
 * What the public pages read: a handful of rows, whatever the number of roles. Before the first
 * read of each UTC day the accounts whose owners turned 13 that day join the sums (the only change
 * no write announces); every other change was applied by the write that made it.
 */

const sweptOn = new WeakMap<Kysely<Database>, string>();

async function current(db: Kysely<Database>): Promise<void> {
  const cutoff = adultBirthCutoff(new Date());
  if (sweptOn.get(db) === cutoff) return;
  await withAggregates(db, (_trx, batch) => batch.sweep());
  sweptOn.set(db, cutoff);
}

export interface Teammate {
  id: number;
  count: number;
}

/** The characters most often in a counted abyss team with `avatarId`: most frequent first, then by id. */
export async function publicTeammates(
  db: Kysely<Database>,
  avatarId: number,
  limit = 8,
): Promise<Teammate[]> {
  await current(db);
  const rows = await db
    .selectFrom('aggregate_teammates')
    .select(['mate_id', 'count'])
    .where('avatar_id', '=', avatarId)
    .where('count', '>', 0)
    .orderBy('count', 'desc')
    .orderBy('mate_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.mate_id), count: Number(r.count) }));
}

/** The character's build in the newest counted `characters` snapshot holding one. */
export async function publicBuild(
  db: Kysely<Database>,
  avatarId: number,
): Promise<CharacterBuild | undefined> {
  await current(db);
  const row = await db
    .selectFrom('aggregate_builds')
    .select('build')
    .where('avatar_id', '=', avatarId)
    .orderBy('captured_at', 'desc')
    .orderBy('snapshot_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return fromJson<CharacterBuild | undefined>(row?.build, undefined);
}

/** Roles that fought a season and, per character, the roles that fielded it (overall and per boss). */
export interface SeasonUsage {
  total: number;
  overall: Map<number, number>;
  bosses: Map<number, { roles: number; counts: Map<number, number> }>;
}

/** The numerically newest of season ids ('' for none). */
export function newestSeason(ids: readonly string[]): string {
  return ids.reduce((best, id) => (best === '' || BigInt(id) > BigInt(best) ? id : best), '');
}

/** Usage in a season of the counted Trial of Dread snapshots (the newest season by default). */
export async function publicSeasonUsage(
  db: Kysely<Database>,
  scheduleId: string | undefined,
): Promise<{ scheduleId: string; usage: SeasonUsage }> {
  await current(db);
  let id = scheduleId;
  if (id === undefined) {
    const seasons = await db
      .selectFrom('aggregate_seasons')
      .select('schedule_id')
      .where('snapshots', '>', 0)
      .execute();
    id = newestSeason(seasons.map((s) => s.schedule_id));
  }
  const usage: SeasonUsage = { total: 0, overall: new Map(), bosses: new Map() };
  const season = await db
    .selectFrom('aggregate_seasons')
    .select('roles')
    .where('schedule_id', '=', id)
    .executeTakeFirst();
  usage.total = Number(season?.roles ?? 0);
  const rows = await db
    .selectFrom('aggregate_season_usage')
    .select(['boss_id', 'avatar_id', 'count'])
    .where('schedule_id', '=', id)
    .where('count', '>', 0)
    .execute();
  for (const r of rows) {
    const [boss, avatar, count] = [Number(r.boss_id), Number(r.avatar_id), Number(r.count)];
    if (boss === -1) {
      usage.overall.set(avatar, count);
      continue;
    }
    const entry = usage.bosses.get(boss) ?? { roles: 0, counts: new Map<number, number>() };
    usage.bosses.set(boss, entry);
    if (avatar === -1) entry.roles = count;
    else entry.counts.set(avatar, count);
  }
  return { scheduleId: id, usage };
}

import type {
  AbyssSnapshot,
  CharacterBuild,
  CharactersSnapshot,
  HardChallengeSnapshot,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import { countUsage } from '../hard-challenge/popularity.js';
import { switchesForPublicAggregate } from '../policy/policy.service.js';
import { publicSnapshots } from '../records/public-snapshots.repository.js';
import { KEEP } from './aggregate-flush.js';
import { newestSeason } from './aggregates.service.js';

/*
 * The public aggregates computed from scratch, the way every request used to: read every public
 * snapshot. Tests compare the tables kept up to date on each write with this, so the incremental
 * path cannot drift. Both sides come out as sorted plain data (`AggregateView`).
 */

export interface AggregateView {
  /** [avatar, mate, teams] */
  teammates: [number, number, number][];
  /** [schedule, snapshots, roles that fought] */
  seasons: [string, number, number][];
  /** [schedule, boss (-1 overall), avatar (-1 the boss's roles), roles] */
  usage: [string, number, number, number][];
  /** [avatar, holders, JSON of the newest build] */
  builds: [number, number, string][];
  newestSeason: string;
}

const sortRows = <T extends (string | number)[]>(rows: T[]): T[] =>
  rows.sort((a, b) => {
    for (let i = 0; i < a.length; i += 1) {
      const [x, y] = [a[i] ?? 0, b[i] ?? 0];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  });

/** What the aggregate tables say, with zero sums left out. */
export async function storedView(db: Kysely<Database>): Promise<AggregateView> {
  const teammates = (
    await db.selectFrom('aggregate_teammates').selectAll().where('count', '!=', 0).execute()
  ).map((r): [number, number, number] => [Number(r.avatar_id), Number(r.mate_id), Number(r.count)]);
  const seasonRows = await db
    .selectFrom('aggregate_seasons')
    .selectAll()
    .where((eb) => eb.or([eb('snapshots', '!=', 0), eb('roles', '!=', 0)]))
    .execute();
  const usage = (
    await db.selectFrom('aggregate_season_usage').selectAll().where('count', '!=', 0).execute()
  ).map((r): [string, number, number, number] => [
    r.schedule_id,
    Number(r.boss_id),
    Number(r.avatar_id),
    Number(r.count),
  ]);
  const holders = await db
    .selectFrom('aggregate_build_holders')
    .selectAll()
    .where('holders', '!=', 0)
    .execute();
  const builds: [number, number, string][] = [];
  for (const h of holders) {
    const top = await db
      .selectFrom('aggregate_builds')
      .select('build')
      .where('avatar_id', '=', h.avatar_id)
      .orderBy('captured_at', 'desc')
      .orderBy('snapshot_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    builds.push([Number(h.avatar_id), Number(h.holders), top?.build ?? '']);
  }
  return {
    teammates: sortRows(teammates),
    seasons: sortRows(
      seasonRows.map((r): [string, number, number] => [
        r.schedule_id,
        Number(r.snapshots),
        Number(r.roles),
      ]),
    ),
    usage: sortRows(usage),
    builds: sortRows(builds),
    newestSeason: newestSeason(
      seasonRows.filter((r) => Number(r.snapshots) > 0).map((r) => r.schedule_id),
    ),
  };
}

async function publicPayloads<T>(db: Kysely<Database>, kind: string, today: Date) {
  const kindKey = kind as 'characters' | 'spiral_abyss' | 'hard_challenge';
  const rows = await publicSnapshots(db, kind, switchesForPublicAggregate(kindKey), today)
    .select(['rs.id', 'rs.captured_at', 'rs.payload'])
    .orderBy('rs.captured_at', 'desc')
    .orderBy('rs.id', 'desc')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), payload: fromJson<T>(r.payload, {} as T) }));
}

/** The same, read from every public snapshot. */
export async function expectedView(
  db: Kysely<Database>,
  today: Date = new Date(),
): Promise<AggregateView> {
  const teammates: [number, number, number][] = [];
  const pairs = new Map<string, number>();
  for (const { payload } of await publicPayloads<AbyssSnapshot>(db, 'spiral_abyss', today)) {
    for (const floor of payload.floors) {
      for (const level of floor.levels) {
        for (const battle of level.battles) {
          const team = new Set(battle.avatars.map((a) => a.id));
          for (const a of team)
            for (const m of team) {
              if (a !== m) pairs.set(`${a}:${m}`, (pairs.get(`${a}:${m}`) ?? 0) + 1);
            }
        }
      }
    }
  }
  for (const [key, n] of pairs) {
    const [a, m] = key.split(':').map(Number) as [number, number];
    teammates.push([a, m, n]);
  }

  const bySeason = new Map<string, HardChallengeSnapshot[]>();
  for (const { payload } of await publicPayloads<HardChallengeSnapshot>(
    db,
    'hard_challenge',
    today,
  )) {
    bySeason.set(payload.schedule_id, [...(bySeason.get(payload.schedule_id) ?? []), payload]);
  }
  const seasons: [string, number, number][] = [];
  const usage: [string, number, number, number][] = [];
  for (const [schedule, list] of bySeason) {
    const counted = countUsage(list);
    seasons.push([schedule, list.length, counted.total]);
    for (const [id, n] of counted.overall) usage.push([schedule, -1, id, n]);
    for (const [boss, b] of counted.bosses) {
      if (b.roles !== 0) usage.push([schedule, boss, -1, b.roles]);
      for (const [id, n] of b.counts) usage.push([schedule, boss, id, n]);
    }
  }

  const holders = new Map<number, number>();
  const newest = new Map<number, CharacterBuild>();
  for (const { payload } of await publicPayloads<CharactersSnapshot>(db, 'characters', today)) {
    const seen = new Set<number>();
    for (const build of payload.avatars) {
      if (seen.has(build.id)) continue;
      seen.add(build.id);
      holders.set(build.id, (holders.get(build.id) ?? 0) + 1);
      // Newest snapshot first: the first build met is the one the wiki shows.
      if (!newest.has(build.id)) newest.set(build.id, build);
    }
  }
  const builds = [...holders].map(([id, n]): [number, number, string] => [
    id,
    n,
    JSON.stringify(newest.get(id)),
  ]);
  return {
    teammates: sortRows(teammates),
    seasons: sortRows(seasons),
    usage: sortRows(usage),
    builds: sortRows(builds),
    newestSeason: newestSeason([...bySeason.keys()]),
  };
}

/** How many builds each character keeps listed (for tests that empty a list on purpose). */
export const LISTED_BUILDS = KEEP;

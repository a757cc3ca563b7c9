import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import * as repo from './aggregates.repository.js';
import * as buildRepo from './builds.repository.js';
import { buildsOf, type Delta } from './contributions.js';

/*
 * Writes a transaction's `Delta` to the aggregate tables. Sums are added in key order (PostgreSQL
 * writers then lock rows in one order and never deadlock on them).
 *
 * Builds need more than sums: the wiki shows a character's build from the newest counted snapshot
 * holding it. Each character keeps the builds of its newest few holders (`KEEP`), always the newest
 * ones: when a listed snapshot leaves, the list shrinks but stays the top of the ranking, and a new
 * holder joins when it ranks above the list's last entry (or when the list holds every holder, which
 * the holder count tells). Only a list emptied while holders remain is filled again, by walking
 * the newest counted snapshots: that needs `KEEP` departures of the newest holders in a row.
 */

export const KEEP = 8;

const byKey = <T>(map: Map<string, T>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const pair = (key: string) => key.split(':').map(Number) as [number, number];

interface Ranked extends buildRepo.BuildRef {
  build?: unknown;
}

/** Newest capture first, then the higher snapshot id (the order the wiki always used). */
const newerFirst = (a: buildRepo.BuildRef, b: buildRepo.BuildRef) =>
  b.capturedAt - a.capturedAt || b.snapshotId - a.snapshotId;

async function flushSums(db: Kysely<Database>, delta: Delta): Promise<void> {
  // In (avatar, mate) order, as the string keys `${avatar}:${mate}` used to be sorted. Each key is
  // made once, not twice per comparison (a bundle adds thousands of pairs).
  const teammates = [...delta.teammates]
    .flatMap(([avatar_id, mates]) =>
      [...mates]
        .filter(([, count]) => count !== 0)
        .map(([mate_id, count]) => ({ key: `${avatar_id}:${mate_id}`, avatar_id, mate_id, count })),
    )
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  await repo.addTeammates(db, teammates);
  const seasons = byKey(delta.seasons);
  await repo.addSeasons(
    db,
    seasons
      .filter(([, s]) => s.snapshots !== 0 || s.roles !== 0)
      .map(([schedule_id, s]) => ({ schedule_id, snapshots: s.snapshots, roles: s.roles })),
  );
  await repo.addSeasonUsage(
    db,
    seasons.flatMap(([schedule_id, s]) =>
      byKey(s.usage)
        .filter(([, n]) => n !== 0)
        .map(([key, count]) => {
          const [boss_id, avatar_id] = pair(key);
          return { schedule_id, boss_id, avatar_id, count };
        }),
    ),
  );
  await repo.addHolders(
    db,
    [...delta.holders]
      .filter(([, n]) => n !== 0)
      .sort(([a], [b]) => a - b)
      .map(([avatar_id, holders]) => ({ avatar_id, holders })),
  );
}

/** Fills emptied lists from the newest counted snapshots, stopping once each is full. */
async function refill(
  db: Kysely<Database>,
  wanted: Map<number, number>,
): Promise<{ avatar_id: number; snapshot_id: number; captured_at: number; build: string }[]> {
  const found: { avatar_id: number; snapshot_id: number; captured_at: number; build: string }[] =
    [];
  let before: buildRepo.BuildRef | undefined;
  while (wanted.size > 0) {
    const page = await buildRepo.countedCharactersPage(db, before, 100);
    for (const row of page) {
      const builds = buildsOf(fromJson<unknown>(row.payload, undefined));
      for (const [avatar, left] of wanted) {
        const build = builds.get(avatar);
        if (!build) continue;
        found.push({
          avatar_id: avatar,
          snapshot_id: row.id,
          captured_at: row.captured_at,
          build: JSON.stringify(build),
        });
        if (left <= 1) wanted.delete(avatar);
        else wanted.set(avatar, left - 1);
      }
    }
    const last = page.at(-1);
    if (!last || page.length < 100) break;
    before = { snapshotId: last.id, capturedAt: last.captured_at };
  }
  return found;
}

async function flushBuilds(db: Kysely<Database>, delta: Delta): Promise<void> {
  const touched = await buildRepo.removeBuildsOf(db, [...delta.removedBuilds]);
  const candidates = new Map<number, Ranked[]>();
  for (const [snapshotId, c] of delta.candidates) {
    for (const [avatar, build] of c.builds) {
      const list = candidates.get(avatar) ?? [];
      list.push({ snapshotId, capturedAt: c.capturedAt, build });
      candidates.set(avatar, list);
      touched.add(avatar);
    }
  }
  if (touched.size === 0) return;
  const avatars = [...touched].sort((a, b) => a - b);
  const { holders, lists } = await buildRepo.buildLists(db, avatars);
  const inserts: { avatar_id: number; snapshot_id: number; captured_at: number; build: string }[] =
    [];
  const trims: { avatarId: number; snapshotId: number }[] = [];
  const wanted = new Map<number, number>();
  for (const avatar of avatars) {
    const held = holders.get(avatar) ?? 0;
    const listed = lists.get(avatar) ?? [];
    const fresh = (candidates.get(avatar) ?? []).sort(newerFirst);
    // Holders the list could know of before this transaction's additions.
    const before = held - fresh.length;
    if (listed.length === 0 && before > 0) {
      wanted.set(avatar, Math.min(KEEP, held));
      continue;
    }
    const complete = listed.length === before;
    const last = listed.at(-1);
    const joining = complete || !last ? fresh : fresh.filter((c) => newerFirst(c, last) < 0);
    const kept = [...listed, ...joining].sort(newerFirst).slice(0, KEEP);
    const keptIds = new Set(kept.map((r) => r.snapshotId));
    for (const r of listed) {
      if (!keptIds.has(r.snapshotId)) trims.push({ avatarId: avatar, snapshotId: r.snapshotId });
    }
    for (const r of joining) {
      if (!keptIds.has(r.snapshotId)) continue;
      inserts.push({
        avatar_id: avatar,
        snapshot_id: r.snapshotId,
        captured_at: r.capturedAt,
        build: JSON.stringify(r.build),
      });
    }
  }
  await buildRepo.deleteBuilds(db, trims);
  await buildRepo.insertBuilds(db, [...inserts, ...(await refill(db, wanted))]);
}

export async function flushDelta(db: Kysely<Database>, delta: Delta): Promise<void> {
  if (delta.empty) return;
  await flushSums(db, delta);
  await flushBuilds(db, delta);
}

import type { AbyssSnapshot } from '@chronicle/contract';

/** A teammate and the number of recorded teams it shared with the character. */
export interface Teammate {
  id: number;
  count: number;
}

/** For every character, how many recorded teams it shared with each other character. */
export type TeammateCounts = ReadonlyMap<number, ReadonlyMap<number, number>>;

/** Counts teammates across snapshots: each battle's team counts once per pair of members. */
export function countTeammates(snapshots: readonly AbyssSnapshot[]): TeammateCounts {
  const counts = new Map<number, Map<number, number>>();
  for (const snapshot of snapshots) {
    for (const floor of snapshot.floors) {
      for (const level of floor.levels) {
        for (const battle of level.battles) {
          const team = new Set(battle.avatars.map((a) => a.id));
          for (const member of team) {
            const mates = counts.get(member) ?? new Map<number, number>();
            counts.set(member, mates);
            for (const id of team) if (id !== member) mates.set(id, (mates.get(id) ?? 0) + 1);
          }
        }
      }
    }
  }
  return counts;
}

/** The characters most often fielded in the same team as `avatarId`: most frequent first, then by id. */
export function topTeammates(counts: TeammateCounts, avatarId: number, limit = 8): Teammate[] {
  return [...(counts.get(avatarId) ?? [])]
    .map(([id, count]) => ({ id, count }))
    .sort((a, b) => b.count - a.count || a.id - b.id)
    .slice(0, limit);
}

/** The same for a list of snapshots at once (each battle's team counts once per teammate). */
export function teammatesOf(
  snapshots: readonly AbyssSnapshot[],
  avatarId: number,
  limit = 8,
): Teammate[] {
  return topTeammates(countTeammates(snapshots), avatarId, limit);
}

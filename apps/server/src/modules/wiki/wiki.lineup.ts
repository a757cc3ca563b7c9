import type { AbyssSnapshot } from '@chronicle/contract';

/** A teammate and the number of recorded teams it shared with the character. */
export interface Teammate {
  id: number;
  count: number;
}

/**
 * The characters most often fielded in the same Spiral Abyss team as `avatarId`, across every
 * snapshot: each battle's team counts once per teammate. Most frequent first, then by id.
 */
export function teammatesOf(
  snapshots: readonly AbyssSnapshot[],
  avatarId: number,
  limit = 8,
): Teammate[] {
  const counts = new Map<number, number>();
  for (const snapshot of snapshots) {
    for (const floor of snapshot.floors) {
      for (const level of floor.levels) {
        for (const battle of level.battles) {
          const team = new Set(battle.avatars.map((a) => a.id));
          if (!team.has(avatarId)) continue;
          for (const id of team) if (id !== avatarId) counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      }
    }
  }
  return [...counts]
    .map(([id, count]) => ({ id, count }))
    .sort((a, b) => b.count - a.count || a.id - b.id)
    .slice(0, limit);
}

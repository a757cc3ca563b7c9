import type { CharacterBuild } from '@chronicle/contract';

/*
 * What one snapshot adds to the public aggregates, and the running sum of such additions and
 * removals inside one transaction (`Delta`). The same function reads a snapshot when it enters and
 * when it leaves, so whatever a malformed payload contributes, it takes back exactly.
 */

/** The main-game kinds public aggregates are built from. */
export const AGGREGATE_KINDS = ['characters', 'spiral_abyss', 'hard_challenge'] as const;
export type AggregateKind = (typeof AGGREGATE_KINDS)[number];

export const isAggregateKind = (kind: string): kind is AggregateKind =>
  (AGGREGATE_KINDS as readonly string[]).includes(kind);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const idOf = (value: unknown, key = 'id'): number | undefined => {
  const id = field(value, key);
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
};

/** The teams of an abyss snapshot: each battle's distinct member ids. */
/** (An `AbyssSnapshot`, read defensively: a stored payload is not checked again.) */
export function abyssTeams(snapshot: unknown): Set<number>[] {
  const teams: Set<number>[] = [];
  for (const floor of list(field(snapshot, 'floors'))) {
    for (const level of list(field(floor, 'levels'))) {
      for (const battle of list(field(level, 'battles'))) {
        const ids = list(field(battle, 'avatars')).map((a) => idOf(a));
        teams.push(new Set(ids.filter((id): id is number => id !== undefined)));
      }
    }
  }
  return teams;
}

/** Who one role fielded in one Trial of Dread season, overall and per boss. */
export interface SeasonUse {
  scheduleId: string;
  /** False when the role stored the season without fighting (it names the season but counts no role). */
  fought: boolean;
  fielded: Set<number>;
  perBoss: Map<number, Set<number>>;
}

/** (A `HardChallengeSnapshot`, read defensively.) */
export function seasonUse(snapshot: unknown): SeasonUse | undefined {
  const scheduleId = field(snapshot, 'schedule_id');
  if (typeof scheduleId !== 'string') return undefined;
  const challenges = [
    ...list(field(field(snapshot, 'single'), 'challenge')),
    ...list(field(field(snapshot, 'mp'), 'challenge')),
  ];
  const fielded = new Set<number>();
  const perBoss = new Map<number, Set<number>>();
  for (const challenge of challenges) {
    const boss = idOf(field(challenge, 'monster'), 'monster_id');
    const ids = boss === undefined ? undefined : (perBoss.get(boss) ?? new Set<number>());
    for (const team of list(field(challenge, 'teams'))) {
      const id = idOf(team, 'avatar_id');
      if (id === undefined) continue;
      fielded.add(id);
      ids?.add(id);
    }
    if (boss !== undefined && ids) perBoss.set(boss, ids);
  }
  return { scheduleId, fought: challenges.length > 0, fielded, perBoss };
}

/** The first build of each character in a `characters` snapshot. */
/** (A `CharactersSnapshot`, read defensively.) */
export function buildsOf(snapshot: unknown): Map<number, CharacterBuild> {
  const builds = new Map<number, CharacterBuild>();
  for (const avatar of list(field(snapshot, 'avatars'))) {
    const id = idOf(avatar);
    if (id !== undefined && !builds.has(id)) builds.set(id, avatar as CharacterBuild);
  }
  return builds;
}

/** A counted snapshot of one of the aggregate kinds. */
export interface CountedSnapshot {
  kind: AggregateKind;
  id: number;
  capturedAt: number;
  payload: unknown;
}

export interface SeasonDelta {
  snapshots: number;
  roles: number;
  /** `${boss}:${avatar}` → roles; boss -1 overall, avatar -1 the boss's roles. */
  usage: Map<string, number>;
}

export interface BuildCandidate {
  capturedAt: number;
  builds: Map<number, CharacterBuild>;
}

const bump = <K>(map: Map<K, number>, key: K, by: number) => map.set(key, (map.get(key) ?? 0) + by);

/** Additions and removals of counted snapshots not yet written to the aggregate tables. */
export class Delta {
  /** avatar → mate → teams (numbers as keys: an import adds thousands of pairs per bundle). */
  readonly teammates = new Map<number, Map<number, number>>();
  readonly seasons = new Map<string, SeasonDelta>();
  readonly holders = new Map<number, number>();
  /** Snapshots whose stored builds leave the lists. */
  readonly removedBuilds = new Set<number>();
  /** Counted `characters` snapshots added in this transaction, by snapshot id. */
  readonly candidates = new Map<number, BuildCandidate>();

  add(snapshot: CountedSnapshot): void {
    this.apply(snapshot, 1);
  }

  remove(snapshot: CountedSnapshot): void {
    this.apply(snapshot, -1);
  }

  clear(): void {
    this.teammates.clear();
    this.seasons.clear();
    this.holders.clear();
    this.removedBuilds.clear();
    this.candidates.clear();
  }

  get empty(): boolean {
    return (
      this.teammates.size === 0 &&
      this.seasons.size === 0 &&
      this.holders.size === 0 &&
      this.removedBuilds.size === 0 &&
      this.candidates.size === 0
    );
  }

  private apply(snapshot: CountedSnapshot, sign: 1 | -1): void {
    if (snapshot.kind === 'spiral_abyss') {
      for (const team of abyssTeams(snapshot.payload)) {
        for (const member of team) {
          let mates = this.teammates.get(member);
          if (!mates) this.teammates.set(member, (mates = new Map<number, number>()));
          for (const mate of team) if (mate !== member) bump(mates, mate, sign);
        }
      }
    } else if (snapshot.kind === 'hard_challenge') {
      const use = seasonUse(snapshot.payload);
      if (!use) return;
      const season: SeasonDelta = this.seasons.get(use.scheduleId) ?? {
        snapshots: 0,
        roles: 0,
        usage: new Map<string, number>(),
      };
      this.seasons.set(use.scheduleId, season);
      season.snapshots += sign;
      if (!use.fought) return;
      season.roles += sign;
      for (const id of use.fielded) bump(season.usage, `-1:${id}`, sign);
      for (const [boss, ids] of use.perBoss) {
        bump(season.usage, `${boss}:-1`, sign);
        for (const id of ids) bump(season.usage, `${boss}:${id}`, sign);
      }
    } else {
      const builds = buildsOf(snapshot.payload);
      for (const id of builds.keys()) bump(this.holders, id, sign);
      if (sign > 0) {
        this.candidates.set(snapshot.id, { capturedAt: snapshot.capturedAt, builds });
      } else {
        this.candidates.delete(snapshot.id);
        this.removedBuilds.add(snapshot.id);
      }
    }
  }
}

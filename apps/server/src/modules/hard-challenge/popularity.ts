import type { HardChallengePopularityData, HardChallengeSnapshot, Lang } from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import type { SeasonUsage } from '../aggregates/aggregates.service.js';
import type { Catalog } from '../catalog/catalog.service.js';
import { presentCharacter } from '../catalog/character-view.js';

type PopularAvatar = HardChallengePopularityData['avatar_list'][number];

/** How many characters each ranking lists: enough for a page, small enough to read at a glance. */
const OVERALL_LIMIT = 12;
const PER_BOSS_LIMIT = 6;

interface Present {
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
}

/** Percent with one decimal; 0 for an empty sample rather than NaN. */
const percent = (count: number, total: number) =>
  total === 0 ? 0 : Math.round((count / total) * 1000) / 10;

function ranking(
  counts: ReadonlyMap<number, number>,
  total: number,
  limit: number,
  { catalog, lang, absolute }: Present,
): PopularAvatar[] {
  return [...counts]
    .sort(([a, ca], [b, cb]) => cb - ca || a - b)
    .slice(0, limit)
    .map(([id, count]) => {
      const a = presentCharacter(catalog, id, lang, absolute);
      return {
        avatar_id: id,
        name: a.name,
        element: a.element,
        side_icon: a.sideIcon,
        rarity: a.rarity,
        count,
        rate: percent(count, total),
      };
    });
}

const bump = (map: Map<number, number>, id: number) => map.set(id, (map.get(id) ?? 0) + 1);

/**
 * Usage of characters in one season's snapshots (one per role): a character counts once per role
 * overall, and once per role for each boss it was fielded against (solo or co-op). The server keeps
 * these sums up to date as records change (the public aggregates); this counts a list from scratch.
 */
export function countUsage(snapshots: readonly HardChallengeSnapshot[]): SeasonUsage {
  const usage: SeasonUsage = { total: 0, overall: new Map(), bosses: new Map() };
  for (const snapshot of snapshots) {
    const challenges = [...snapshot.single.challenge, ...snapshot.mp.challenge];
    if (challenges.length === 0) continue;
    usage.total += 1;
    const fielded = new Set<number>();
    const perBoss = new Map<number, Set<number>>();
    for (const c of challenges) {
      const ids = perBoss.get(c.monster.monster_id) ?? new Set<number>();
      c.teams.forEach((t) => {
        ids.add(t.avatar_id);
        fielded.add(t.avatar_id);
      });
      perBoss.set(c.monster.monster_id, ids);
    }
    fielded.forEach((id) => bump(usage.overall, id));
    perBoss.forEach((ids, monsterId) => {
      const boss = usage.bosses.get(monsterId) ?? { roles: 0, counts: new Map<number, number>() };
      boss.roles += 1;
      ids.forEach((id) => bump(boss.counts, id));
      usage.bosses.set(monsterId, boss);
    });
  }
  return usage;
}

/** The popularity answer of a season's usage: rankings with names, elements and rates. */
export function presentUsage(
  usage: SeasonUsage,
  scheduleId: string,
  present: Present,
): HardChallengePopularityData {
  return {
    schedule_id: scheduleId,
    total: usage.total,
    avatar_list: ranking(usage.overall, usage.total, OVERALL_LIMIT, present),
    monster_list: [...usage.bosses]
      .sort(([a], [b]) => a - b)
      .map(([monsterId, boss]) => {
        const view = present.catalog.get('monster', monsterId, present.lang);
        return {
          monster_id: monsterId,
          name: view?.name ?? '',
          icon: present.absolute(view?.icon),
          total: boss.roles,
          avatar_list: ranking(boss.counts, boss.roles, PER_BOSS_LIMIT, present),
        };
      }),
  };
}

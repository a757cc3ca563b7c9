import type {
  HistoryPeriodKind,
  HkrpgIndexSnapshot,
  Honkai3rdIndexSnapshot,
  IndexSnapshot,
  TrendPoint,
  TrendSeries,
  TrendUnit,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { PERIOD_FACTS, type PeriodFacts } from './period-summary.js';
import { periodReadings, storedReadings, type Stored } from './stored-versions.js';

/** A number read from every version of a non-periodic record. */
interface VersionTrend {
  key: string;
  kind: string;
  unit: TrendUnit;
  read: (payload: never) => number | undefined;
}

/** A number read from every stored period of an endgame mode. */
interface PeriodTrend {
  key: string;
  kind: HistoryPeriodKind;
  unit: TrendUnit;
  lowerIsBetter?: boolean;
  read: (facts: PeriodFacts) => number | undefined;
  /** The point's text; the period's headline when absent. */
  label?: (facts: PeriodFacts) => string;
}

const chestsOf = (s: IndexSnapshot['stats']) =>
  s.common_chest_number +
  s.exquisite_chest_number +
  s.precious_chest_number +
  s.luxurious_chest_number +
  s.magic_chest_number;

/** Mean exploration of the regions, in percent with one decimal (the API counts per mille). */
function explorationOf(s: IndexSnapshot): number | undefined {
  const regions = s.world_explorations.filter((r) => r.type === 'Reputation' || r.areas.length);
  if (regions.length === 0) return undefined;
  const total = regions.reduce((sum, r) => sum + Math.min(r.exploration_percentage, 1000), 0);
  return Math.round(total / regions.length) / 10;
}

/** A count read from every version of a kind's payload. */
function counted<T>(kind: string, key: string, read: (s: T) => number | undefined): VersionTrend {
  return { key, kind, unit: 'count', read };
}

const VERSION_TRENDS: Record<number, readonly VersionTrend[]> = {
  2: [
    counted<IndexSnapshot>('index', 'days_active', (s) => s.stats.active_day_number),
    counted<IndexSnapshot>('index', 'characters', (s) => s.stats.avatar_number),
    counted<IndexSnapshot>('index', 'achievements', (s) => s.stats.achievement_number),
    { key: 'exploration', kind: 'index', unit: 'percent', read: explorationOf },
    counted<IndexSnapshot>('index', 'chests', (s) => chestsOf(s.stats)),
  ],
  6: [
    counted<HkrpgIndexSnapshot>('hsr_index', 'days_active', (s) => s.stats.active_days),
    counted<HkrpgIndexSnapshot>('hsr_index', 'characters', (s) => s.stats.avatar_num),
    counted<HkrpgIndexSnapshot>('hsr_index', 'achievements', (s) => s.stats.achievement_num),
    counted<HkrpgIndexSnapshot>('hsr_index', 'chests', (s) => s.stats.chest_num),
  ],
  1: [
    counted<Honkai3rdIndexSnapshot>('bh3_index', 'days_active', (s) => s.stats.active_day_number),
    counted<Honkai3rdIndexSnapshot>('bh3_index', 'battlesuits', (s) => s.stats.armor_number),
    counted<Honkai3rdIndexSnapshot>('bh3_index', 'achievements', (s) => s.stats.achievement_number),
    counted<Honkai3rdIndexSnapshot>('bh3_index', 'stigmata', (s) => s.stats.stigmata_number),
  ],
};

const stars = (f: PeriodFacts) => f.metrics.stars;

const PERIOD_TRENDS: Record<number, readonly PeriodTrend[]> = {
  2: [
    {
      key: 'abyss_floor',
      kind: 'spiral_abyss',
      unit: 'floor',
      read: (f) => f.metrics.floor,
      label: (f) => f.headline.split(' ')[0] ?? '',
    },
    { key: 'abyss_stars', kind: 'spiral_abyss', unit: 'stars', read: stars },
    { key: 'theater_act', kind: 'role_combat', unit: 'act', read: (f) => f.metrics.act },
    {
      key: 'hard_challenge_time',
      kind: 'hard_challenge',
      unit: 'seconds',
      lowerIsBetter: true,
      read: (f) => f.metrics.seconds,
    },
  ],
  6: [
    { key: 'chaos_stars', kind: 'hsr_challenge', unit: 'stars', read: stars },
    { key: 'fiction_stars', kind: 'hsr_challenge_story', unit: 'stars', read: stars },
    { key: 'shadow_stars', kind: 'hsr_challenge_boss', unit: 'stars', read: stars },
  ],
  1: [
    { key: 'abyss_score', kind: 'bh3_new_abyss', unit: 'score', read: (f) => f.metrics.score },
    { key: 'old_abyss_score', kind: 'bh3_old_abyss', unit: 'score', read: (f) => f.metrics.score },
    { key: 'arena_score', kind: 'bh3_battle_field', unit: 'score', read: (f) => f.metrics.score },
  ],
};

/** The trends of a role of a game, each oldest first; series without a point are left out. */
export async function roleTrends(
  db: Kysely<Database>,
  gameId: number,
  roleId: string,
): Promise<TrendSeries[]> {
  const series: TrendSeries[] = [];
  const versionTrends = VERSION_TRENDS[gameId] ?? [];
  // Each version's numbers are read once per stored row (`storedReadings`), every trend of its kind
  // at once: the history of a role grows by a version a day.
  const byKind = new Map<string, Stored<(number | undefined)[]>[]>();
  for (const kind of new Set(versionTrends.map((t) => t.kind))) {
    const trends = versionTrends.filter((t) => t.kind === kind);
    const name = `trend:${gameId}:${kind}`;
    byKind.set(
      kind,
      await storedReadings(db, gameId, roleId, kind, name, (payload: never) =>
        trends.map((t) => t.read(payload)),
      ),
    );
  }
  for (const trend of versionTrends) {
    const index = versionTrends.filter((t) => t.kind === trend.kind).indexOf(trend);
    const points: TrendPoint[] = [];
    for (const v of byKind.get(trend.kind) ?? []) {
      const value = v.payload[index];
      if (value === undefined || !Number.isFinite(value)) continue;
      points.push({ at: Math.floor(v.at / 1000), value, label: String(value) });
    }
    if (points.length) {
      series.push({
        key: trend.key,
        kind: trend.kind,
        unit: trend.unit,
        lower_is_better: false,
        points,
      });
    }
  }
  for (const trend of PERIOD_TRENDS[gameId] ?? []) {
    const name = `period:${gameId}:${trend.kind}`;
    const periods = await periodReadings(db, gameId, roleId, trend.kind, name, (payload: never) =>
      PERIOD_FACTS[trend.kind](payload),
    );
    const points: TrendPoint[] = [];
    for (const { period, reading: facts } of periods) {
      const value = trend.read(facts);
      if (value === undefined) continue;
      points.push({
        at: facts.start_time,
        value,
        label: trend.label ? trend.label(facts) : facts.headline,
        period,
      });
    }
    points.sort((a, b) => a.at - b.at || Number(a.period) - Number(b.period));
    if (points.length) {
      series.push({
        key: trend.key,
        kind: trend.kind,
        unit: trend.unit,
        lower_is_better: trend.lowerIsBetter ?? false,
        points,
      });
    }
  }
  return series;
}

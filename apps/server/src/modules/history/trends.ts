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
import { fromJson } from '../../db/dialect.js';
import * as repo from '../records/records.repository.js';
import { PERIOD_FACTS, type PeriodFacts } from './period-summary.js';

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

const VERSION_TRENDS: Record<number, readonly VersionTrend[]> = {
  2: [
    {
      key: 'days_active',
      kind: 'index',
      unit: 'count',
      read: (s: IndexSnapshot) => s.stats.active_day_number,
    },
    {
      key: 'characters',
      kind: 'index',
      unit: 'count',
      read: (s: IndexSnapshot) => s.stats.avatar_number,
    },
    {
      key: 'achievements',
      kind: 'index',
      unit: 'count',
      read: (s: IndexSnapshot) => s.stats.achievement_number,
    },
    { key: 'exploration', kind: 'index', unit: 'percent', read: explorationOf },
    { key: 'chests', kind: 'index', unit: 'count', read: (s: IndexSnapshot) => chestsOf(s.stats) },
  ],
  6: [
    {
      key: 'days_active',
      kind: 'hsr_index',
      unit: 'count',
      read: (s: HkrpgIndexSnapshot) => s.stats.active_days,
    },
    {
      key: 'characters',
      kind: 'hsr_index',
      unit: 'count',
      read: (s: HkrpgIndexSnapshot) => s.stats.avatar_num,
    },
    {
      key: 'achievements',
      kind: 'hsr_index',
      unit: 'count',
      read: (s: HkrpgIndexSnapshot) => s.stats.achievement_num,
    },
    {
      key: 'chests',
      kind: 'hsr_index',
      unit: 'count',
      read: (s: HkrpgIndexSnapshot) => s.stats.chest_num,
    },
  ],
  1: [
    {
      key: 'days_active',
      kind: 'bh3_index',
      unit: 'count',
      read: (s: Honkai3rdIndexSnapshot) => s.stats.active_day_number,
    },
    {
      key: 'battlesuits',
      kind: 'bh3_index',
      unit: 'count',
      read: (s: Honkai3rdIndexSnapshot) => s.stats.armor_number,
    },
    {
      key: 'achievements',
      kind: 'bh3_index',
      unit: 'count',
      read: (s: Honkai3rdIndexSnapshot) => s.stats.achievement_number,
    },
    {
      key: 'stigmata',
      kind: 'bh3_index',
      unit: 'count',
      read: (s: Honkai3rdIndexSnapshot) => s.stats.stigmata_number,
    },
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

/**
 * The payloads a version trend reads, oldest first: every stored version, then the current snapshot
 * when it is newer (records stored before versions were kept have only that one).
 */
async function versionPayloads(
  db: Kysely<Database>,
  gameId: number,
  roleId: string,
  kind: string,
): Promise<{ at: number; payload: unknown }[]> {
  const versions = await repo.versionsOf(db, gameId, roleId, kind);
  const out = versions.map((v) => ({
    at: v.captured_at,
    payload: fromJson<unknown>(v.payload, undefined),
  }));
  const current = await repo.storedSnapshot(db, gameId, roleId, kind, '');
  if (current && current.captured_at > (versions.at(-1)?.captured_at ?? -1)) {
    out.push({ at: current.captured_at, payload: fromJson<unknown>(current.payload, undefined) });
  }
  return out.filter((v) => v.payload !== undefined);
}

/** The trends of a role of a game, each oldest first; series without a point are left out. */
export async function roleTrends(
  db: Kysely<Database>,
  gameId: number,
  roleId: string,
): Promise<TrendSeries[]> {
  const series: TrendSeries[] = [];
  const byKind = new Map<string, { at: number; payload: unknown }[]>();
  for (const trend of VERSION_TRENDS[gameId] ?? []) {
    let versions = byKind.get(trend.kind);
    if (!versions) {
      versions = await versionPayloads(db, gameId, roleId, trend.kind);
      byKind.set(trend.kind, versions);
    }
    const points: TrendPoint[] = [];
    for (const v of versions) {
      const value = trend.read(v.payload as never);
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
    const rows = await db
      .selectFrom('record_snapshots')
      .select(['period', 'payload'])
      .where('game_id', '=', gameId)
      .where('game_role_id', '=', roleId)
      .where('kind', '=', trend.kind)
      .execute();
    const points: TrendPoint[] = [];
    for (const row of rows) {
      const payload = fromJson<unknown>(row.payload, undefined);
      if (payload === undefined) continue;
      const facts = PERIOD_FACTS[trend.kind](payload as never);
      const value = trend.read(facts);
      if (value === undefined) continue;
      points.push({
        at: facts.start_time,
        value,
        label: trend.label ? trend.label(facts) : facts.headline,
        period: row.period,
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

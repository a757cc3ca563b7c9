import type { EndpointDef } from '@chronicle/contract';
import type { CatalogAttr } from '../../../catalog/catalog.service.js';
import {
  CatalogCollector,
  answersOf,
  periodCapturedAt,
  roleInput,
  type ParsedRecords,
  type ParsedSnapshot,
  type UpstreamGroup,
} from '../parse-kit.js';
import { Reader, keyPath } from '../answer-reader.js';
import { count, inputInt, intIn, nonEmpty, optCount, regionOf, timeAt } from './fields.js';

/*
 * What the three endgame modes share. Each answer reports one season (`schedule_type` 1 the current,
 * 2 the previous) and names both in `groups`, `[current, previous]`. The presenters pick the seasons
 * a report is about from the role's stored seasons, else from the catalog's `hsr_season` entries of
 * the mode (`attrs.mode`, `begin`, `end`, and the bosses of Apocalyptic Shadow), so every season in
 * `groups` goes to the catalog, and the reported season becomes a snapshot unless it is empty (the
 * presenter shows an unplayed season the same without one).
 */

/** The endgame modes, as `hsr_season` entries name them in `attrs.mode`. */
export type Mode = 'chaos' | 'fiction' | 'shadow';

/** A boss as Apocalyptic Shadow seasons store it (names and art are in the catalog). */
export interface SnapBoss {
  id: number;
}

/** A season of `groups`, its times in Unix seconds. */
export interface Season {
  schedule_id: number;
  begin_time: number;
  end_time: number;
  /** Apocalyptic Shadow only. */
  bosses?: { upper_boss: SnapBoss; lower_boss: SnapBoss; tierce_boss?: SnapBoss };
}

function bossAt(r: Reader, key: string, catalog: CatalogCollector): SnapBoss {
  const boss = r.obj(key);
  const id = boss.int('id');
  catalog.add('hsr_boss', id, {
    name: nonEmpty(boss.str('name_mi18n')),
    icon: nonEmpty(boss.str('icon')),
  });
  return { id };
}

/** The seasons of `groups`, each added to the catalog with its mode, window and bosses. */
export function readSeasons(
  r: Reader,
  mode: Mode,
  region: string,
  catalog: CatalogCollector,
): Season[] {
  return r.arr('groups').map((g) => {
    const season: Season = {
      schedule_id: g.int('schedule_id'),
      begin_time: timeAt(g, 'begin_time', region),
      end_time: timeAt(g, 'end_time', region),
    };
    const name = g.str('name_mi18n');
    const attrs: Record<string, CatalogAttr> = {
      mode,
      begin: season.begin_time,
      end: season.end_time,
    };
    if (mode === 'shadow') {
      const upper = bossAt(g, 'upper_boss', catalog);
      const lower = bossAt(g, 'lower_boss', catalog);
      const tierce = g.has('tierce_boss') ? bossAt(g, 'tierce_boss', catalog) : undefined;
      season.bosses = {
        upper_boss: upper,
        lower_boss: lower,
        ...(tierce ? { tierce_boss: tierce } : {}),
      };
      attrs.upper_boss = upper.id;
      attrs.lower_boss = lower.id;
    }
    // Schedule 0 is the placeholder a server without any season shows: no season to remember.
    if (season.schedule_id > 0) catalog.add('hsr_season', season.schedule_id, { name, attrs });
    return season;
  });
}

/** The top-level totals of a report; `max_floor` names the furthest floor in the catalog. */
export function readTotals(r: Reader, maxStars: number, catalog: CatalogCollector) {
  const maxFloorId = count(r, 'max_floor_id');
  const maxFloor = r.str('max_floor');
  if (maxFloorId > 0) catalog.add('hsr_floor', maxFloorId, { name: nonEmpty(maxFloor) });
  const extra = optCount(r, 'extra_star_num');
  return {
    star_num: intIn(r, 'star_num', 0, maxStars),
    battle_num: count(r, 'battle_num'),
    has_data: r.bool('has_data'),
    max_floor_id: maxFloorId,
    // The presenters show a missing count as 0, so 0 is left out.
    ...(extra ? { extra_star_num: extra } : {}),
  };
}

/** A floor's id (`maze_id`), its name in the catalog. */
export function floorId(r: Reader, catalog: CatalogCollector): number {
  const mazeId = intIn(r, 'maze_id', 1);
  catalog.add('hsr_floor', mazeId, { name: nonEmpty(r.str('name')) });
  return mazeId;
}

/** `is_tierce` when it says something the presenter would not infer from a third half. */
export function tierce(r: Reader, hasThird: boolean): { is_tierce?: boolean } {
  const value = r.optBool('is_tierce');
  return value === undefined || value === hasThird ? {} : { is_tierce: value };
}

/** A floor's extra stars, left out when 0 (the presenter's default). */
export function extraStars(value: number | undefined): { extra_star_num?: number } {
  return value ? { extra_star_num: value } : {};
}

/** The season an answer reports (`groups[schedule_type - 1]`), failing when it names none. */
export function askedSeason(r: Reader, seasons: readonly Season[], scheduleType: number): Season {
  const index = scheduleType - 1;
  const season = seasons[index];
  if (!season) r.fail('the season asked for', keyPath(r.path, 'groups'));
  if (season.schedule_id < 1) {
    r.fail('a season id', `${keyPath(r.path, 'groups')}[${index}].schedule_id`);
  }
  return season;
}

/** The pieces of a mode: its endpoint and kind, and how one answer becomes a payload. */
export interface ModeSpec<P> {
  name: string;
  kind: 'hsr_challenge' | 'hsr_challenge_story' | 'hsr_challenge_boss';
  endpoint: EndpointDef;
  mode: Mode;
  report(
    r: Reader,
    seasons: readonly Season[],
    scheduleType: number,
    region: string,
    catalog: CatalogCollector,
  ): (P & { schedule_id: number; end_time: number }) | undefined;
}

/** Whether a report is the presenter's empty state (no snapshot presents the same). */
export function isEmptyReport(
  totals: ReturnType<typeof readTotals>,
  floors: readonly unknown[],
): boolean {
  return (
    totals.star_num === 0 &&
    totals.battle_num === 0 &&
    !totals.has_data &&
    totals.max_floor_id === 0 &&
    totals.extra_star_num === undefined &&
    floors.length === 0
  );
}

/**
 * An endgame mode's group: the previous season, then the current one, every floor; one snapshot per
 * season played, keyed by its schedule id, older seasons first.
 */
export function endgameGroup<P>(spec: ModeSpec<P>): UpstreamGroup {
  return {
    name: spec.name,
    game: 6,
    kinds: [spec.kind],
    endpoints: [spec.endpoint],
    next: (role) =>
      [2, 1].map((scheduleType) => ({
        endpoint: spec.endpoint,
        input: { ...roleInput(role), schedule_type: scheduleType, need_all: 'true' },
      })),
    parse(answers, ctx): ParsedRecords {
      const catalog = new CatalogCollector(ctx.lang);
      const bySeason = new Map<number, ParsedSnapshot>();
      for (const answer of answersOf(answers, spec.endpoint)) {
        const r = Reader.of(answer);
        const region = regionOf(answer);
        const seasons = readSeasons(r, spec.mode, region, catalog);
        const scheduleType = inputInt(answer, 'schedule_type') === 2 ? 2 : 1;
        const payload = spec.report(r, seasons, scheduleType, region, catalog);
        if (!payload) continue;
        // A later answer about the same season wins.
        bySeason.set(payload.schedule_id, {
          kind: spec.kind,
          period: String(payload.schedule_id),
          capturedAt: periodCapturedAt(payload.end_time, answer.capturedAt),
          payload,
        });
      }
      const snapshots = [...bySeason.entries()].sort(([a], [b]) => a - b).map(([, s]) => s);
      return { snapshots, catalog: catalog.list() };
    },
  };
}

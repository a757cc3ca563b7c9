import { endpoints, type AbyssSnapshot, type EndpointDef } from '@chronicle/contract';
import { groupOfKind } from '../registry.js';
import { answersOf, type ParsedRecords, type UpstreamGroup } from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { count, countLike } from './read.js';

/*
 * The calendar's Sunken Spire entry shows the role's current `spiral_abyss` period, a kind the
 * overview's group writes (another area). The endgame round trip runs together with that group;
 * until it is registered, with this stand-in, which makes no request of its own: it stores the
 * little the calendar reads (stars and `is_unlock`) from the calendar answer's `tower_detail`.
 */

const ACT_CALENDAR = endpoints.genshin.actCalendar;

const standIn: UpstreamGroup = {
  name: 'test.spiralAbyssFromCalendar',
  game: 2,
  kinds: ['spiral_abyss'],
  endpoints: [ACT_CALENDAR],
  next: () => [],
  parse(answers): ParsedRecords {
    const snapshots = answersOf(answers, ACT_CALENDAR).flatMap((answer) =>
      Reader.of(answer)
        .arr('fixed_act_list')
        .flatMap((act) => {
          const tower = act.asObj().optObj('tower_detail');
          if (!tower?.bool('has_data')) return [];
          const payload: AbyssSnapshot = {
            schedule_id: 1,
            start_time: countLike(act, 'start_timestamp'),
            end_time: countLike(act, 'end_timestamp'),
            total_battle_times: 0,
            total_win_times: 0,
            max_floor: '0-0',
            total_star: count(tower, 'total_star'),
            is_unlock: tower.bool('is_unlock'),
            reveal_rank: [],
            defeat_rank: [],
            damage_rank: [],
            take_damage_rank: [],
            normal_skill_rank: [],
            energy_skill_rank: [],
            floors: [],
          };
          const snapshot = { kind: 'spiral_abyss' as const, period: '1', payload };
          return [{ ...snapshot, capturedAt: answer.capturedAt }];
        }),
    );
    return { snapshots, catalog: [] };
  },
};

/** The group that writes `spiral_abyss`, or the stand-in while there is none. */
export const abyssGroup = (): UpstreamGroup => groupOfKind('spiral_abyss') ?? standIn;

/** Several groups run and parsed as one (for a presenter that reads the kinds of all of them). */
export function combined(name: string, groups: readonly UpstreamGroup[]): UpstreamGroup {
  const endpointsOf = new Map<string, EndpointDef>();
  for (const endpoint of groups.flatMap((g) => g.endpoints)) endpointsOf.set(endpoint.id, endpoint);
  return {
    name,
    game: 2,
    kinds: groups.flatMap((g) => g.kinds),
    endpoints: [...endpointsOf.values()],
    next: (role, answers) => groups.flatMap((g) => g.next(role, answers)),
    parse(answers, ctx): ParsedRecords {
      const parts = groups.map((g) => {
        const ids = new Set(g.endpoints.map((e) => e.id));
        return g.parse(
          answers.filter((a) => ids.has(a.endpoint.id)),
          ctx,
        );
      });
      return {
        snapshots: parts.flatMap((p) => p.snapshots),
        catalog: parts.flatMap((p) => p.catalog),
        settings: parts.flatMap((p) => p.settings ?? []),
      };
    },
  };
}

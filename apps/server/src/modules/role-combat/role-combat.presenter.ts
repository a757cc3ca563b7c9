import {
  wallClockFromUnix,
  type Lang,
  type RoleCombatData,
  type RoleCombatSeason,
  type RoleCombatSnapshot,
  type TheaterAct,
  type TheaterBuff,
} from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Catalog } from '../catalog/catalog.service.js';
import { presentCharacter } from '../catalog/character-view.js';

type Round = NonNullable<RoleCombatSnapshot['rounds']>[number];
type SnapAvatar = Round['avatars'][number];
type SnapBuff = Round['buffs'][number];
type SnapStat = NonNullable<NonNullable<RoleCombatSnapshot['fight']>['max_damage']>;
type Detail = NonNullable<RoleCombatSeason['detail']>;
type StatAvatar = Detail['fight_statisic']['shortest_avatar_list'][number];

/**
 * Catalog kind of the stage's cards, booms and splendour buffs. The shared catalog has no kind of
 * its own for them yet; ley-line entries are the same thing (a named effect with a text), and the
 * stage's ids (84xxx) never collide with the abyss's.
 */
export const THEATER_TEXT_KIND = 'ley_line';

/** The links object clients expect; this server hosts no lineup pages, so all are empty. */
const NO_LINKS: RoleCombatData['links'] = {
  lineup_link: '',
  lineup_link_pc: '',
  strategy_link: '',
  lineup_publish_link: '',
  lineup_publish_link_pc: '',
};

export interface RoleCombatInput {
  /** Stored seasons, newest first. */
  seasons: readonly RoleCombatSnapshot[];
  needDetail: boolean;
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
}

/** Presents every stored season in a language; `detail` only when asked for and stored. */
export function presentRoleCombat(input: RoleCombatInput): RoleCombatData {
  const [latest] = input.seasons;
  return {
    data: input.seasons.map((season, i) => presentSeason(input, season, i === 0 ? 1 : 2)),
    is_unlock: latest?.is_unlock ?? false,
    links: NO_LINKS,
  };
}

function presentSeason(
  { needDetail, catalog, lang, absolute }: RoleCombatInput,
  season: RoleCombatSnapshot,
  scheduleType: number,
): RoleCombatSeason {
  const stat = { ...season.stat, tarot_finished_cnt: season.stat.tarot_finished_cnt ?? 0 };
  const hasData = season.stat.max_round_id > 0 || (season.rounds?.length ?? 0) > 0;
  const hasDetail = season.rounds !== undefined && season.rounds.length > 0;

  const avatar = (a: SnapAvatar) => {
    const view = presentCharacter(catalog, a.avatar_id, lang, absolute);
    return {
      avatar_id: a.avatar_id,
      avatar_type: a.avatar_type,
      name: view.name,
      element: view.element,
      image: view.image,
      level: a.level,
      rarity: a.rarity ?? view.rarity,
    };
  };
  const buff = (b: SnapBuff): TheaterBuff => {
    const view = catalog.get(THEATER_TEXT_KIND, b.id, lang);
    return {
      id: b.id,
      icon: absolute(view?.icon || b.icon),
      name: view?.name || b.name || '',
      desc: view?.text('desc') || b.desc || '',
      is_enhanced: b.is_enhanced,
    };
  };
  const statAvatar = (s: SnapStat | undefined): StatAvatar | null => {
    if (!s) return null;
    const view = presentCharacter(catalog, s.avatar_id, lang, absolute);
    return {
      avatar_id: s.avatar_id,
      avatar_icon: view.sideIcon,
      value: s.value,
      rarity: view.rarity,
      name: view.name,
      element: view.element,
    };
  };
  const act = (r: Round): TheaterAct => ({
    round_id: r.round_id,
    is_get_medal: r.is_get_medal,
    finish_time: String(r.finish_time),
    finish_date_time: wallClockFromUnix(r.finish_time),
    avatars: r.avatars.map(avatar),
    choice_cards: r.choice_cards.map(buff),
    buffs: r.buffs.map(buff),
    enemies: r.enemies.map((e) => {
      const view = catalog.get('monster', e.id, lang);
      return {
        name: view?.name || e.name || '',
        icon: absolute(view?.icon || e.icon),
        level: e.level,
      };
    }),
    splendour_buff: r.splendour
      ? {
          summary: {
            total_level: r.splendour.total_level,
            desc:
              catalog
                .get(THEATER_TEXT_KIND, r.splendour.buffs[0]?.id ?? 0, lang)
                ?.text('summary') ?? '',
          },
          buffs: r.splendour.buffs.map((s) => {
            const view = catalog.get(THEATER_TEXT_KIND, s.id, lang);
            const icon = absolute(view?.icon);
            return {
              name: view?.name ?? '',
              icon,
              level: s.level,
              level_effect: [{ icon, name: view?.name ?? '', desc: view?.text('desc') ?? '' }],
            };
          }),
        }
      : null,
    is_tarot: r.is_tarot ?? false,
    tarot_serial_no: r.tarot_serial_no ?? 0,
  });

  const fight = season.fight;
  const detail: Detail | null =
    needDetail && hasDetail
      ? {
          // Acts in play order, tarot rounds after the act they followed.
          rounds_data: [...(season.rounds ?? [])]
            .sort((a, b) => a.finish_time - b.finish_time)
            .map(act),
          detail_stat: stat,
          backup_avatars: (season.backup_avatars ?? []).map(avatar),
          lineup_link: '',
          fight_statisic: {
            max_defeat_avatar: statAvatar(fight?.max_defeat),
            max_damage_avatar: statAvatar(fight?.max_damage),
            max_take_damage_avatar: statAvatar(fight?.max_take_damage),
            total_coin_consumed: statAvatar(fight?.total_coin_consumed),
            shortest_avatar_list: (fight?.shortest ?? [])
              .map(statAvatar)
              .filter((s): s is StatAvatar => s !== null),
            total_use_time: fight?.total_use_time ?? 0,
            is_show_battle_stats: fight !== undefined,
          },
        }
      : null;

  return {
    stat,
    schedule: {
      start_time: String(season.start_time),
      end_time: String(season.end_time),
      schedule_type: scheduleType,
      schedule_id: season.schedule_id,
      start_date_time: wallClockFromUnix(season.start_time),
      end_date_time: wallClockFromUnix(season.end_time),
    },
    has_data: hasData,
    has_detail_data: hasDetail,
    detail,
  };
}

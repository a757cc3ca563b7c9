import type {
  ActCalendarData,
  CalendarAct,
  EndpointDef,
  HardChallengeData,
  HardChallengeSeason,
  Lang,
  RoleCombatData,
  RoleCombatSeason,
  TheaterAct,
} from '@chronicle/contract';
import type { UpstreamAnswer } from '../parse-kit.js';

/* Small invented answers for the unit tests of this folder's parsers. */

/** 2026-01-05 04:00 UTC: during the January season, after December's. */
export const CAPTURED_AT = Date.parse('2026-01-05T04:00:00.000Z');

const DEC_START = Date.UTC(2025, 11, 1) / 1000;
const JAN_START = Date.UTC(2026, 0, 1) / 1000;
const FEB_START = Date.UTC(2026, 1, 1) / 1000;

export const SEASONS = {
  december: { id: 202512, start: DEC_START, end: JAN_START - 1 },
  january: { id: 202601, start: JAN_START, end: FEB_START - 1 },
} as const;

/** An answer of an endpoint, as the runner collects it. */
export function answerOf(
  endpoint: EndpointDef,
  data: unknown,
  options: { lang?: Lang; capturedAt?: number; input?: Record<string, unknown> } = {},
): UpstreamAnswer {
  return {
    endpoint,
    input: options.input ?? { role_id: '812000101', server: 'os_euro' },
    lang: options.lang ?? 'en-us',
    data,
    capturedAt: options.capturedAt ?? CAPTURED_AT,
  };
}

const clock = null;

/** A stage act with one character, a card, a boom, an enemy and a splendour buff. */
export function theaterAct(round: number, names = { enemy: 'Ruin Guard', splendour: 'Radiance' }) {
  const act: TheaterAct = {
    round_id: round,
    is_get_medal: true,
    finish_time: String(JAN_START + 86_400 + round * 600),
    finish_date_time: clock,
    avatars: [
      {
        avatar_id: 10000089,
        avatar_type: 1,
        name: 'Furina',
        element: 'Hydro',
        image: 'https://cdn.example/av/furina.png',
        level: 90,
        rarity: 5,
      },
    ],
    choice_cards: [
      {
        id: 84001,
        icon: 'https://cdn.example/t/1.png',
        name: 'Encore',
        desc: 'ATK',
        is_enhanced: false,
      },
    ],
    buffs: [
      {
        id: 84101,
        icon: 'https://cdn.example/t/2.png',
        name: 'Spot',
        desc: 'DMG',
        is_enhanced: true,
      },
    ],
    enemies: [{ name: names.enemy, icon: 'https://cdn.example/m/ruin.png', level: 95 }],
    splendour_buff: {
      summary: { total_level: 2, desc: 'Splendour' },
      buffs: [
        {
          name: names.splendour,
          icon: 'https://cdn.example/s/1.png',
          level: 2,
          level_effect: [
            { icon: 'https://cdn.example/s/1.png', name: names.splendour, desc: 'More' },
          ],
        },
      ],
    },
    is_tarot: false,
    tarot_serial_no: 0,
  };
  return act;
}

/** A season of the stage: `best` acts reached (0: not played), with detail when asked. */
export function theaterSeason(
  season: { id: number; start: number; end: number },
  best: number,
  withDetail = true,
): RoleCombatSeason {
  const stat = {
    difficulty_id: best > 0 ? 2 : 0,
    max_round_id: best,
    heraldry: 0,
    get_medal_round_list: Array.from({ length: 6 }, (_, i) => (i < best ? 1 : 0)),
    medal_num: best,
    coin_num: 0,
    avatar_bonus_num: 0,
    rent_cnt: 0,
    tarot_finished_cnt: 0,
  };
  const rounds = Array.from({ length: best }, (_, i) => theaterAct(i + 1));
  return {
    stat,
    schedule: {
      start_time: String(season.start),
      end_time: String(season.end),
      schedule_type: 1,
      schedule_id: season.id,
      start_date_time: clock,
      end_date_time: clock,
    },
    has_data: best > 0,
    has_detail_data: best > 0,
    detail:
      withDetail && best > 0
        ? {
            rounds_data: rounds,
            detail_stat: stat,
            backup_avatars: [],
            lineup_link: '',
            fight_statisic: {
              max_defeat_avatar: null,
              max_damage_avatar: {
                avatar_id: 10000089,
                avatar_icon: 'https://cdn.example/side/furina.png',
                value: '620000',
                rarity: 5,
              },
              max_take_damage_avatar: null,
              total_coin_consumed: null,
              shortest_avatar_list: [],
              total_use_time: 1430,
              is_show_battle_stats: true,
            },
          }
        : null,
  };
}

export function theaterData(seasons: RoleCombatSeason[]): RoleCombatData {
  return {
    data: seasons,
    is_unlock: true,
    links: {
      lineup_link: '',
      lineup_link_pc: '',
      strategy_link: '',
      lineup_publish_link: '',
      lineup_publish_link_pc: '',
    },
  };
}

const emptyMode = () => ({ best: null, challenge: [], has_data: false });

/** The real API's placeholder season. */
export const PLACEHOLDER: HardChallengeSeason = {
  schedule: {
    schedule_id: '0',
    start_time: '0',
    end_time: '0',
    start_date_time: null,
    end_date_time: null,
    is_valid: false,
    name: '',
  },
  single: emptyMode(),
  mp: emptyMode(),
  blings: [],
};

/** A Trial of Dread season, played (one boss, solo) or not. */
export function onslaughtSeason(
  season: { id: number; start: number; end: number },
  played: boolean,
  tags = ['{SPRITE_PRESET#11002}Elemental Advantage', '{SPRITE_PRESET#11003}Resistance'],
): HardChallengeSeason {
  return {
    schedule: {
      schedule_id: String(season.id),
      start_time: String(season.start),
      end_time: String(season.end),
      start_date_time: clock,
      end_date_time: clock,
      is_valid: true,
      name: 'Fearless',
    },
    single: played
      ? {
          best: { difficulty: 4, second: 161, icon: 'UI_LeyLineChallenge_Medal_4' },
          challenge: [
            {
              name: 'Lava Dragon Statue',
              second: 52,
              teams: [],
              best_avatar: [],
              monster: {
                monster_id: 1001042,
                name: 'Lava Dragon Statue',
                level: 95,
                icon: 'https://cdn.example/m/lava.png',
                desc: ['Switches forms.', '', '', '', ''],
                tags: tags.map((desc, i) => ({ type: i === 0 ? 1 : 0, desc })),
              },
            },
          ],
          has_data: true,
        }
      : emptyMode(),
    mp: emptyMode(),
    blings: [],
  };
}

export function onslaughtData(season: HardChallengeSeason | undefined): HardChallengeData {
  return {
    data: season ? [season, PLACEHOLDER] : [PLACEHOLDER],
    is_unlock: season !== undefined,
    links: { lineup_link: '', play_link: '' },
  };
}

/** A calendar event (or permanent challenge) of a type, running through January. */
export function calendarAct(id: number, extra: Partial<CalendarAct> = {}): CalendarAct {
  return {
    id,
    name: `Act ${id}`,
    type: 'ActTypeOther',
    desc: `About ${id}`,
    strategy: '',
    start_timestamp: String(JAN_START),
    start_time: clock,
    end_timestamp: String(FEB_START - 1),
    end_time: clock,
    countdown_seconds: 0,
    status: 2,
    reward_list: [
      {
        item_id: 201,
        name: 'Starlit Gem',
        icon: '',
        wiki_url: '',
        num: 60,
        rarity: '5',
        homepage_show: true,
      },
    ],
    is_finished: false,
    ...extra,
  };
}

export function calendarData(parts: Partial<ActCalendarData> = {}): ActCalendarData {
  return {
    avatar_card_pool_list: [],
    weapon_card_pool_list: [],
    mixed_card_pool_list: [],
    act_list: [],
    fixed_act_list: [],
    ...parts,
  };
}

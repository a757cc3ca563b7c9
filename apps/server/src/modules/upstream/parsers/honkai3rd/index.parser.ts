import {
  endpoints,
  type Honkai3rdIndexSnapshot,
  type Honkai3rdPreference,
  type Honkai3rdStats,
} from '@chronicle/contract';
import { isDeepStrictEqual } from 'node:util';
import { EMPTY_PREFERENCE, emptyStats } from '../../../honkai3rd/index.presenter.js';
import {
  CatalogCollector,
  answersOf,
  roleInput,
  type ParsedRecords,
  type ParsedSnapshot,
  type UpstreamAnswer,
  type UpstreamGroup,
} from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { parseCharacters } from './characters.parser.js';
import {
  OLD_ABYSS_TYPES,
  PERCENT_OR_EMPTY,
  RANK_LETTERS,
  count,
  intIn,
  matching,
  oneOf,
  nonEmpty,
} from './shared.js';

const INDEX = endpoints.honkai3rd.index;
const CHARACTERS = endpoints.honkai3rd.characters;

const RANKS_OR_UNKNOWN = [...RANK_LETTERS, 'UnknownRank'] as const;

/** Superstring summary, or the old abyss one: the answer carries exactly one (`new_abyss` wins). */
function abyssOf(r: Reader) {
  if (r.has('new_abyss')) {
    const abyss = r.obj('new_abyss');
    return {
      new_abyss: { level: intIn(abyss, 'level', 1, 9), cup_number: count(abyss, 'cup_number') },
    };
  }
  if (!r.has('old_abyss')) r.fail('an object with new_abyss or old_abyss');
  const abyss = r.obj('old_abyss');
  const greedy = abyss.has('level_of_greedy')
    ? { level_of_greedy: oneOf(abyss, 'level_of_greedy', RANKS_OR_UNKNOWN) }
    : {};
  return {
    old_abyss: {
      level_of_quantum: oneOf(abyss, 'level_of_quantum', RANKS_OR_UNKNOWN),
      level_of_ow: oneOf(abyss, 'level_of_ow', RANKS_OR_UNKNOWN),
      latest_type: oneOf(abyss, 'latest_type', OLD_ABYSS_TYPES),
      latest_level: oneOf(abyss, 'latest_level', RANK_LETTERS),
      latest_area: intIn(abyss, 'latest_area', 1, 4),
      ...greedy,
    },
  };
}

function readStats(r: Reader): Honkai3rdStats {
  return {
    active_day_number: count(r, 'active_day_number'),
    achievement_number: count(r, 'achievement_number'),
    armor_number: count(r, 'armor_number'),
    sss_armor_number: count(r, 'sss_armor_number'),
    stigmata_number: count(r, 'stigmata_number'),
    five_star_stigmata_number: count(r, 'five_star_stigmata_number'),
    weapon_number: count(r, 'weapon_number'),
    five_star_weapon_number: count(r, 'five_star_weapon_number'),
    suit_number: count(r, 'suit_number'),
    battle_field_ranking_percentage: matching(
      r,
      'battle_field_ranking_percentage',
      PERCENT_OR_EMPTY,
      'a percentage or ""',
    ),
    battle_field_rank: intIn(r, 'battle_field_rank', 1, 7),
    battle_field_score: count(r, 'battle_field_score'),
    battle_field_area: intIn(r, 'battle_field_area', 1, 4),
    abyss_score: count(r, 'abyss_score'),
    god_war_max_punish_level: count(r, 'god_war_max_punish_level'),
    god_war_extra_item_number: count(r, 'god_war_extra_item_number'),
    god_war_max_challenge_score: count(r, 'god_war_max_challenge_score'),
    god_war_max_challenge_level: count(r, 'god_war_max_challenge_level'),
    god_war_max_level_avatar_number: count(r, 'god_war_max_level_avatar_number'),
    god_war_max_support_point: count(r, 'god_war_max_support_point'),
    abyss_floor: count(r, 'abyss_floor'),
    explore_score: count(r, 'explore_score'),
    explore_score_sum: count(r, 'explore_score_sum'),
    ...abyssOf(r),
  };
}

function readPreference(r: Reader): Honkai3rdPreference {
  return {
    abyss: count(r, 'abyss'),
    main_line: count(r, 'main_line'),
    battle_field: count(r, 'battle_field'),
    open_world: count(r, 'open_world'),
    community: count(r, 'community'),
    comprehensive_score: count(r, 'comprehensive_score'),
    comprehensive_rating: r.str('comprehensive_rating'),
    god_war: count(r, 'god_war'),
    is_god_war_unlock: r.bool('is_god_war_unlock'),
  };
}

/** What the index presenter sends for a role with no stored index (its empty state). */
function emptyIndexOf(level: number): Pick<Honkai3rdIndexSnapshot, 'stats' | 'preference'> {
  return { stats: emptyStats(level), preference: EMPTY_PREFERENCE };
}

/** A snapshot nickname: 1 to 32 characters, as the role row keeps it. */
const storedNickname = (nickname: string) => nickname.slice(0, 32) || '-';

/**
 * The index answer: the captain (nickname and level also go to the role row, which the presenter
 * reads them from), the counters and the play-style radar. Its avatar and header are kept as sent;
 * the presenter derives them only when nothing is stored.
 */
function parseIndex(answer: UpstreamAnswer): {
  role: { nickname: string; level: number };
  snapshot: Honkai3rdIndexSnapshot | undefined;
} {
  const r = Reader.of(answer);
  const role = r.obj('role');
  const nickname = role.str('nickname');
  const level = role.int('level');
  const stats = readStats(r.obj('stats'));
  const preference = readPreference(r.obj('preference'));
  const avatar = nonEmpty(role.str('AvatarUrl'));
  const headIcon = nonEmpty(role.optStr('game_head_icon'));
  const background = nonEmpty(r.optStr('head_background'));
  // A role with nothing stored is presented with these defaults; storing them would only make the
  // record card show zeros where it shows "-".
  if (isDeepStrictEqual({ stats, preference }, emptyIndexOf(level))) {
    return { role: { nickname, level }, snapshot: undefined };
  }
  return {
    role: { nickname, level },
    snapshot: {
      role: {
        nickname: storedNickname(nickname),
        level: Math.min(Math.max(level, 1), 100),
        ...(avatar ? { avatar_url: avatar } : {}),
        ...(headIcon ? { game_head_icon: headIcon } : {}),
      },
      stats,
      preference,
      ...(background ? { head_background: background } : {}),
    },
  };
}

/**
 * Starfall Vanguard's index and battlesuits: one group, because the index presenter falls back on
 * the battlesuit list for the captain's avatar. Each answer is a whole snapshot; the latest wins,
 * and a kind whose answer is missing (a partial import) is left as stored.
 */
export const honkai3rdIndexGroup: UpstreamGroup = {
  name: 'honkai3rd.index',
  game: 1,
  kinds: ['bh3_index', 'bh3_characters'],
  endpoints: [INDEX, CHARACTERS],
  next: (role) => [
    { endpoint: INDEX, input: roleInput(role) },
    { endpoint: CHARACTERS, input: roleInput(role) },
  ],
  parse(answers, ctx): ParsedRecords {
    const catalog = new CatalogCollector(ctx.lang);
    const snapshots: ParsedSnapshot[] = [];
    let role: ParsedRecords['role'];
    const index = answersOf(answers, INDEX).map((answer) => ({ answer, ...parseIndex(answer) }));
    const lastIndex = index.at(-1);
    if (lastIndex) {
      role = lastIndex.role;
      if (lastIndex.snapshot) {
        snapshots.push({
          kind: 'bh3_index',
          period: '',
          capturedAt: lastIndex.answer.capturedAt,
          payload: lastIndex.snapshot,
        });
      }
    }
    const characters = answersOf(answers, CHARACTERS).map((answer) => ({
      answer,
      payload: parseCharacters(answer, catalog),
    }));
    const lastCharacters = characters.at(-1);
    // No battlesuits is the presenter's empty state: nothing to store.
    if (lastCharacters && lastCharacters.payload.characters.length > 0) {
      snapshots.push({
        kind: 'bh3_characters',
        period: '',
        capturedAt: lastCharacters.answer.capturedAt,
        payload: lastCharacters.payload,
      });
    }
    return { snapshots, catalog: catalog.list(), ...(role ? { role } : {}) };
  },
};

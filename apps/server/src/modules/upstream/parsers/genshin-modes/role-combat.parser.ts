import { endpoints, type RoleCombatSnapshot } from '@chronicle/contract';
import { THEATER_TEXT_KIND } from '../../../role-combat/role-combat.presenter.js';
import {
  answersOf,
  periodCapturedAt,
  type CatalogCollector,
  type ParsedSnapshot,
  type UpstreamAnswer,
} from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { syntheticId } from '../parse-kit.js';
import { nameAndElement } from '../genshin-core/read.js';
import { asIntIn, count, countLike, id, intIn, optCount, optional } from './read.js';

const ROLE_COMBAT = endpoints.genshin.roleCombat;

type Round = NonNullable<RoleCombatSnapshot['rounds']>[number];
type SnapAvatar = Round['avatars'][number];
type SnapBuff = Round['buffs'][number];
type Fight = NonNullable<RoleCombatSnapshot['fight']>;
type SnapStat = NonNullable<Fight['max_damage']>;

/** Acts a season has at most (the snapshot's bound on act numbers and medal lists). */
const MAX_ACTS = 10;

/** A character on the stage: the snapshot keeps id, kind and level; name and art go to the catalog. */
function avatar(r: Reader, catalog: CatalogCollector): SnapAvatar {
  const avatarId = id(r, 'avatar_id');
  const rarity = r.optInt('rarity');
  catalog.add('character', avatarId, {
    name: r.optStr('name'),
    attrs: { element: r.optStr('element'), image: r.optStr('image'), rarity },
  });
  return {
    avatar_id: avatarId,
    avatar_type: intIn(r, 'avatar_type', 1, 3),
    level: intIn(r, 'level', 1, 100),
    ...optional('rarity', rarity),
  };
}

/** A mystery cache or wondrous boom: an id of the stage's text entries. */
function buff(r: Reader, catalog: CatalogCollector): SnapBuff {
  const buffId = r.int('id');
  catalog.add(THEATER_TEXT_KIND, buffId, {
    name: r.optStr('name'),
    icon: r.optStr('icon'),
    texts: { desc: r.optStr('desc') },
  });
  return { id: buffId, is_enhanced: r.bool('is_enhanced') };
}

/**
 * The answers name enemies and splendour buffs without an id: each gets one derived from its icon
 * (the name when there is none), the same in every language.
 */
function keyedByIcon(r: Reader): {
  key: string;
  name: string | undefined;
  icon: string | undefined;
} {
  const name = r.optStr('name');
  const icon = r.optStr('icon');
  // The icon alone, as the abyss parser keys the same enemies: one catalog entry per enemy.
  return { key: icon ? icon : `name:${name ?? ''}`, name, icon };
}

function enemy(r: Reader, catalog: CatalogCollector): Round['enemies'][number] {
  const { key, name, icon } = keyedByIcon(r);
  const enemyId = syntheticId('monster', key);
  catalog.add('monster', enemyId, { name, icon });
  return { id: enemyId, level: intIn(r, 'level', 1, 200) };
}

/**
 * The splendour buff: the presenter shows each buff's catalog name, icon and `desc` (as its one
 * level effect) and the summary as the `summary` text of the first buff.
 */
function splendour(r: Reader, catalog: CatalogCollector): NonNullable<Round['splendour']> {
  const summary = r.obj('summary');
  const summaryDesc = summary.optStr('desc');
  const buffs = r.arr('buffs').map((b, i) => {
    const { key, name, icon } = keyedByIcon(b);
    const buffId = syntheticId(THEATER_TEXT_KIND, key);
    const [effect] = b.optArr('level_effect');
    catalog.add(THEATER_TEXT_KIND, buffId, {
      name,
      icon,
      texts: {
        desc: effect?.asObj().optStr('desc'),
        summary: i === 0 ? summaryDesc : undefined,
      },
    });
    return { id: buffId, level: count(b, 'level') };
  });
  return { total_level: count(summary, 'total_level'), buffs };
}

function round(r: Reader, catalog: CatalogCollector): Round {
  const splendourBuff = r.optObj('splendour_buff');
  return {
    round_id: intIn(r, 'round_id', 0, MAX_ACTS),
    is_get_medal: r.bool('is_get_medal'),
    finish_time: countLike(r, 'finish_time'),
    avatars: r.arr('avatars').map((a) => avatar(a, catalog)),
    choice_cards: r.arr('choice_cards').map((b) => buff(b, catalog)),
    buffs: r.arr('buffs').map((b) => buff(b, catalog)),
    enemies: r.arr('enemies').map((e) => enemy(e, catalog)),
    ...optional('splendour', splendourBuff && splendour(splendourBuff, catalog)),
    ...optional('is_tarot', r.optBool('is_tarot')),
    ...optional('tarot_serial_no', optCount(r, 'tarot_serial_no')),
  };
}

/**
 * A fight statistic: the character and the value; its side icon and rarity go to the catalog, and
 * so do its name and element when the answer carries them (Chronicle's own answers do).
 */
function statAvatar(r: Reader | undefined, catalog: CatalogCollector): SnapStat | undefined {
  if (!r) return undefined;
  const avatarId = id(r, 'avatar_id');
  const value = r.str('value');
  if (value.length > 32) r.at('value').fail('a string of at most 32 characters');
  const { name, element } = nameAndElement(r);
  catalog.add('character', avatarId, {
    name,
    attrs: { side_icon: r.optStr('avatar_icon'), rarity: r.optInt('rarity'), element },
  });
  return { avatar_id: avatarId, value };
}

/** The battle statistics; the presenter shows them (`is_show_battle_stats`) exactly when stored. */
function fight(r: Reader, catalog: CatalogCollector): Fight | undefined {
  if (!r.bool('is_show_battle_stats')) return undefined;
  const stat = (key: string) => statAvatar(r.optObj(key), catalog);
  return {
    ...optional('max_defeat', stat('max_defeat_avatar')),
    ...optional('max_damage', stat('max_damage_avatar')),
    ...optional('max_take_damage', stat('max_take_damage_avatar')),
    ...optional('total_coin_consumed', stat('total_coin_consumed')),
    shortest: r.arr('shortest_avatar_list').flatMap((s) => statAvatar(s.asObj(), catalog) ?? []),
    total_use_time: count(r, 'total_use_time'),
  };
}

function stat(r: Reader): RoleCombatSnapshot['stat'] {
  const medals = r.arr('get_medal_round_list');
  if (medals.length > MAX_ACTS) r.at('get_medal_round_list').fail(`at most ${MAX_ACTS} medals`);
  return {
    difficulty_id: intIn(r, 'difficulty_id', 0, 4),
    max_round_id: intIn(r, 'max_round_id', 0, MAX_ACTS),
    heraldry: count(r, 'heraldry'),
    get_medal_round_list: medals.map((m) => asIntIn(m, 0, 1)),
    medal_num: count(r, 'medal_num'),
    coin_num: count(r, 'coin_num'),
    avatar_bonus_num: count(r, 'avatar_bonus_num'),
    rent_cnt: count(r, 'rent_cnt'),
    ...optional('tarot_finished_cnt', optCount(r, 'tarot_finished_cnt')),
  };
}

/** The detail the season carries (only with `need_detail=true` and when it was played). */
function detail(r: Reader | undefined, catalog: CatalogCollector) {
  if (!r) return {};
  const rounds = r.arr('rounds_data').map((a) => round(a, catalog));
  // The presenter shows a detail only for a season with acts; without one there is nothing to keep.
  if (rounds.length === 0) return {};
  const stats = fight(r.obj('fight_statisic'), catalog);
  return {
    rounds,
    backup_avatars: r.arr('backup_avatars').map((a) => avatar(a, catalog)),
    ...optional('fight', stats),
  };
}

function season(r: Reader, isUnlock: boolean, catalog: CatalogCollector): RoleCombatSnapshot {
  const schedule = r.obj('schedule');
  return {
    schedule_id: id(schedule, 'schedule_id'),
    start_time: countLike(schedule, 'start_time'),
    end_time: countLike(schedule, 'end_time'),
    is_unlock: isUnlock,
    stat: stat(r.obj('stat')),
    ...detail(r.optObj('detail'), catalog),
  };
}

/** Whether the presenter shows the season as played (`has_data`). */
const played = (s: RoleCombatSnapshot) => s.stat.max_round_id > 0 || (s.rounds?.length ?? 0) > 0;

/**
 * Masquerade Stage seasons (`role_combat`): one answer lists every season the upstream keeps,
 * newest first. Each becomes a snapshot keyed by its schedule id, captured at its end once over; a
 * role that never played any gives none. A later answer replaces a season, but keeps the acts of
 * an earlier one when it carries none itself (an answer without `need_detail`).
 */
export function parseRoleCombat(
  answers: readonly UpstreamAnswer[],
  catalog: CatalogCollector,
): ParsedSnapshot[] {
  const seasons = new Map<number, { payload: RoleCombatSnapshot; capturedAt: number }>();
  for (const answer of answersOf(answers, ROLE_COMBAT)) {
    const data = Reader.of(answer);
    const isUnlock = data.bool('is_unlock');
    for (const item of data.arr('data')) {
      const payload = season(item.asObj(), isUnlock, catalog);
      const earlier = seasons.get(payload.schedule_id)?.payload;
      const merged =
        earlier?.rounds && !payload.rounds
          ? {
              ...payload,
              rounds: earlier.rounds,
              ...optional('backup_avatars', earlier.backup_avatars),
              ...optional('fight', earlier.fight),
            }
          : payload;
      seasons.set(payload.schedule_id, {
        payload: merged,
        capturedAt: periodCapturedAt(payload.end_time, answer.capturedAt),
      });
    }
  }
  const all = [...seasons.values()];
  if (!all.some((s) => played(s.payload))) return [];
  return all
    .sort((a, b) => a.capturedAt - b.capturedAt || a.payload.start_time - b.payload.start_time)
    .map(({ payload, capturedAt }) => ({
      kind: 'role_combat' as const,
      period: String(payload.schedule_id),
      capturedAt,
      payload,
    }));
}

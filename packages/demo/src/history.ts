import type {
  CharactersSnapshot,
  GameId,
  HkrpgCharactersSnapshot,
  HkrpgIndexSnapshot,
  Honkai3rdCharactersSnapshot,
  Honkai3rdIndexSnapshot,
  IndexSnapshot,
  IngestSnapshot,
} from '@chronicle/contract';

/*
 * The demo traveler's past (issue 18): earlier versions of the overview and the character builds of
 * the traveler's chosen role in each game, a month apart, so the Progress page has trends to draw and
 * a character's History tab has changes to show. Derived from the current snapshots by taking back
 * what a month of play adds: days active, achievements, chests, characters obtained lately, a talent
 * level, a constellation, a weapon refinement, and one roll of one artifact substat per month.
 */

/** Versions kept before the current one; each a month older than the next. */
export const DEMO_HISTORY_MONTHS = 5;
const MONTH_MS = 30 * 86_400_000;
const TRAVELER_ROLES = new Set(['2:812000101', '6:800000101', '1:150000101']);

interface SubRoll {
  value: string;
  times: number;
}

/** One roll less on a substat: `times` − 1 and the value lowered by one average roll. */
function oneRollLess<T extends SubRoll>(prop: T): T {
  if (prop.times <= 0) return prop;
  const match = /^(-?[0-9]+(?:\.([0-9]+))?)(.*)$/.exec(prop.value);
  if (!match) return prop;
  const value = Number(match[1]);
  const decimals = match[2]?.length ?? 0;
  const lower = value - value / (prop.times + 1);
  return { ...prop, value: `${lower.toFixed(decimals)}${match[3] ?? ''}`, times: prop.times - 1 };
}

/** The first substat with rolls of the relic in `slot` (0-based, wrapping) loses one roll. */
function softenRelic<R extends { sub: SubRoll[] }>(relics: R[], slot: number): R[] {
  if (relics.length === 0) return relics;
  const at = slot % relics.length;
  return relics.map((relic, i) => {
    if (i !== at) return relic;
    const first = relic.sub.findIndex((s) => s.times > 0);
    return first < 0
      ? relic
      : { ...relic, sub: relic.sub.map((s, j) => (j === first ? oneRollLess(s) : s)) };
  });
}

/** `n` months before: the newest `n` characters (by list order, the chosen one kept) not yet obtained. */
function withoutNewest<A extends { id: number; is_chosen?: boolean | undefined }>(
  avatars: readonly A[],
  months: number,
): A[] {
  const removable = avatars.filter((a) => !a.is_chosen).slice(-months * 2);
  const gone = new Set(removable.map((a) => a.id));
  return avatars.filter((a) => !gone.has(a.id));
}

const minus = (value: number, by: number, floor = 0) => Math.max(floor, value - by);

function genshinIndex(now: IndexSnapshot, months: number): IndexSnapshot {
  const avatars = withoutNewest(now.avatars, months).map((a) =>
    a.is_chosen
      ? {
          ...a,
          actived_constellation_num: minus(a.actived_constellation_num, months >= 2 ? 1 : 0),
          weapon: a.weapon && {
            ...a.weapon,
            affix_level: minus(a.weapon.affix_level, months >= 3 ? 1 : 0, 1),
          },
        }
      : a,
  );
  return {
    ...now,
    avatars,
    stats: {
      ...now.stats,
      active_day_number: minus(now.stats.active_day_number, 30 * months, 1),
      achievement_number: minus(now.stats.achievement_number, 14 * months),
      avatar_number: avatars.length,
      common_chest_number: minus(now.stats.common_chest_number, 25 * months),
      exquisite_chest_number: minus(now.stats.exquisite_chest_number, 12 * months),
    },
    world_explorations: now.world_explorations.map((region) => ({
      ...region,
      exploration_percentage: minus(region.exploration_percentage, 25 * months),
    })),
  };
}

function genshinCharacters(
  now: CharactersSnapshot,
  index: IndexSnapshot,
  months: number,
): CharactersSnapshot {
  const owned = new Set(index.avatars.map((a) => a.id));
  const chosen = index.avatars.find((a) => a.is_chosen)?.id;
  return {
    avatars: now.avatars
      .filter((a) => owned.has(a.id))
      .map((a) => {
        if (a.id !== chosen) return a;
        const relics = a.relics.map((r) => ({ ...r, sub: r.sub_property_list }));
        let softened = relics;
        for (let m = 0; m < months; m++) softened = softenRelic(softened, m);
        return {
          ...a,
          relics: softened.map(({ sub, ...r }) => ({ ...r, sub_property_list: sub })),
          skills: a.skills.map((s, i) =>
            i === 0 && s.skill_type === 1 ? { ...s, level: minus(s.level, months, 1) } : s,
          ),
        };
      }),
  };
}

function hsrIndex(now: HkrpgIndexSnapshot, months: number): HkrpgIndexSnapshot {
  const avatars = withoutNewest(now.avatars, months);
  return {
    ...now,
    avatars,
    stats: {
      ...now.stats,
      active_days: minus(now.stats.active_days, 30 * months, 1),
      avatar_num: avatars.length,
      achievement_num: minus(now.stats.achievement_num, 11 * months),
      chest_num: minus(now.stats.chest_num, 40 * months),
    },
  };
}

function hsrCharacters(
  now: HkrpgCharactersSnapshot,
  index: HkrpgIndexSnapshot,
  months: number,
): HkrpgCharactersSnapshot {
  const owned = new Set(index.avatars.map((a) => a.id));
  const chosen = index.avatars.find((a) => a.is_chosen)?.id ?? index.avatars[0]?.id;
  return {
    avatars: now.avatars
      .filter((a) => owned.has(a.id))
      .map((a) => {
        if (a.id !== chosen) return a;
        const relics = a.relics.map((r) => ({ ...r, sub: r.properties }));
        let softened = relics;
        for (let m = 0; m < months; m++) softened = softenRelic(softened, m);
        return {
          ...a,
          rank: minus(a.rank, months >= 2 ? 1 : 0),
          relics: softened.map(({ sub, ...r }) => ({ ...r, properties: sub })),
        };
      }),
  };
}

function bh3Index(now: Honkai3rdIndexSnapshot, months: number): Honkai3rdIndexSnapshot {
  return {
    ...now,
    stats: {
      ...now.stats,
      active_day_number: minus(now.stats.active_day_number, 30 * months, 1),
      achievement_number: minus(now.stats.achievement_number, 9 * months),
      armor_number: minus(now.stats.armor_number, months),
      stigmata_number: minus(now.stats.stigmata_number, 4 * months),
      weapon_number: minus(now.stats.weapon_number, 3 * months),
    },
  };
}

function bh3Characters(
  now: Honkai3rdCharactersSnapshot,
  months: number,
): Honkai3rdCharactersSnapshot {
  const kept = now.characters.slice(0, Math.max(1, now.characters.length - months));
  const chosen = kept.find((c) => c.is_chosen)?.id ?? kept[0]?.id;
  return {
    characters: kept.map((c) =>
      c.id === chosen
        ? {
            ...c,
            star: minus(c.star, months >= 2 ? 1 : 0, 1),
            weapon: { ...c.weapon, level: minus(c.weapon.level, 5 * months, 1) },
          }
        : c,
    ),
  };
}

/**
 * Earlier versions of the traveler's non-periodic records, oldest first; the bundle lists them before
 * the current snapshots, so the current ones are stored last and stay current.
 */
export function buildDemoHistory(current: readonly IngestSnapshot[]): IngestSnapshot[] {
  const find = <T>(gameId: number, roleId: string, kind: string) =>
    current.find((s) => s.game_id === gameId && s.game_role_id === roleId && s.kind === kind)
      ?.payload as T | undefined;
  const out: IngestSnapshot[] = [];
  const first = current[0]?.captured_at;
  const capturedNow =
    typeof first === 'number' ? first : Date.parse(first ?? '2026-01-05T04:00:00Z');
  for (let months = DEMO_HISTORY_MONTHS; months >= 1; months--) {
    const captured_at = new Date(capturedNow - months * MONTH_MS).toISOString();
    const push = (gameId: GameId, roleId: string, kind: string, payload: unknown) =>
      out.push({ game_id: gameId, game_role_id: roleId, kind, period: '', captured_at, payload });
    for (const key of TRAVELER_ROLES) {
      const [game, roleId = ''] = key.split(':');
      if (game === '2') {
        const index = find<IndexSnapshot>(2, roleId, 'index');
        const characters = find<CharactersSnapshot>(2, roleId, 'characters');
        if (!index) continue;
        const then = genshinIndex(index, months);
        push(2, roleId, 'index', then);
        if (characters) push(2, roleId, 'characters', genshinCharacters(characters, then, months));
      } else if (game === '6') {
        const index = find<HkrpgIndexSnapshot>(6, roleId, 'hsr_index');
        const characters = find<HkrpgCharactersSnapshot>(6, roleId, 'hsr_characters');
        if (!index) continue;
        const then = hsrIndex(index, months);
        push(6, roleId, 'hsr_index', then);
        if (characters) push(6, roleId, 'hsr_characters', hsrCharacters(characters, then, months));
      } else {
        const index = find<Honkai3rdIndexSnapshot>(1, roleId, 'bh3_index');
        const characters = find<Honkai3rdCharactersSnapshot>(1, roleId, 'bh3_characters');
        if (index) push(1, roleId, 'bh3_index', bh3Index(index, months));
        if (characters) push(1, roleId, 'bh3_characters', bh3Characters(characters, months));
      }
    }
  }
  return out;
}

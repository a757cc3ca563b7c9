import type {
  CatalogEntry,
  CharMasterSnapshot,
  IndexSnapshot,
  IngestSnapshot,
  RoleCombatSnapshot,
} from '@chronicle/contract';
import { DEMO_ROLES } from './accounts.js';
import { artPath } from './catalog.js';
import { MONSTERS } from './data/abyss.js';
import { localize, TABLE_LANGS, type L15 } from './data/localize.js';
import {
  THEATER_BOOMS,
  THEATER_CARDS,
  THEATER_SPLENDOUR,
  type TheaterTextRow,
} from './data/role-combat-texts.js';
import { buildIndexSnapshot } from './index-snapshot.js';
import { INDEX_PROFILES, type IndexProfile } from './profiles.js';
import { Rng } from './prng.js';

type Avatar = IndexSnapshot['avatars'][number];
type Round = NonNullable<RoleCombatSnapshot['rounds']>[number];
type SnapAvatar = Round['avatars'][number];

/** Seasons open on the first of each month (UTC); `back` 0 is January 2026, the demo's present. */
const seasonStart = (back: number) => Date.UTC(2026, -back, 1) / 1000;
const scheduleId = (back: number) => {
  const date = new Date(seasonStart(back) * 1000);
  return date.getUTCFullYear() * 100 + date.getUTCMonth() + 1;
};

/** Acts per difficulty (1 easy … 4 visionary) and the difficulty a best act implies. */
const ACTS = [0, 3, 6, 8, 10] as const;
const difficultyFor = (best: number) => (best > 8 ? 4 : best > 6 ? 3 : best > 3 ? 2 : 1);

function textEntry(row: TheaterTextRow, extra: Record<string, L15> = {}): CatalogEntry {
  const fields: Record<string, L15> = { desc: row.desc, ...extra };
  return {
    kind: 'ley_line',
    id: row.id,
    icon: artPath('ley_line', row.id),
    names: localize(row.name),
    texts: Object.fromEntries(
      TABLE_LANGS.map((lang, i) => [
        lang,
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[i] ?? v[0]])),
      ]),
    ),
  };
}

/** Catalog entries of the stage's caches, booms and splendour buff (enemies are the abyss's). */
export function roleCombatCatalog(): CatalogEntry[] {
  return [
    ...THEATER_CARDS.map((row) => textEntry(row)),
    ...THEATER_BOOMS.map((row) => textEntry(row)),
    ...THEATER_SPLENDOUR.map((row) => textEntry(row, { summary: row.summary })),
  ];
}

/** The strongest characters first: the cast a player brings to the stage. */
const castOf = (avatars: readonly Avatar[]) =>
  [...avatars].sort((a, b) => b.level - a.level || b.fetter - a.fetter).slice(0, 16);

function round(
  rng: Rng,
  act: number,
  finish: number,
  cast: readonly Avatar[],
  tarot: number,
): Round {
  // The first twelve take the stage in turns; the rest of the cast waits as backup.
  const offset = ((act - 1) * 3) % Math.max(1, Math.min(cast.length, 12) - 3);
  const avatars = cast.slice(offset, offset + 4).map((a, i): SnapAvatar => ({
    avatar_id: a.id,
    // Every third act borrows a friend's character for the last slot, some acts lend a trial one.
    avatar_type: i === 3 && act % 3 === 0 ? 3 : i === 3 && act % 4 === 1 ? 2 : 1,
    level: i === 3 && act % 3 === 0 ? 90 : a.level,
  }));
  const pick = <T>(items: readonly T[], min: number, max: number) =>
    rng.shuffle(items).slice(0, rng.int(min, max));
  return {
    round_id: tarot > 0 ? 0 : act,
    is_get_medal: tarot > 0 ? true : rng.chance(0.85),
    finish_time: finish,
    avatars,
    choice_cards: pick(THEATER_CARDS, 1, 2).map((c) => ({ id: c.id, is_enhanced: false })),
    buffs: pick(THEATER_BOOMS, 2, 3).map((b) => ({ id: b.id, is_enhanced: rng.chance(0.35) })),
    enemies: pick(MONSTERS, 1, 2).map((m) => ({ id: m.id, level: 70 + act * 3 + rng.int(0, 2) })),
    ...(act >= 4 && tarot === 0
      ? {
          splendour: {
            total_level: act - 3,
            buffs: THEATER_SPLENDOUR.map((s) => ({ id: s.id, level: act - 3 })),
          },
        }
      : {}),
    is_tarot: tarot > 0,
    tarot_serial_no: tarot,
  };
}

function season(rng: Rng, back: number, best: number, cast: readonly Avatar[], tarots: number) {
  const start = seasonStart(back);
  const end = seasonStart(back - 1) - 1;
  const difficulty = difficultyFor(best);
  const rounds: Round[] = [];
  let clock = start + 86_400 * rng.int(1, 3);
  for (let act = 1; act <= best; act += 1) {
    clock += rng.int(240, 720);
    rounds.push(round(rng, act, clock, cast, 0));
  }
  for (let serial = 1; serial <= tarots; serial += 1) {
    clock += rng.int(600, 1200);
    rounds.push(round(rng, 10, clock, cast, serial));
  }
  const acts = rounds.filter((r) => !r.is_tarot);
  // The medal list covers every act of the difficulty; acts never reached carry no medal.
  const medals = Array.from({ length: ACTS[difficulty] }, (_, i): number =>
    acts[i]?.is_get_medal ? 1 : 0,
  );
  const fielded = new Set(rounds.flatMap((r) => r.avatars.map((a) => a.avatar_id)));
  const stat = (id: number, value: string) => ({ avatar_id: id, value });
  const star = () => rng.pick(cast.slice(0, 8)).id;
  const snapshot: RoleCombatSnapshot = {
    schedule_id: scheduleId(back),
    start_time: start,
    end_time: end,
    is_unlock: true,
    stat: {
      difficulty_id: difficulty,
      max_round_id: best,
      heraldry: medals.reduce((a, b) => a + b, 0),
      get_medal_round_list: medals,
      medal_num: medals.reduce((a, b) => a + b, 0),
      coin_num: best * 20 + rng.int(0, 40),
      avatar_bonus_num: rng.int(2, 4 + best),
      rent_cnt: rng.int(0, 12),
      tarot_finished_cnt: tarots,
    },
    rounds,
    backup_avatars: cast
      .filter((a) => !fielded.has(a.id))
      .slice(0, 8)
      .map((a) => ({ avatar_id: a.id, avatar_type: 1, level: a.level })),
    fight: {
      max_defeat: stat(star(), String(rng.int(12, 40))),
      max_damage: stat(star(), String(rng.int(80, 900) * 1000 + rng.int(0, 999))),
      max_take_damage: stat(star(), String(rng.int(30, 160) * 1000 + rng.int(0, 999))),
      total_coin_consumed: stat(star(), String(best * 20)),
      shortest: rounds
        .slice(0, 1)
        .flatMap((r) => r.avatars.map((a) => stat(a.avatar_id, String(rng.int(20, 60))))),
      total_use_time: rounds.length * rng.int(160, 260),
    },
  };
  return snapshot;
}

/** Echo masters: the role's 5★-ish veterans, some locked, some done, a few with news (red dot). */
function charMaster(rng: Rng, avatars: readonly Avatar[], progress: number): CharMasterSnapshot {
  const picked = castOf(avatars).slice(0, 6 + Math.round(progress * 6));
  return {
    list: picked.map((a, i) => {
      const status = i < picked.length * progress * 0.6 ? 3 : rng.chance(0.6) ? 2 : 1;
      return {
        avatar_id: a.id,
        status,
        has_red_dot: status === 2 && rng.chance(0.6),
        level_id: status === 1 ? 0 : rng.int(1, 5),
      };
    }),
  };
}

/** Seasons a role keeps: four for the most advanced, three for the next, two for the rest. */
function seasonCount(profile: IndexProfile): number {
  return profile.progress >= 0.9 ? 4 : profile.progress >= 0.8 ? 3 : 2;
}

/** Demo catalog entries and snapshots of Masquerade Stage (role_combat, char_master) (issue 4). */
export function buildRoleCombatDemo(capturedAt: string): {
  catalog: CatalogEntry[];
  snapshots: IngestSnapshot[];
} {
  const snapshots = INDEX_PROFILES.flatMap((profile): IngestSnapshot[] => {
    const best = profile.theaterRound;
    const role = DEMO_ROLES.find((r) => r.game_id === 2 && r.game_role_id === profile.gameRoleId);
    if (best === null || !role) return [];
    const { avatars } = buildIndexSnapshot(role, profile);
    const cast = castOf(avatars);
    const base = { game_id: 2 as const, game_role_id: role.game_role_id };
    const seasons = Array.from({ length: seasonCount(profile) }, (_, back) => {
      const rng = new Rng(`${role.game_role_id}:theater:${back}`);
      // Older seasons reach a little less far; only a full run of 10 acts opens tarot rounds.
      const reached = back === 0 ? best : Math.max(1, best - rng.int(0, 2));
      const tarots = reached === 10 && back < 2 ? 2 - back : 0;
      const payload = season(rng, back, reached, cast, tarots);
      const at = back === 0 ? new Date(capturedAt) : new Date(payload.end_time * 1000);
      return {
        ...base,
        kind: 'role_combat',
        period: String(payload.schedule_id),
        captured_at: at.toISOString(),
        payload,
      };
    });
    const master = charMaster(new Rng(`${role.game_role_id}:echo`), avatars, profile.progress);
    return [
      ...seasons,
      { ...base, kind: 'char_master', period: '', captured_at: capturedAt, payload: master },
    ];
  });
  return { catalog: roleCombatCatalog(), snapshots };
}

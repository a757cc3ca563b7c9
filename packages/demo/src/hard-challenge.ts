import type {
  AchievementSnapshot,
  CatalogEntry,
  HardChallengeSnapshot,
  IndexSnapshot,
  IngestSnapshot,
} from '@chronicle/contract';
import { DEMO_ROLES } from './accounts.js';
import { artPath } from './catalog.js';
import { ACHIEVEMENT_CATEGORIES } from './data/hard-challenge-achievements.js';
import { BOSSES, SEASONS, TAG_WORDS } from './data/hard-challenge-texts.js';
import { localize, TABLE_LANGS } from './data/localize.js';
import { buildIndexSnapshot } from './index-snapshot.js';
import { INDEX_PROFILES, type IndexProfile } from './profiles.js';
import { Rng } from './prng.js';

type Avatar = IndexSnapshot['avatars'][number];
type Mode = HardChallengeSnapshot['single'];

/** The current demo season opened on 2025-12-29 (00:00 UTC); a season lasts six weeks. */
const CURRENT_SCHEDULE = 5269004;
const SEASON_SECONDS = 42 * 86_400;
const seasonStart = (back: number) => Date.UTC(2025, 11, 29) / 1000 - back * SEASON_SECONDS;

/** Catalog entries: bosses (name, icon, five description lines, tag words), seasons, categories. */
function catalog(): CatalogEntry[] {
  const bosses = BOSSES.map((b): CatalogEntry => ({
    kind: 'monster',
    id: b.id,
    icon: artPath('monster', b.id),
    names: localize(b.name),
    texts: Object.fromEntries(
      TABLE_LANGS.map((lang, i) => [
        lang,
        {
          desc_1: b.desc[i] ?? b.desc[0],
          tag_1: TAG_WORDS[1][i] ?? '',
          tag_0: TAG_WORDS[0][i] ?? '',
        },
      ]),
    ),
  }));
  const seasons = SEASONS.map((s): CatalogEntry => ({
    kind: 'hard_challenge_season',
    id: s.id,
    names: localize(s.title),
  }));
  const categories = ACHIEVEMENT_CATEGORIES.map((c): CatalogEntry => ({
    kind: 'achievement_category',
    id: c.id,
    icon: artPath('achievement_category', c.id),
    attrs: { total: c.total },
    names: localize(c.name),
  }));
  return [...bosses, ...seasons, ...categories];
}

/** Stored seasons of a role by how far it has come: the best players have kept more of them. */
function seasonCount(profile: IndexProfile): number {
  if (profile.onslaughtDifficulty === null) return 0;
  return profile.progress >= 0.9 ? 4 : profile.progress >= 0.8 ? 3 : 2;
}

function mode(
  rng: Rng,
  difficulty: number,
  back: number,
  team: readonly Avatar[],
  bosses: number,
): Mode {
  const strongest = [...team].sort((a, b) => b.level - a.level).slice(0, 12);
  const challenge = BOSSES.filter(
    (_, i) => (i - back + BOSSES.length) % BOSSES.length < bosses,
  ).map((boss, i) => {
    const members = rng.shuffle(strongest).slice(0, 4);
    const [hitter, dealer] = [members[0], members[1] ?? members[0]];
    return {
      second: rng.int(45, 170),
      teams: members.map((a) => ({
        avatar_id: a.id,
        level: a.level,
        rank: a.actived_constellation_num,
      })),
      best_avatar: [
        {
          avatar_id: hitter?.id ?? 1,
          dps: rng.int(60, 420) * 1000 + rng.int(0, 999),
          type: 1 as const,
        },
        {
          avatar_id: dealer?.id ?? 1,
          dps: rng.int(700, 3200) * 1000 + rng.int(0, 999),
          type: 2 as const,
        },
      ],
      monster: {
        monster_id: boss.id,
        level: 85 + difficulty * 5 + i,
        tags: [
          ...boss.weak.map((sprite) => ({ type: 1 as const, sprite })),
          { type: 0 as const, sprite: boss.strong },
        ],
      },
    };
  });
  const second = challenge.reduce((sum, c) => sum + c.second, 0);
  return { best: { difficulty, second }, challenge };
}

/** Trial of Dread seasons of a role, newest first; solo always, co-op in the latest two. */
export function buildHardChallengeSeasons(
  gameRoleId: string,
  profile: IndexProfile,
  avatars: readonly Avatar[],
): { season: HardChallengeSnapshot; capturedAt: string }[] {
  const top = profile.onslaughtDifficulty;
  if (top === null) return [];
  return Array.from({ length: seasonCount(profile) }, (_, back) => {
    const rng = new Rng(`${gameRoleId}:hard-challenge:${back}`);
    const difficulty = back === 0 ? top : Math.max(1, top - rng.int(0, 1));
    const start = seasonStart(back);
    const coop = back < 2 && profile.progress >= 0.8;
    const season: HardChallengeSnapshot = {
      schedule_id: String(CURRENT_SCHEDULE - back),
      start_time: start,
      end_time: start + SEASON_SECONDS - 1,
      season_id: SEASONS[back % SEASONS.length]?.id,
      single: mode(rng, difficulty, back, avatars, 3),
      mp: coop
        ? mode(rng, Math.max(1, difficulty - 1), back, avatars, 1)
        : { best: null, challenge: [] },
    };
    // The current season is captured with the overview; older ones on their last day.
    const capturedAt = back === 0 ? start + 7 * 86_400 : season.end_time;
    return { season, capturedAt: new Date(capturedAt * 1000).toISOString() };
  });
}

/** Achievements spread over the categories so that they add up to the overview's count. */
export function buildAchievements(profile: IndexProfile): AchievementSnapshot {
  const rng = new Rng(`${profile.gameRoleId}:achievements`);
  const capacity = ACHIEVEMENT_CATEGORIES.reduce((sum, c) => sum + c.total, 0);
  const share = Math.min(1, profile.achievements / capacity);
  const counts = ACHIEVEMENT_CATEGORIES.map((c) =>
    Math.min(c.total, Math.floor(c.total * share * (0.9 + rng.float() * 0.2))),
  );
  // Hand the rounding remainder to categories with room left, in order, until the sum matches.
  let rest = profile.achievements - counts.reduce((sum, n) => sum + n, 0);
  for (let i = 0; rest !== 0 && i < counts.length * 400; i += 1) {
    const k = i % counts.length;
    const cap = ACHIEVEMENT_CATEGORIES[k]?.total ?? 0;
    const n = counts[k] ?? 0;
    if (rest > 0 && n < cap) [counts[k], rest] = [n + 1, rest - 1];
    else if (rest < 0 && n > 0) [counts[k], rest] = [n - 1, rest + 1];
  }
  return {
    categories: ACHIEVEMENT_CATEGORIES.map((c, i) => ({
      id: c.id,
      finish_num: counts[i] ?? 0,
      total: c.total,
    })),
  };
}

/** Demo catalog entries and snapshots of Trial of Dread (hard_challenge, popularity) (issue 4). */
export function buildHardChallengeDemo(capturedAt: string): {
  catalog: CatalogEntry[];
  snapshots: IngestSnapshot[];
} {
  const snapshots = INDEX_PROFILES.flatMap((profile): IngestSnapshot[] => {
    const role = DEMO_ROLES.find((r) => r.game_id === 2 && r.game_role_id === profile.gameRoleId);
    if (!role) throw new Error(`demo data: no role ${profile.gameRoleId} for its profile`);
    const { avatars } = buildIndexSnapshot(role, profile);
    const base = { game_id: 2 as const, game_role_id: role.game_role_id };
    return [
      ...buildHardChallengeSeasons(role.game_role_id, profile, avatars).map(
        ({ season, capturedAt: at }) => ({
          ...base,
          kind: 'hard_challenge',
          period: season.schedule_id,
          captured_at: at,
          payload: season,
        }),
      ),
      {
        ...base,
        kind: 'achievement',
        period: '',
        captured_at: capturedAt,
        payload: buildAchievements(profile),
      },
    ];
  });
  return { catalog: catalog(), snapshots };
}

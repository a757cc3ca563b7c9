import type { IndexSnapshot } from '@chronicle/contract';
import {
  CHARACTERS,
  NO_CONSTELLATION_IDS,
  TWIN_IDS,
  type CharacterRow,
  type Element,
} from './data/characters.js';
import { RELIC_SETS, relicId } from './data/relics.js';
import { WEAPONS } from './data/weapons.js';
import type { IndexProfile } from './profiles.js';
import type { Rng } from './prng.js';

type SnapshotAvatar = IndexSnapshot['avatars'][number];
type SnapshotRelic = NonNullable<SnapshotAvatar['relics']>[number];

/** Ascension caps: characters level in steps, and each step needs a higher Adventure Rank. */
const LEVEL_STEPS = [1, 20, 40, 50, 60, 70, 80, 90] as const;
const CHOSEN_COUNT = 8;
const MIRROR_DOLL_ID = 10000118;

function maxCharacterLevel(adventureRank: number): number {
  if (adventureRank >= 50) return 90;
  if (adventureRank >= 40) return 80;
  if (adventureRank >= 35) return 70;
  if (adventureRank >= 30) return 60;
  if (adventureRank >= 25) return 50;
  if (adventureRank >= 15) return 40;
  return 20;
}

function characterById(id: number): CharacterRow {
  const found = CHARACTERS.find((c) => c.id === id);
  if (!found) throw new Error(`demo data: unknown character ${id}`);
  return found;
}

/**
 * Picks the roster: the role's player character, its forced specials, then 5★ and 4★ characters.
 * Young accounts lean towards the early, freely given characters; veterans own a random spread.
 */
function pickRoster(rng: Rng, profile: IndexProfile): CharacterRow[] {
  const forced = profile.forcedIds.map(characterById);
  const taken = new Set<number>([TWIN_IDS.brother, TWIN_IDS.sister, ...profile.forcedIds]);
  const pool = CHARACTERS.filter((c) => !taken.has(c.id));
  const ranked = (list: readonly CharacterRow[]): CharacterRow[] =>
    list
      .map((c, i) => ({ c, key: rng.float() + (1 - profile.progress) * (i / list.length) }))
      .sort((a, b) => a.key - b.key)
      .map(({ c }) => c);
  const slots = profile.rosterSize - 1 - forced.length;
  const forcedFive = forced.filter((c) => c.rarity !== 4).length;
  const fiveTarget = Math.round((profile.rosterSize - 1) * profile.fiveStarShare) - forcedFive;
  const fives = ranked(pool.filter((c) => c.rarity !== 4)).slice(0, Math.max(0, fiveTarget));
  const fours = ranked(pool.filter((c) => c.rarity === 4)).slice(0, slots - fives.length);
  return [characterById(profile.twinId), ...forced, ...fives, ...fours];
}

function pickLevel(rng: Rng, progress: number, cap: number): number {
  const steps = LEVEL_STEPS.filter((s) => s <= cap);
  const level = rng.weighted(steps.map((s, i) => [s, (i + 1) ** (1 + 4 * progress)] as const));
  // Not every character sits exactly on a cap: some are a few levels short of the next one.
  return level >= 40 && rng.chance(0.25) ? level - rng.int(1, 9) : level;
}

function pickFetter(rng: Rng, c: CharacterRow, level: number, progress: number): number {
  // The player character has no friendship level.
  if (c.id === TWIN_IDS.brother || c.id === TWIN_IDS.sister) return 0;
  if (level >= 80 && rng.chance(0.3 + 0.6 * progress)) return 10;
  const base = Math.round((level / 10) * (0.5 + 0.5 * progress)) + rng.int(-1, 2);
  return Math.min(10, Math.max(1, base));
}

function pickConstellations(rng: Rng, c: CharacterRow, progress: number): number {
  if (NO_CONSTELLATION_IDS.includes(c.id) || c.rarity === 105) return 0;
  if (c.rarity === 4) return Math.min(6, Math.floor(rng.float() * (2 + 6 * progress)));
  return rng.weighted([
    [0, 70],
    [1, 5 + 15 * progress],
    [2, 10 * progress],
    [3, 2 * progress],
    [6, 4 * progress],
  ]);
}

/** Refinement: duplicates of a 5★ weapon are rare, of a 3★ one common. */
function pickRefinement(rng: Rng, rarity: 3 | 4 | 5, progress: number): number {
  if (rarity === 5) return rng.chance(0.12) ? 2 : 1;
  if (rarity === 4) return Math.min(5, 1 + Math.floor(rng.float() * (1 + 5 * progress)));
  return rng.int(3, 5);
}

function pickWeapon(rng: Rng, c: CharacterRow, level: number, progress: number) {
  const rarity: 3 | 4 | 5 =
    c.rarity === 4
      ? rng.weighted<3 | 4 | 5>([
          [5, 0.1 * progress],
          [4, 0.75],
          [3, 0.4 * (1 - progress)],
        ])
      : rng.weighted<3 | 4 | 5>([
          [5, 0.15 + 0.5 * progress],
          [4, 0.8],
          [3, 0.2 * (1 - progress)],
        ]);
  const weapon = rng.pick(WEAPONS.filter((w) => w.type === c.weaponType && w.rarity === rarity));
  const below = LEVEL_STEPS.filter((s) => s < level).at(-1) ?? 1;
  return {
    id: weapon.id,
    level: rng.chance(0.75) ? level : below,
    affix_level: pickRefinement(rng, rarity, progress),
  };
}

function favouredSet(rng: Rng, element: Element): number {
  const own = RELIC_SETS.findIndex((s) => s.element === element);
  if (own >= 0 && rng.chance(0.6)) return own;
  return rng.pick(RELIC_SETS.map((_, i) => i).filter((i) => RELIC_SETS[i]?.element === null));
}

function pickRelics(rng: Rng, element: Element, level: number, progress: number): SnapshotRelic[] {
  const count = level >= 40 && rng.chance(0.8) ? 5 : 4;
  const positions = rng.shuffle([1, 2, 3, 4, 5]).slice(0, count);
  const main = favouredSet(rng, element);
  const others = rng.shuffle(RELIC_SETS.map((_, i) => i).filter((i) => i !== main));
  const second = others[0] ?? main;
  const third = others[1] ?? main;
  // Four of one set plus an off-piece, or two pairs and an off-piece.
  const plan = rng.chance(0.65)
    ? [main, main, main, main, second]
    : [main, main, second, second, third];
  return positions
    .map((pos, slot): SnapshotRelic => {
      const setIndex = plan[slot] ?? main;
      const rarity = level >= 70 && progress >= 0.4 ? 5 : level >= 40 ? 4 : rng.int(3, 4);
      const maxLevel = rarity === 5 ? 20 : rarity === 4 ? 16 : 12;
      const relicLevel =
        rarity === 5 && rng.chance(progress) ? 20 : rng.int(Math.floor(maxLevel / 2), maxLevel);
      return {
        id: relicId(setIndex, pos),
        pos,
        rarity,
        level: relicLevel,
        set_id: RELIC_SETS[setIndex]?.id ?? 0,
      };
    })
    .sort((a, b) => a.pos - b.pos);
}

function showcaseScore(a: SnapshotAvatar, c: CharacterRow): number {
  return (c.rarity === 4 ? 0 : 1000) + a.level * 10 + a.actived_constellation_num;
}

/** The avatars of an index snapshot: roster, levels, friendship, gear and 8 showcase picks. */
export function buildAvatars(
  rng: Rng,
  profile: IndexProfile,
  adventureRank: number,
): SnapshotAvatar[] {
  const cap = maxCharacterLevel(adventureRank);
  const { progress } = profile;
  const built = pickRoster(rng, profile).map((c) => {
    const level = pickLevel(rng, progress, cap);
    const element =
      c.id === profile.twinId
        ? profile.twinElement
        : c.id === MIRROR_DOLL_ID
          ? profile.mirrorElement
          : null;
    const avatar: SnapshotAvatar = {
      id: c.id,
      level,
      fetter: pickFetter(rng, c, level, progress),
      actived_constellation_num: pickConstellations(rng, c, progress),
      is_chosen: false,
      ...(element ? { element } : {}),
      weapon: pickWeapon(rng, c, level, progress),
      relics: pickRelics(rng, element ?? c.element, level, progress),
    };
    return { avatar, c };
  });
  const showcase = rng.shuffle(
    [...built]
      .sort((a, b) => showcaseScore(b.avatar, b.c) - showcaseScore(a.avatar, a.c))
      .slice(0, 12),
  );
  for (const { avatar } of showcase.slice(0, CHOSEN_COUNT)) avatar.is_chosen = true;
  const rank = (c: CharacterRow): number => (c.rarity === 4 ? 4 : 5);
  return built
    .sort(
      (a, b) =>
        rank(b.c) - rank(a.c) ||
        b.avatar.level - a.avatar.level ||
        b.avatar.fetter - a.avatar.fetter ||
        a.avatar.id - b.avatar.id,
    )
    .map(({ avatar }) => avatar);
}

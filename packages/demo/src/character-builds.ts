import {
  RELIC_PROPERTY_OPTIONS,
  type CharacterBuild,
  type CharactersSnapshot,
  type IndexSnapshot,
  type IngestSnapshot,
} from '@chronicle/contract';
import { DEMO_ROLES } from './accounts.js';
import { CHARACTERS, NO_CONSTELLATION_IDS, type Element } from './data/characters.js';
import { COSTUMES } from './data/costumes.js';
import { WEAPONS } from './data/weapons.js';
import { constellationIds, skillIds } from './character-kit-ids.js';
import { buildIndexSnapshot } from './index-snapshot.js';
import { INDEX_PROFILES } from './profiles.js';
import { Rng } from './prng.js';

type SnapshotAvatar = IndexSnapshot['avatars'][number];
type Prop = CharacterBuild['base_properties'][number];
type RelicProp = CharacterBuild['relics'][number]['main_property'];

const ELEMENT_DMG: Record<Element, number> = {
  Pyro: 40,
  Electro: 41,
  Hydro: 42,
  Dendro: 43,
  Anemo: 44,
  Geo: 45,
  Cryo: 46,
};
const PERCENT = new Set([3, 6, 9, 20, 22, 23, 26, 30, 40, 41, 42, 43, 44, 45, 46]);
/** Main stat of a 5★ relic at +20. */
const MAIN_MAX: Record<number, number> = {
  2: 4780,
  5: 311,
  3: 46.6,
  6: 46.6,
  9: 58.3,
  28: 187,
  23: 51.8,
  30: 58.3,
  20: 31.1,
  22: 62.2,
  26: 35.9,
};
/** One roll of a 5★ sub stat. */
const SUB_ROLL: Record<number, number> = {
  2: 299,
  3: 5.8,
  5: 19,
  6: 5.8,
  8: 23,
  9: 7.3,
  20: 3.9,
  22: 7.8,
  28: 23,
  23: 6.5,
};
const WEAPON_BASE: Record<3 | 4 | 5, number> = { 3: 401, 4: 510, 5: 608 };
const WEAPON_SUBS: readonly (readonly [number, number])[] = [
  [6, 41.3],
  [3, 41.3],
  [20, 27.6],
  [22, 55.1],
  [23, 45.9],
  [28, 165],
  [30, 51.7],
];

const fmt = (type: number, value: number) =>
  PERCENT.has(type) ? `${value.toFixed(1)}%` : String(Math.round(value));
const flat = (type: number, value: string): Prop => ({
  property_type: type,
  base: value,
  add: '',
  final: value,
});

function promoteLevel(level: number): number {
  return [20, 40, 50, 60, 70, 80].filter((cap) => level > cap).length;
}

function elementDmg(element: Element): number {
  return ELEMENT_DMG[element];
}

function mainStat(rng: Rng, pos: number, element: Element): number {
  if (pos === 1) return 2;
  if (pos === 2) return 5;
  if (pos === 3) return rng.pick(RELIC_PROPERTY_OPTIONS.sand_main_property_list);
  if (pos === 4) return rng.chance(0.6) ? elementDmg(element) : rng.pick([3, 6, 9, 28]);
  return rng.pick([20, 22, 20, 22, 28, 26, 6]);
}

function relicStats(
  rng: Rng,
  relic: NonNullable<SnapshotAvatar['relics']>[number],
  element: Element,
): CharacterBuild['relics'][number] {
  const mainType = mainStat(rng, relic.pos, element);
  const maxLevel = relic.rarity === 5 ? 20 : relic.rarity === 4 ? 16 : 12;
  const rarityFactor = relic.rarity === 5 ? 1 : relic.rarity === 4 ? 0.8 : 0.6;
  const scale = (0.15 + (0.85 * relic.level) / maxLevel) * rarityFactor;
  const mainMax = MAIN_MAX[mainType] ?? 46.6;
  const main: RelicProp = {
    property_type: mainType,
    value: fmt(mainType, mainMax * scale),
    times: 0,
  };
  const subCount = Math.min(4, relic.rarity - 1 + (rng.chance(0.5) ? 0 : -1) + 1);
  const types = rng
    .shuffle(RELIC_PROPERTY_OPTIONS.sub_property_list.filter((t) => t !== mainType))
    .slice(0, Math.max(1, subCount));
  const times = types.map(() => 0);
  for (let roll = 0; roll < Math.floor(relic.level / 4); roll += 1) {
    const i = rng.int(0, types.length - 1);
    times[i] = (times[i] ?? 0) + 1;
  }
  return {
    pos: relic.pos,
    main_property: main,
    sub_property_list: types.map((type, i) => {
      const rolls = (times[i] ?? 0) + 1;
      const value = (SUB_ROLL[type] ?? 5) * rarityFactor * rolls * (0.85 + 0.15 * rng.float());
      return { property_type: type, value: fmt(type, value), times: times[i] ?? 0 };
    }),
  };
}

function weaponStats(rng: Rng, weapon: NonNullable<SnapshotAvatar['weapon']>) {
  const rarity = WEAPONS.find((w) => w.id === weapon.id)?.rarity ?? 4;
  const scale = 0.08 + (0.92 * weapon.level) / 90;
  const [subType, subMax] = rng.pick(WEAPON_SUBS);
  return {
    promote_level: promoteLevel(weapon.level),
    main_property: flat(4, String(Math.round(WEAPON_BASE[rarity] * scale))),
    sub_property: flat(subType, fmt(subType, subMax * (0.25 + 0.75 * (weapon.level / 90)))),
  };
}

/** Sums of one stat over the relics and the weapon's sub stat. */
function totalOf(build: Omit<CharacterBuild, 'base_properties'>, type: number): number {
  let sum = 0;
  const add = (p: { property_type: number } & ({ value: string } | { final: string })) => {
    if (p.property_type === type) sum += parseFloat('value' in p ? p.value : p.final);
  };
  for (const relic of build.relics) {
    add(relic.main_property);
    relic.sub_property_list.forEach(add);
  }
  if (build.weapon?.sub_property) add(build.weapon.sub_property);
  return sum;
}

function panels(
  partial: Omit<CharacterBuild, 'base_properties'>,
  avatar: SnapshotAvatar,
  rarity: number,
  element: Element,
) {
  const scale = 0.08 + (0.92 * avatar.level) / 90;
  const five = rarity !== 4;
  const weaponAtk = parseFloat(partial.weapon?.main_property.final ?? '0');
  const stat = (type: number, base: number, pct: number, flatType: number): Prop => {
    const add = base * (totalOf(partial, pct) / 100) + totalOf(partial, flatType);
    return {
      property_type: type,
      base: String(Math.round(base)),
      add: String(Math.round(add)),
      final: String(Math.round(base + add)),
    };
  };
  const percent = (type: number, base: number): Prop => {
    const add = totalOf(partial, type);
    return {
      property_type: type,
      base: `${base.toFixed(1)}%`,
      add: add > 0 ? `${add.toFixed(1)}%` : '',
      final: `${(base + add).toFixed(1)}%`,
    };
  };
  const hp = stat(2000, (five ? 13_000 : 10_500) * scale, 3, 2);
  const atk = stat(2001, (five ? 330 : 240) * scale + weaponAtk, 6, 5);
  const def = stat(2002, (five ? 800 : 640) * scale, 9, 8);
  const em = stat(28, 0, 0, 28);
  const base = [hp, atk, def, em];
  const extra = [percent(20, 5), percent(22, 50), percent(23, 100), percent(26, 0)];
  const own = elementDmg(element);
  const dmg = [30, 40, 41, 42, 43, 44, 45, 46].map((t) => percent(t, 0));
  return {
    base_properties: base,
    extra_properties: [...extra, percent(27, 0), percent(80, 0), percent(81, 0)],
    element_properties: [...dmg, ...[29, 50, 51, 52, 53, 54, 55, 56].map((t) => percent(t, 0))],
    selected_properties: [...base, ...extra.slice(0, 3), percent(own, 0)],
  };
}

/** The build of one owned character of a role (seeded by the role and the character). */
export function buildFor(roleId: string, avatar: SnapshotAvatar): CharacterBuild {
  const rng = new Rng(`${roleId}:build:${avatar.id}`);
  const row = CHARACTERS.find((c) => c.id === avatar.id);
  const element = (avatar.element as Element | undefined) ?? row?.element ?? 'Anemo';
  const promote = promoteLevel(avatar.level);
  const talentCap = Math.max(
    1,
    Math.min(10, 1 + promote + (promote >= 6 ? 3 : promote >= 4 ? 1 : 0)),
  );
  const skills: CharacterBuild['skills'] = skillIds(row?.weaponType ?? 1).map((skill_id, i) => {
    if (i >= 3) {
      // Passives unlock with the first and the fourth ascension.
      const unlocked = promote >= (i === 3 ? 1 : 4);
      return {
        skill_id,
        skill_type: 2,
        level: unlocked ? 1 : 0,
        is_unlock: unlocked,
        affix_values: [i === 3 ? '20%' : '12%'],
      };
    }
    const level = rng.int(Math.max(1, talentCap - 4), talentCap);
    const value = (i === 0 ? 45 : i === 1 ? 120 : 300) * (1 + 0.08 * (level - 1));
    return {
      skill_id,
      skill_type: 1,
      level,
      is_unlock: true,
      affix_values: [`${value.toFixed(1)}%`],
    };
  });
  const costume = COSTUMES.find((c) => c.characterId === avatar.id);
  const partial = {
    id: avatar.id,
    ...(avatar.weapon ? { weapon: weaponStats(rng, avatar.weapon) } : {}),
    relics: (avatar.relics ?? []).map((relic) => relicStats(rng, relic, element)),
    // The catalog element: travellers keep their constellations whatever element they resonate with.
    constellation_ids: NO_CONSTELLATION_IDS.includes(avatar.id)
      ? []
      : constellationIds(row?.element ?? element),
    skills,
    ...(costume ? { costume_ids: [costume.id] } : {}),
    recommend_properties: {
      sand_main_property_list: element === 'Geo' ? [9, 23] : [6, 28, 23],
      goblet_main_property_list: [elementDmg(element), 6],
      circlet_main_property_list: [20, 22],
      sub_property_list: [20, 22, 6, 23, 28],
    },
    custom_properties:
      avatar.is_chosen && rng.chance(0.25)
        ? {
            sand_main_property_list: [28],
            goblet_main_property_list: [elementDmg(element)],
            circlet_main_property_list: [22],
            sub_property_list: [22, 20, 28],
          }
        : null,
    selected_properties: [],
    extra_properties: [],
    element_properties: [],
  };
  return { ...partial, ...panels(partial, avatar, row?.rarity ?? 4, element) };
}

/** The `characters` snapshot of every main-game demo role (one build per owned character). */
export function buildCharacterSnapshots(capturedAt: string): IngestSnapshot[] {
  return INDEX_PROFILES.flatMap((profile) => {
    const role = DEMO_ROLES.find((r) => r.game_id === 2 && r.game_role_id === profile.gameRoleId);
    if (!role) return [];
    const index = buildIndexSnapshot(role, profile);
    const payload: CharactersSnapshot = {
      avatars: index.avatars.map((a) => buildFor(role.game_role_id, a)),
    };
    return [
      {
        game_id: 2,
        game_role_id: role.game_role_id,
        kind: 'characters',
        period: '',
        captured_at: capturedAt,
        payload,
      },
    ];
  });
}

import type {
  HkrpgCharacterBuild,
  HkrpgCharProp,
  HkrpgIndexSnapshot,
  HkrpgRelicProp,
} from '@chronicle/contract';
import { Rng } from '../prng.js';
import { characterDef, ornamentId, relicId, type HsrCharacterDef } from './data.js';
import { DMG_TYPE_OF, formatStat, propertyDef } from './properties.js';
import { TRACE_LAYOUT, traceId } from './traces.js';
import type { HsrProfile, OwnedCharacter } from './profiles.js';

type SnapRelic = HkrpgCharacterBuild['relics'][number];

/** Roll values of one sub-stat roll (high roll), per relic stat type. */
const ROLL: Record<number, number> = {
  27: 42.3,
  29: 21.2,
  31: 21.2,
  32: 4.3,
  33: 4.3,
  34: 5.4,
  51: 2.6,
  52: 3.2,
  53: 6.5,
  56: 4.3,
  57: 4.3,
  59: 6.5,
};
/** Main stat values of a +15 five-star piece. */
const MAIN: Record<number, number> = {
  27: 705,
  29: 352,
  32: 43.2,
  33: 43.2,
  34: 54,
  51: 25,
  52: 32.4,
  53: 64.8,
  54: 19.4,
  55: 34.5,
  56: 43.2,
  59: 64.8,
};
const SUBS = [27, 29, 31, 32, 33, 34, 51, 52, 53, 56, 57, 59];

function mainValue(type: number): number {
  return MAIN[type] ?? 38.8;
}

function relic(rng: Rng, id: number, pos: number, main: number, level: number): SnapRelic {
  const subs = rng.shuffle(SUBS.filter((t) => t !== main)).slice(0, 4);
  // Five upgrades spread over the four sub-stats on a +15 piece.
  const rolls = [1, 1, 1, 1];
  for (let i = 0; i < Math.floor(level / 3); i += 1) rolls[rng.int(0, 3)]! += 1;
  const properties: HkrpgRelicProp[] = subs.map((type, i) => ({
    property_type: type,
    value: formatStat(type, (ROLL[type] ?? 1) * (rolls[i] ?? 1)),
    times: rolls[i] ?? 1,
  }));
  return {
    id,
    level,
    pos,
    rarity: 5,
    main_property: { property_type: main, value: formatStat(main, mainValue(main)), times: 0 },
    properties,
  };
}

/** Main stats by what the character does: healers want healing, supports speed, others damage. */
function mainStats(def: HsrCharacterDef): [number, number, number, number] {
  const dmg = DMG_TYPE_OF[def.element];
  if (def.path === 7) return [55, 51, 32, 54];
  if (def.path === 6) return [34, 51, 34, 54];
  if (def.path === 4 || def.path === 8) return [53, 51, 32, 54];
  if (def.path === 5) return [56, 51, dmg, 33];
  return [52, 33, dmg, 33];
}

function panel(def: HsrCharacterDef, level: number, relics: SnapRelic[]): HkrpgCharProp[] {
  const sum = (types: number[]) =>
    relics
      .flatMap((r) => [r.main_property, ...r.properties])
      .filter((p) => types.includes(p.property_type))
      .reduce((total, p) => total + Number.parseFloat(p.value), 0);
  const grow = level / 80;
  const base = {
    hp: Math.round((def.rarity === 5 ? 1200 : 1050) * grow),
    atk: Math.round((def.rarity === 5 ? 620 : 540) * grow),
    def: Math.round((def.rarity === 5 ? 560 : 480) * grow),
  };
  const flat = (type: number, b: number, pctType: number, flatType: number): HkrpgCharProp => {
    const add = Math.round((b * sum([pctType])) / 100 + sum([flatType]));
    return { property_type: type, base: String(b), add: String(add), final: String(b + add) };
  };
  const pct = (type: number, b: number, relicType: number): HkrpgCharProp => {
    const add = sum([relicType]);
    return {
      property_type: type,
      base: formatStat(type, b),
      add: formatStat(type, add),
      final: formatStat(type, b + add),
    };
  };
  const spdAdd = sum([51]);
  const dmgType = DMG_TYPE_OF[def.element];
  return [
    flat(1, base.hp, 32, 27),
    flat(2, base.atk, 33, 29),
    flat(3, base.def, 34, 31),
    {
      property_type: 4,
      base: '100',
      add: String(Math.round(spdAdd)),
      final: String(100 + Math.round(spdAdd)),
    },
    pct(5, 5, 52),
    pct(6, 50, 53),
    pct(dmgType, 0, dmgType),
    pct(58, 0, 59),
    pct(7, 0, 55),
    {
      property_type: 9,
      base: '100.0%',
      add: formatStat(9, sum([54])),
      final: formatStat(9, 100 + sum([54])),
    },
    pct(10, 0, 56),
    pct(11, 0, 57),
  ];
}

function skills(def: HsrCharacterDef, owned: OwnedCharacter): HkrpgCharacterBuild['skills'] {
  return TRACE_LAYOUT.map((p) => {
    const unlocked = p.pointType === 2 || owned.level >= 40 + (p.n % 100) * 5;
    const level = p.pointType === 2 ? Math.min(p.maxLevel, owned.talent) : unlocked ? 1 : 0;
    return {
      point_id: String(traceId(def.id, p.n)),
      point_type: p.pointType,
      level,
      is_activated: unlocked,
      is_rank_work: p.pointType === 2,
      pre_point: p.pre === 0 ? '0' : String(traceId(def.id, p.pre)),
      anchor: p.anchor,
      special_point_type: 'PointTypeNormal',
    };
  });
}

/** One character's full build (kind `hsr_characters`). */
export function buildOf(roleId: string, owned: OwnedCharacter): HkrpgCharacterBuild {
  const def = characterDef(owned.id);
  const rng = new Rng(`hsr-build:${roleId}:${def.id}`);
  const [body, feet, sphere, rope] = mainStats(def);
  const set = rng.int(1, 4);
  const planar = rng.int(1, 2);
  const level = owned.relicLevel;
  const relics =
    level < 0
      ? []
      : [
          relic(rng, relicId(set, 1), 1, 27, level),
          relic(rng, relicId(set, 2), 2, 29, level),
          relic(rng, relicId(set, 3), 3, body, level),
          relic(rng, relicId(set, 4), 4, feet, level),
        ];
  const ornaments =
    level < 0
      ? []
      : [
          relic(rng, ornamentId(planar, 5), 5, sphere, level),
          relic(rng, ornamentId(planar, 6), 6, rope, level),
        ];
  const [recommendBody, , recommendSphere] = mainStats(def);
  return {
    id: def.id,
    level: owned.level,
    rank: owned.rank,
    equip: owned.lens
      ? { id: owned.lens.id, level: owned.lens.level, rank: owned.lens.rank }
      : null,
    relics,
    ornaments,
    properties: panel(def, owned.level, [...relics, ...ornaments]),
    skills: skills(def, owned),
    ...(def.servant
      ? {
          servant: {
            servant_id: def.servant.id,
            properties: [
              { property_type: 1, base: '980', add: '310', final: '1290' },
              { property_type: 4, base: '130', add: '0', final: '130' },
            ],
            skills: [],
          },
        }
      : {}),
    recommend: {
      recommend_relic_properties: [recommendBody, 51, recommendSphere, 53].filter(
        (t, i, all) => all.indexOf(t) === i && propertyDef(t).panel !== undefined,
      ),
      custom_relic_properties: [],
      is_custom_property_valid: false,
    },
  };
}

/** The index snapshot (kind `hsr_index`): header, stats and every owned character with its lens. */
export function indexOf(profile: HsrProfile): HkrpgIndexSnapshot {
  const chosen = profile.characters[0];
  return {
    role: {
      nickname: profile.nickname,
      level: profile.level,
      ...(chosen ? { avatar: `/art/hsr_character/${chosen.id}.svg` } : {}),
    },
    stats: { ...profile.stats, abyss_process_id: profile.abyssProcessId },
    avatars: profile.characters.map((owned, i) => {
      const def = characterDef(owned.id);
      return {
        id: def.id,
        level: owned.level,
        rank: owned.rank,
        is_chosen: i === 0,
        equip: owned.lens
          ? { id: owned.lens.id, level: owned.lens.level, rank: owned.lens.rank }
          : null,
      };
    }),
  };
}

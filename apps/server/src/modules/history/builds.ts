import type {
  BuildStat,
  CharacterBuildVersion,
  CharactersSnapshot,
  HkrpgCharactersSnapshot,
  HkrpgIndexSnapshot,
  Honkai3rdCharactersSnapshot,
  IndexSnapshot,
  Lang,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Catalog } from '../catalog/catalog.service.js';
import { presentDetail } from '../genshin/character.presenter.js';
import { propertyMap } from '../genshin/character.service.js';
import { presentAvatarInfo } from '../hkrpg/avatar-info.presenter.js';
import { presentCharacters } from '../honkai3rd/characters.presenter.js';
import { storedReadings, type Stored } from './stored-versions.js';

export interface BuildContext {
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
  region: string;
}

type Build = Omit<CharacterBuildVersion, 'captured_at'>;

/** The latest stored payload at or before `at`. */
function asOf<T>(stored: readonly Stored<T>[], at: number): T | undefined {
  let found: T | undefined;
  for (const s of stored) if (s.at <= at) found = s.payload;
  return found;
}

/** The instants any of the lists changed, ascending. */
function instants(...lists: readonly (readonly Stored<unknown>[])[]): number[] {
  return [...new Set(lists.flat().map((s) => s.at))].sort((a, b) => a - b);
}

async function genshinBuilds(
  db: Kysely<Database>,
  roleId: string,
  characterId: number,
  ctx: BuildContext,
): Promise<{ name: string; builds: Stored<Build>[] }> {
  // Of each version, only this character's entries are kept (`storedReadings`).
  const [indexes, characters] = await Promise.all([
    storedReadings(db, 2, roleId, 'index', `builds:${characterId}`, (s: IndexSnapshot) =>
      s.avatars.find((a) => a.id === characterId),
    ),
    storedReadings(db, 2, roleId, 'characters', `builds:${characterId}`, (s: CharactersSnapshot) =>
      s.avatars.find((b) => b.id === characterId),
    ),
  ]);
  let name = '';
  const builds: Stored<Build>[] = [];
  for (const at of instants(indexes, characters)) {
    const avatar = asOf(indexes, at);
    if (!avatar) continue;
    const build = asOf(characters, at);
    const detail = presentDetail(avatar, build, ctx);
    const types = new Set<number>();
    for (const relic of detail.relics) {
      types.add(relic.main_property.property_type);
      for (const sub of relic.sub_property_list) types.add(sub.property_type);
    }
    const names = propertyMap(types, ctx);
    const stat = (p: { property_type: number; value: string }): BuildStat => ({
      name: names[String(p.property_type)]?.name ?? String(p.property_type),
      value: p.value,
    });
    name = detail.base.name;
    builds.push({
      at,
      payload: {
        level: detail.base.level,
        rank: detail.base.actived_constellation_num,
        weapon: detail.weapon
          ? {
              name: detail.weapon.name,
              level: detail.weapon.level,
              refinement: detail.weapon.affix_level,
            }
          : null,
        skills: detail.skills
          .filter((s) => s.skill_type === 1)
          .map((s) => ({ name: s.name, level: s.level })),
        gear: detail.relics.map((r) => ({
          slot: r.pos,
          slot_name: r.pos_name,
          name: r.set.name || r.name,
          level: r.level,
          main: stat(r.main_property),
          subs: r.sub_property_list.map(stat),
        })),
      },
    });
  }
  return { name, builds };
}

async function hsrBuilds(
  db: Kysely<Database>,
  roleId: string,
  characterId: number,
  ctx: BuildContext,
): Promise<{ name: string; builds: Stored<Build>[] }> {
  const [indexes, characters] = await Promise.all([
    storedReadings(
      db,
      6,
      roleId,
      'hsr_index',
      `builds:${characterId}`,
      (s: HkrpgIndexSnapshot) => ({
        ...s,
        avatars: s.avatars.filter((a) => a.id === characterId),
      }),
    ),
    storedReadings(
      db,
      6,
      roleId,
      'hsr_characters',
      `builds:${characterId}`,
      (s: HkrpgCharactersSnapshot) => s.avatars.filter((a) => a.id === characterId),
    ),
  ]);
  let name = '';
  const builds: Stored<Build>[] = [];
  for (const at of instants(characters)) {
    const avatars = asOf(characters, at) ?? [];
    if (avatars.length === 0) continue;
    const info = presentAvatarInfo(ctx, avatars, asOf(indexes, at), {
      needWiki: false,
      ids: [characterId],
    });
    const avatar = info.avatar_list[0];
    if (!avatar) continue;
    const stat = (p: { property_type: number; value: string }): BuildStat => ({
      name: info.property_info[String(p.property_type)]?.name ?? String(p.property_type),
      value: p.value,
    });
    name = avatar.name;
    builds.push({
      at,
      payload: {
        level: avatar.level,
        rank: avatar.rank,
        weapon: avatar.equip
          ? { name: avatar.equip.name, level: avatar.equip.level, refinement: avatar.equip.rank }
          : null,
        skills: avatar.skills
          .filter((s) => s.point_type === 2)
          .map((s) => ({ name: s.remake, level: s.level })),
        gear: [...avatar.relics, ...avatar.ornaments].map((r) => ({
          slot: r.pos,
          slot_name: String(r.pos),
          name: r.name,
          level: r.level,
          main: stat(r.main_property),
          subs: r.properties.map(stat),
        })),
      },
    });
  }
  return { name, builds };
}

const STIGMA_SLOTS = ['T', 'M', 'B'];

async function bh3Builds(
  db: Kysely<Database>,
  roleId: string,
  characterId: number,
  ctx: BuildContext,
): Promise<{ name: string; builds: Stored<Build>[] }> {
  const characters = await storedReadings(
    db,
    1,
    roleId,
    'bh3_characters',
    `builds:${characterId}`,
    (s: Honkai3rdCharactersSnapshot) => s.characters.filter((c) => c.id === characterId),
  );
  let name = '';
  const builds: Stored<Build>[] = [];
  for (const stored of characters) {
    const own = stored.payload;
    const presented = presentCharacters({ characters: own }, ctx).characters[0]?.character;
    if (!presented) continue;
    name = presented.avatar.name;
    builds.push({
      at: stored.at,
      payload: {
        level: presented.avatar.level,
        rank: presented.avatar.star,
        weapon: {
          name: presented.weapon.name,
          level: presented.weapon.level,
          refinement: presented.weapon.rarity,
        },
        skills: [],
        gear: presented.stigmatas.flatMap((s, i) =>
          s.id > 0
            ? [
                {
                  slot: i + 1,
                  slot_name: STIGMA_SLOTS[i] ?? String(i + 1),
                  name: s.name,
                  level: s.level,
                  main: null,
                  subs: [],
                },
              ]
            : [],
        ),
      },
    });
  }
  return { name, builds };
}

const BUILDS = { 1: bh3Builds, 2: genshinBuilds, 6: hsrBuilds } as const;

/**
 * Every version of one character's build a role has stored, oldest first, with names in the request
 * language; a version identical to the one before it (another record changed) is left out.
 */
export async function characterBuilds(
  db: Kysely<Database>,
  gameId: 1 | 2 | 6,
  roleId: string,
  characterId: number,
  ctx: BuildContext,
): Promise<{ name: string; versions: CharacterBuildVersion[] }> {
  const { name, builds } = await BUILDS[gameId](db, roleId, characterId, ctx);
  const versions: CharacterBuildVersion[] = [];
  let last = '';
  for (const build of builds) {
    const text = JSON.stringify(build.payload);
    if (text === last) continue;
    last = text;
    versions.push({ captured_at: build.at, ...build.payload });
  }
  return { name, versions };
}

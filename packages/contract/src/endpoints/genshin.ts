import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import {
  AvatarBasicInfoBody,
  AvatarBasicInfoData,
  CharacterDetailBody,
  CharacterDetailData,
  CharacterListBody,
  CharacterListData,
  LegacyCharacterBody,
  LegacyCharacterData,
} from '../schemas/genshin-character.js';
import {
  CharacterInfoBody,
  CharacterInfoData,
  ExternalContentData,
  ExternalContentQuery,
  RoleBasicInfoData,
  RoleBasicInfoQuery,
  SetRecommendPropBody,
} from '../schemas/genshin-character-info.js';
import { EmptyData } from '../schemas/common.js';
import { SpiralAbyssData, SpiralAbyssQuery } from '../schemas/genshin-abyss.js';
import { IndexData, IndexQuery } from '../schemas/genshin-index.js';
import { DailyNoteData, DailyNoteQuery } from '../schemas/genshin-notes.js';

/**
 * Player overview: role, avatars, statistics, world explorations and homes
 * (docs/reference/hoyolab-api.md#player-overview).
 */
export const index = defineEndpoint({
  id: 'genshin.index',
  method: 'GET',
  family: 'genshin',
  path: 'index',
  summary: 'Player overview of a main-game role',
  description: describeEndpoint(
    "The overview of a main-game role: role header, the characters (id, name, element, rarity, level, icon), statistics (days active, achievements, chests…), world exploration per region and homes. HoYoLAB's `index`.",
    WHO.records,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: IndexQuery,
  data: IndexData,
});

/** The roster with filters and sorting (docs/reference/hoyolab-api.md#character-list). */
export const characterList = defineEndpoint({
  id: 'genshin.characterList',
  method: 'POST',
  family: 'genshin',
  path: 'character/list',
  summary: 'Characters of a main-game role, filtered and sorted',
  description: describeEndpoint(
    'The characters of a main-game role with name, element, rarity, level, constellation and weapon summary, filtered (elements, weapon types) and sorted as the body asks.',
    WHO.records,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: CharacterListBody,
  data: CharacterListData,
});

/**
 * Full builds of some characters (docs/reference/hoyolab-api.md#character-detail); a visitor needs
 * switch 2.
 */
export const characterDetail = defineEndpoint({
  id: 'genshin.characterDetail',
  method: 'POST',
  family: 'genshin',
  path: 'character/detail',
  summary: 'Weapon, artifacts, constellations, talents and stats of characters',
  description: describeEndpoint(
    'Full builds of the characters named in `character_ids`: weapon, artifacts with stats, constellations, talents and the computed stat table, in the request language.',
    WHO.characterDetails,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: CharacterDetailBody,
  data: CharacterDetailData,
});

/**
 * The pre-2024 character call older clients still make (docs/reference/hoyolab-api.md#characters).
 */
export const character = defineEndpoint({
  id: 'genshin.character',
  method: 'POST',
  family: 'genshin',
  path: 'character',
  summary: 'Characters with weapon, artifacts and constellations (legacy)',
  description: describeEndpoint(
    'The pre-2024 character call older clients still make: every character with weapon, artifacts and constellations in one list.',
    WHO.characterDetails,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: LegacyCharacterBody,
  data: LegacyCharacterData,
});

/**
 * Catalog facts of characters: name, element, rarity, weapon type
 * (docs/reference/hoyolab-api.md#avatar-basic-info).
 */
export const avatarBasicInfo = defineEndpoint({
  id: 'genshin.avatarBasicInfo',
  method: 'POST',
  family: 'genshin',
  path: 'avatarBasicInfo',
  summary: 'Basic facts of characters',
  description: describeEndpoint(
    'Catalog facts of characters (name, element, rarity, weapon type, icons) in the request language; about no role in particular.',
    WHO.signedIn,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: AvatarBasicInfoBody,
  data: AvatarBasicInfoData,
});

/**
 * Spiral Abyss of the current (1) or previous (2) stored period
 * (docs/reference/hoyolab-api.md#spiral-abyss).
 */
export const spiralAbyss = defineEndpoint({
  id: 'genshin.spiralAbyss',
  method: 'GET',
  family: 'genshin',
  path: 'spiralAbyss',
  summary: 'Spiral Abyss record of a period',
  description: describeEndpoint(
    'The Spiral Abyss record of the current (`schedule_type=1`) or previous (2) stored period: floors, chambers, battles with the characters fielded (name, element, rarity), and the rank lists (most played, most kills, strongest strike…).',
    WHO.records,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: SpiralAbyssQuery,
  data: SpiralAbyssData,
});

/**
 * Real-time notes: the owner's alone, with recovery times as of now
 * (docs/reference/hoyolab-api.md#real-time-notes).
 */
export const dailyNote = defineEndpoint({
  id: 'genshin.dailyNote',
  method: 'GET',
  family: 'genshin',
  path: 'dailyNote',
  summary: 'Real-time notes of the owner’s role',
  description: describeEndpoint(
    "Real-time notes of the owner's main-game role: resin, commissions, expeditions (with each character's name and element), realm currency and the transformer, with recovery times computed as of now.",
    WHO.notes,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: DailyNoteQuery,
  data: DailyNoteData,
});

/**
 * Card facts and wiki/calculator/lineup/guide links of characters
 * (docs/reference/web-app.md#character-info).
 */
export const characterInfo = defineEndpoint({
  id: 'genshin.characterInfo',
  method: 'POST',
  family: 'genshin',
  path: 'character/info',
  summary: 'Character card facts and links',
  description: describeEndpoint(
    'Card facts of characters and their wiki, calculator, lineup and guide links, in the request language; about no role in particular.',
    WHO.signedIn,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: CharacterInfoBody,
  data: CharacterInfoData,
});

/**
 * Extra content of a character for its card (docs/reference/web-app.md#character-info,
 * `item_type=1`).
 */
export const externalContent = defineEndpoint({
  id: 'genshin.externalContent',
  method: 'GET',
  family: 'genshin',
  path: 'external_content',
  summary: 'Extra content of a character',
  description: describeEndpoint(
    "Extra content for a character's card (`item_type=1`, `item_id` the character id); about no role in particular.",
    WHO.signedIn,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: ExternalContentQuery,
  data: ExternalContentData,
});

/** The owner sets (or with `null` resets) a character's preferred relic stats. */
export const setRecommendProp = defineEndpoint({
  id: 'genshin.setRecommendProp',
  method: 'POST',
  family: 'genshin',
  path: 'character/set_recommend_prop',
  summary: 'Set preferred relic stats of a character (owner only)',
  description: describeEndpoint(
    "Sets, or with `null` resets, the preferred artifact stats of one of the owner's characters.",
    WHO.ownerWrite,
    [RETCODE.CROSS_SITE],
  ),
  auth: 'session',
  changesState: true,
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: SetRecommendPropBody,
  data: EmptyData,
});

/**
 * Head icon, nickname, level and card-game level of a role
 * (docs/reference/hoyolab-api.md#role-basic-info).
 */
export const roleBasicInfo = defineEndpoint({
  id: 'genshin.roleBasicInfo',
  method: 'GET',
  family: 'genshin',
  path: 'roleBasicInfo',
  summary: 'Basic facts of a role',
  description: describeEndpoint(
    'Head icon, nickname, level and card-game level of a main-game role.',
    WHO.records,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: RoleBasicInfoQuery,
  data: RoleBasicInfoData,
});

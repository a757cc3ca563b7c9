import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import { HkrpgChallengeBossData } from '../schemas/hkrpg-challenge-boss.js';
import { HkrpgChallengeStoryData } from '../schemas/hkrpg-challenge-story.js';
import { HkrpgChallengeData } from '../schemas/hkrpg-challenge.js';
import { HkrpgAvatarInfoData } from '../schemas/hkrpg-character.js';
import {
  HkrpgAvatarInfoQuery,
  HkrpgChallengeQuery,
  HkrpgRoleQuery,
  HkrpgRogueQuery,
} from '../schemas/hkrpg-common.js';
import { HkrpgBasicInfoData, HkrpgIndexData } from '../schemas/hkrpg-index.js';
import { HkrpgNoteData } from '../schemas/hkrpg-notes.js';
import { HkrpgRogueData } from '../schemas/hkrpg-rogue.js';

/*
 * Stellar Transit, the third game (`/game_record/hkrpg/api/…`,
 * docs/reference/other-games.md#third-game-records). Every call is a GET with `role_id` and
 * `server`; the same handlers answer under every spelling of MOUNTS.hkrpg.
 */

const common = {
  method: 'GET',
  family: 'hkrpg',
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
} as const;

/** Stats and the character showcase (docs/reference/other-games.md#third-game-index). */
export const index = defineEndpoint({
  ...common,
  id: 'hkrpg.index',
  path: 'index',
  summary: 'Stats and character showcase of a Stellar Transit role',
  description: describeEndpoint(
    'Stats and the character showcase of a Stellar Transit role (each character with name, element, rarity and icon).',
    WHO.records,
  ),
  query: HkrpgRoleQuery,
  data: HkrpgIndexData,
});

/** The profile header (docs/reference/other-games.md#third-game-basic-info). */
export const roleBasicInfo = defineEndpoint({
  ...common,
  id: 'hkrpg.roleBasicInfo',
  path: 'role/basicInfo',
  summary: 'Profile header of a Stellar Transit role',
  description: describeEndpoint(
    'The profile header of a Stellar Transit role: nickname, level, region, head icon.',
    WHO.records,
  ),
  query: HkrpgRoleQuery,
  data: HkrpgBasicInfoData,
});

/**
 * Characters with light cone, relics, eidolons, stats and traces
 * (docs/reference/other-games.md#third-game-characters).
 */
export const avatarInfo = defineEndpoint({
  ...common,
  id: 'hkrpg.avatarInfo',
  path: 'avatar/info',
  summary: 'Detailed characters of a Stellar Transit role',
  description: describeEndpoint(
    'Detailed characters of a Stellar Transit role: light cone, relics, eidolons, stats and traces.',
    WHO.characterDetails,
  ),
  query: HkrpgAvatarInfoQuery,
  data: HkrpgAvatarInfoData,
});

/** Real-time notes: the owner's alone (docs/reference/other-games.md#third-game-notes). */
export const note = defineEndpoint({
  ...common,
  id: 'hkrpg.note',
  path: 'note',
  summary: 'Real-time notes of a Stellar Transit role (owner only)',
  description: describeEndpoint(
    'Real-time notes of a Stellar Transit role: stamina, daily training, weekly echoes, expeditions (with the characters sent), as of now.',
    WHO.notes,
  ),
  query: HkrpgRoleQuery,
  data: HkrpgNoteData,
});

/**
 * Memory of Chaos, current (1) or previous (2) season
 * (docs/reference/other-games.md#third-game-challenge).
 */
export const challenge = defineEndpoint({
  ...common,
  id: 'hkrpg.challenge',
  path: 'challenge',
  summary: 'Memory of Chaos of a season',
  description: describeEndpoint(
    'Memory of Chaos of the current (`schedule_type=1`) or previous (2) season: floors, stars and the teams fielded (each character with name, element and rarity).',
    WHO.records,
  ),
  query: HkrpgChallengeQuery,
  data: HkrpgChallengeData,
});

/**
 * Pure Fiction, current (1) or previous (2) season
 * (docs/reference/other-games.md#third-game-challenge-story).
 */
export const challengeStory = defineEndpoint({
  ...common,
  id: 'hkrpg.challengeStory',
  path: 'challenge_story',
  summary: 'Pure Fiction of a season',
  description: describeEndpoint(
    'Pure Fiction of the current (1) or previous (2) season: floors, scores and the teams fielded.',
    WHO.records,
  ),
  query: HkrpgChallengeQuery,
  data: HkrpgChallengeStoryData,
});

/**
 * Apocalyptic Shadow, current (1) or previous (2) season
 * (docs/reference/other-games.md#third-game-challenge-boss).
 */
export const challengeBoss = defineEndpoint({
  ...common,
  id: 'hkrpg.challengeBoss',
  path: 'challenge_boss',
  summary: 'Apocalyptic Shadow of a season',
  description: describeEndpoint(
    'Apocalyptic Shadow of the current (1) or previous (2) season: floors, scores and the teams fielded.',
    WHO.records,
  ),
  query: HkrpgChallengeQuery,
  data: HkrpgChallengeBossData,
});

/**
 * Simulated Universe: the current and last weekly period (`schedule_type=3`)
 * (docs/reference/other-games.md#third-game-rogue).
 */
export const rogue = defineEndpoint({
  ...common,
  id: 'hkrpg.rogue',
  path: 'rogue',
  summary: 'Simulated Universe runs of the current and last week',
  description: describeEndpoint(
    'Simulated Universe runs of the current and last weekly period (`schedule_type=3`), with details when `need_detail=true`.',
    WHO.records,
  ),
  query: HkrpgRogueQuery,
  data: HkrpgRogueData,
});

import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import {
  AchievementBody,
  AchievementData,
  HardChallengeData,
  HardChallengePopularityData,
  HardChallengePopularityQuery,
  HardChallengeQuery,
} from '../schemas/genshin-hard-challenge.js';

/*
 * Trial of Dread (hard_challenge): endpoint declarations (issue 4). Merged into `endpoints.genshin`.
 */

/**
 * Trial of Dread of the current (1) or previous (2) stored season
 * (docs/reference/hoyolab-api.md#hard-challenge).
 */
export const hardChallenge = defineEndpoint({
  id: 'genshin.hardChallenge',
  method: 'GET',
  family: 'genshin',
  path: 'hard_challenge',
  summary: 'Trial of Dread record of a season',
  description: describeEndpoint(
    'The Trial of Dread record of the current (1) or previous (2) stored season: difficulty, bosses, times and the teams fielded (each character with name, element and rarity).',
    WHO.records,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: HardChallengeQuery,
  data: HardChallengeData,
});

/** Characters most fielded in a season across public roles, overall and per boss. */
export const hardChallengePopularity = defineEndpoint({
  id: 'genshin.hardChallengePopularity',
  method: 'GET',
  family: 'genshin',
  path: 'hard_challenge/popularity',
  summary: 'Trial of Dread character usage across public roles',
  description: describeEndpoint(
    'The characters most fielded in a Trial of Dread season across public roles, overall and per boss.',
    WHO.signedIn,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: HardChallengePopularityQuery,
  data: HardChallengePopularityData,
});

/** Achievement progress per category (docs/reference/hoyolab-api.md#achievements). */
export const achievement = defineEndpoint({
  id: 'genshin.achievement',
  method: 'POST',
  family: 'genshin',
  path: 'achievement',
  summary: 'Achievement progress per category',
  description: describeEndpoint(
    'Achievement progress of a main-game role per category.',
    WHO.records,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: AchievementBody,
  data: AchievementData,
});

import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import {
  BuildsData,
  BuildsQuery,
  PeriodsData,
  PeriodsQuery,
  TrendsData,
  TrendsQuery,
} from '../schemas/history.js';

/**
 * Every stored period of a role's endgame mode (issue 18), under the same privacy as the mode's own
 * page: the owner, or a visitor when the role's records are public.
 */
export const periods = defineEndpoint({
  id: 'history.periods',
  method: 'GET',
  family: 'history',
  path: 'periods',
  summary:
    'Every stored period of a role and endgame mode, newest first, with its headline numbers',
  description: describeEndpoint(
    "Every stored period of a role's endgame mode (`kind`), in the game `game_id`, newest first, under the same privacy as the mode's own page.",
    WHO.records,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: PeriodsQuery,
  data: PeriodsData,
});

/**
 * The headline numbers of a role over time (issue 18's Progress page): its overview's versions (days
 * active, characters, achievements…) and its endgame modes season by season, under the privacy of
 * the role's records.
 */
export const trends = defineEndpoint({
  id: 'history.trends',
  method: 'GET',
  family: 'history',
  path: 'trends',
  summary: "A role's headline numbers over time and across seasons, oldest first",
  description: describeEndpoint(
    "A role's headline numbers over time (days active, characters, achievements… per stored overview) and its endgame modes season by season, oldest first.",
    WHO.records,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: TrendsQuery,
  data: TrendsData,
});

/**
 * Every stored version of one character's build (issue 18's History tab), under the privacy of
 * character details (switch 2 for a visitor).
 */
export const builds = defineEndpoint({
  id: 'history.builds',
  method: 'GET',
  family: 'history',
  path: 'builds',
  summary: "Every stored version of a character's build, oldest first",
  description: describeEndpoint(
    "Every stored version of one character's build (`character_id`), oldest first, under the privacy of character details.",
    WHO.characterDetails,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: BuildsQuery,
  data: BuildsData,
});

import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import { AppConfigData, AppConfigQuery } from '../schemas/app.js';
import {
  AgeCheckData,
  AgeCheckQuery,
  LangsData,
  LangsQuery,
  UserFullInfoData,
  UserFullInfoQuery,
} from '../schemas/community.js';

/** The cookie owner's community profile, or another user's when `uid` is given. */
export const getUserFullInfo = defineEndpoint({
  id: 'community.getUserFullInfo',
  method: 'GET',
  family: 'community',
  path: 'user/wapi/getUserFullInfo',
  summary: 'Community user profile (cookie owner when uid is omitted)',
  description: describeEndpoint(
    "The community profile of the cookie owner, or of another account when `uid` is given: nickname, avatar, level. An under-13 account's profile is private: to others it answers 1009 like an unknown uid.",
    WHO.ownAccount,
    [RETCODE.ROLE_NOT_FOUND],
  ),
  auth: 'session',
  loginRetcode: RETCODE.NOT_LOGGED_IN,
  query: UserFullInfoQuery,
  data: UserFullInfoData,
});

/** The 15 supported languages; no login needed. */
export const langs = defineEndpoint({
  id: 'community.langs',
  method: 'GET',
  family: 'community',
  path: 'misc/wapi/langs',
  summary: 'Supported languages',
  description: describeEndpoint(
    'The 15 supported languages with their names, for the language picker.',
    WHO.public,
  ),
  auth: 'public',
  query: LangsQuery,
  data: LangsData,
});

/**
 * Whether sharing the viewed account's records is allowed by the under-13 rule
 * (docs/reference/privacy.md#under-13-rule).
 */
export const ageCheck = defineEndpoint({
  id: 'community.ageCheck',
  method: 'GET',
  family: 'community',
  path: 'user/wapi/ageCheck',
  summary: 'Under-13 check before sharing (uid 0 = the cookie owner)',
  description: describeEndpoint(
    "Whether sharing the viewed account's records is allowed under the under-13 rule (uid 0: the cookie owner). Another account's answer is the same for a private and an under-13 account, so it reveals no age.",
    WHO.ownAccount,
  ),
  auth: 'session',
  loginRetcode: RETCODE.NOT_LOGGED_IN,
  query: AgeCheckQuery,
  data: AgeCheckData,
});

/**
 * Chronicle's start-up call per game: feature switches, selectable API hosts and the first-visit
 * announcement in the request language (docs/reference/web-app.md#first-visit-announcement,
 * docs/reference/privacy.md#feature-switches). Public; answers the same to everyone.
 */
export const appConfig = defineEndpoint({
  id: 'community.appConfig',
  method: 'GET',
  family: 'community',
  path: 'misc/wapi/app_config',
  summary: 'Per-game feature switches, API hosts and announcement (Chronicle)',
  description: describeEndpoint(
    "Chronicle's start-up call per game: feature switches, the API hosts clients may choose and the first-visit announcement in the request language. The same answer for everyone.",
    WHO.public,
  ),
  auth: 'public',
  query: AppConfigQuery,
  data: AppConfigData,
});

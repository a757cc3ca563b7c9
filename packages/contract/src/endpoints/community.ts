import { defineEndpoint } from '../endpoint.js';
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
  auth: 'public',
  query: LangsQuery,
  data: LangsData,
});

/** Whether sharing the viewed account's records is allowed by the under-13 rule (spec §5). */
export const ageCheck = defineEndpoint({
  id: 'community.ageCheck',
  method: 'GET',
  family: 'community',
  path: 'user/wapi/ageCheck',
  summary: 'Under-13 check before sharing (uid 0 = the cookie owner)',
  auth: 'session',
  loginRetcode: RETCODE.NOT_LOGGED_IN,
  query: AgeCheckQuery,
  data: AgeCheckData,
});

/**
 * Chronicle's start-up call per game: feature switches, selectable API hosts and the first-visit
 * announcement in the request language (spec §4, §6). Public; answers the same to everyone.
 */
export const appConfig = defineEndpoint({
  id: 'community.appConfig',
  method: 'GET',
  family: 'community',
  path: 'misc/wapi/app_config',
  summary: 'Per-game feature switches, API hosts and announcement (Chronicle)',
  auth: 'public',
  query: AppConfigQuery,
  data: AppConfigData,
});

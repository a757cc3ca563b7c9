import { defineEndpoint } from '../endpoint.js';
import { RETCODE } from '../retcodes.js';
import {
  AcceptedData,
  AppConfigData,
  AppConfigQuery,
  LoginTokenCheckData,
  LoginTokenCheckQuery,
  MonitorBody,
  TrackBody,
} from '../schemas/app.js';
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

/** The per-game login-token check (spec §7): `need_login` or `success`, never an error. */
export const loginTokenCheck = defineEndpoint({
  id: 'community.loginTokenCheck',
  method: 'GET',
  family: 'community',
  path: 'user/wapi/login_token_check',
  summary: 'Whether the cookies carry a valid session for the game (Chronicle)',
  auth: 'public',
  query: LoginTokenCheckQuery,
  data: LoginTokenCheckData,
});

/** First-party tracking (spec §2): page visits and exposure events, batched. */
export const track = defineEndpoint({
  id: 'community.track',
  method: 'POST',
  family: 'community',
  path: 'misc/wapi/track',
  summary: 'Store page-visit and exposure events (Chronicle)',
  auth: 'public',
  body: TrackBody,
  data: AcceptedData,
});

/** First-party monitoring (spec §6, §8): failed calls and web vitals, batched. */
export const monitor = defineEndpoint({
  id: 'community.monitor',
  method: 'POST',
  family: 'community',
  path: 'misc/wapi/monitor',
  summary: 'Store API failure reports and web-vitals measurements (Chronicle)',
  auth: 'public',
  body: MonitorBody,
  data: AcceptedData,
});

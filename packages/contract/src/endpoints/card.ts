import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import {
  BeginnerGuideStatusBody,
  BeginnerGuideStatusData,
  BeginnerGuideUpdateBody,
  BeginnerGuideUpdateData,
  ChangeDataSwitchBody,
  GameRecordCardData,
  GameRecordCardQuery,
} from '../schemas/card.js';
import { EmptyData } from '../schemas/common.js';

/** Record cards of a community account, one per game; empty when its chronicle is private. */
export const getGameRecordCard = defineEndpoint({
  id: 'card.getGameRecordCard',
  method: 'GET',
  family: 'card',
  path: 'getGameRecordCard',
  summary: 'Game record cards of a community account',
  description: describeEndpoint(
    "The game record cards of a community account (`uid`), one per game role: level, headline numbers and the privacy switches. Another account's role is listed only while that game's chronicle switch (1) is public and the account is not under 13; otherwise the list leaves it out.",
    WHO.signedIn,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: GameRecordCardQuery,
  data: GameRecordCardData,
});

/** Sets one of the cookie owner's privacy switches. */
export const changeDataSwitch = defineEndpoint({
  id: 'card.changeDataSwitch',
  method: 'POST',
  family: 'card',
  path: 'changeDataSwitch',
  summary: "Change one of the cookie owner's privacy switches",
  description: describeEndpoint(
    "Turns one of the cookie owner's privacy switches on or off for a game: 1 chronicle (records visible to others), 2 character details (4 in the second game), 3 real-time notes, and Chronicle's own 90 in every game: the UID shown in full on share images (off masks it; the cards say `uid_masked`).",
    WHO.ownAccount,
    [RETCODE.CROSS_SITE],
  ),
  auth: 'session',
  changesState: true,
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: ChangeDataSwitchBody,
  data: EmptyData,
});

/**
 * Which one-time guides the cookie owner has already seen
 * (docs/reference/web-app.md#one-time-guides).
 */
export const beginnerGuideStatus = defineEndpoint({
  id: 'card.beginnerGuideStatus',
  method: 'POST',
  family: 'card',
  path: 'beginner_guide/status',
  summary: 'Beginner guides the cookie owner has seen',
  description: describeEndpoint(
    'Which one-time guides the cookie owner has already seen.',
    WHO.ownAccount,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: BeginnerGuideStatusBody,
  data: BeginnerGuideStatusData,
});

/**
 * Marks a guide seen for the cookie owner, on every device
 * (docs/reference/web-app.md#one-time-guides).
 */
export const beginnerGuideUpdate = defineEndpoint({
  id: 'card.beginnerGuideUpdate',
  method: 'POST',
  family: 'card',
  path: 'beginner_guide/update',
  summary: 'Mark a beginner guide seen',
  description: describeEndpoint(
    'Marks a one-time guide seen for the cookie owner, on every device.',
    WHO.ownAccount,
    [RETCODE.CROSS_SITE],
  ),
  auth: 'session',
  changesState: true,
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: BeginnerGuideUpdateBody,
  data: BeginnerGuideUpdateData,
});

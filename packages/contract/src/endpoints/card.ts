import { defineEndpoint } from '../endpoint.js';
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
  auth: 'session',
  changesState: true,
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: ChangeDataSwitchBody,
  data: EmptyData,
});

/** Which one-time guides the cookie owner has already seen (spec §7). */
export const beginnerGuideStatus = defineEndpoint({
  id: 'card.beginnerGuideStatus',
  method: 'POST',
  family: 'card',
  path: 'beginner_guide/status',
  summary: 'Beginner guides the cookie owner has seen',
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: BeginnerGuideStatusBody,
  data: BeginnerGuideStatusData,
});

/** Marks a guide seen for the cookie owner, on every device (spec §7). */
export const beginnerGuideUpdate = defineEndpoint({
  id: 'card.beginnerGuideUpdate',
  method: 'POST',
  family: 'card',
  path: 'beginner_guide/update',
  summary: 'Mark a beginner guide seen',
  auth: 'session',
  changesState: true,
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: BeginnerGuideUpdateBody,
  data: BeginnerGuideUpdateData,
});

import { defineEndpoint } from '../endpoint.js';
import { RETCODE } from '../retcodes.js';
import { ChangeDataSwitchBody, GameRecordCardData, GameRecordCardQuery } from '../schemas/card.js';
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
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: ChangeDataSwitchBody,
  data: EmptyData,
});

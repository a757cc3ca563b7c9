import { defineEndpoint } from '../endpoint.js';
import { RETCODE } from '../retcodes.js';
import { IndexData, IndexQuery } from '../schemas/genshin-index.js';

/** Player overview: role, avatars, statistics, world explorations and homes (API-CONTRACT §6). */
export const index = defineEndpoint({
  id: 'genshin.index',
  method: 'GET',
  family: 'genshin',
  path: 'index',
  summary: 'Player overview of a main-game role',
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: IndexQuery,
  data: IndexData,
});

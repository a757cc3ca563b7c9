import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import { GameRolesData, GameRolesQuery } from '../schemas/binding.js';

/**
 * Game roles bound to the cookie owner (docs/reference/hoyolab-api.md#account-binding); feeds the
 * role selector.
 */
export const getUserGameRolesByCookie = defineEndpoint({
  id: 'binding.getUserGameRolesByCookie',
  method: 'GET',
  family: 'binding',
  path: 'getUserGameRolesByCookie',
  summary: "The cookie owner's bound game roles, optionally for one game_biz",
  description: describeEndpoint(
    "The game roles bound to the cookie owner's account (all games, or one `game_biz`), as HoYoLAB's role list: what clients call first to learn `role_id` and `server`.",
    WHO.ownAccount,
  ),
  auth: 'session',
  loginRetcode: RETCODE.NOT_LOGGED_IN,
  query: GameRolesQuery,
  data: GameRolesData,
});

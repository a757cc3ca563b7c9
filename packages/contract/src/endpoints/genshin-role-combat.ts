import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import { EmptyData } from '../schemas/common.js';
import {
  CharMasterData,
  CharMasterQuery,
  CharMasterRedDotBody,
  RoleCombatData,
  RoleCombatQuery,
} from '../schemas/genshin-role-combat.js';

/*
 * Masquerade Stage (role_combat, char_master): endpoint declarations (issue 4). Merged into `endpoints.genshin`.
 */

/**
 * Every stored Masquerade Stage season, newest first; details only with need_detail
 * (docs/reference/hoyolab-api.md#role-combat).
 */
export const roleCombat = defineEndpoint({
  id: 'genshin.roleCombat',
  method: 'GET',
  family: 'genshin',
  path: 'role_combat',
  summary: 'Masquerade Stage seasons of a role',
  description: describeEndpoint(
    'Every stored Masquerade Stage season of a role, newest first: difficulty, rounds, stars and the cast (each character with name, element and rarity); details only with `need_detail=true`.',
    WHO.records,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: RoleCombatQuery,
  data: RoleCombatData,
});

/**
 * The echo masters of a role with their status and red dots
 * (docs/reference/hoyolab-api.md#char-master).
 */
export const roleCombatCharMaster = defineEndpoint({
  id: 'genshin.charMaster',
  method: 'GET',
  family: 'genshin',
  path: 'char_master',
  summary: 'Echo masters of a role',
  description: describeEndpoint(
    'The echo masters of a role with their status and red dots.',
    WHO.records,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: CharMasterQuery,
  data: CharMasterData,
});

/** The owner dismisses the red dot of one echo master, or of all (kept across ingests). */
export const roleCombatRedDotCancel = defineEndpoint({
  id: 'genshin.charMasterRedDotCancel',
  method: 'POST',
  family: 'genshin',
  path: 'char_master/red_dot/cancel',
  summary: 'Dismiss echo master red dots (owner only)',
  description: describeEndpoint(
    'Dismisses the red dot of one echo master, or of all, for the owner (kept across ingests).',
    WHO.ownerWrite,
    [RETCODE.CROSS_SITE],
  ),
  auth: 'session',
  changesState: true,
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: CharMasterRedDotBody,
  data: EmptyData,
});

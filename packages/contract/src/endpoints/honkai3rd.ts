import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import { Honkai3rdNewAbyssData, Honkai3rdOldAbyssData } from '../schemas/honkai3rd-abyss.js';
import { Honkai3rdBattleFieldData } from '../schemas/honkai3rd-battle-field.js';
import { Honkai3rdCharactersData } from '../schemas/honkai3rd-character.js';
import { Honkai3rdRoleQuery } from '../schemas/honkai3rd-common.js';
import { Honkai3rdGodWarData } from '../schemas/honkai3rd-god-war.js';
import { Honkai3rdIndexData } from '../schemas/honkai3rd-index.js';
import { Honkai3rdNoteData } from '../schemas/honkai3rd-notes.js';

/*
 * Starfall Vanguard, the second game (`/game_record/honkai3rd/api/…`,
 * docs/reference/other-games.md#second-game-records). Every call is a GET with `server` and
 * `role_id`; the same handlers answer under every spelling of
 * MOUNTS.honkai3rd.
 */

const common = {
  method: 'GET',
  family: 'honkai3rd',
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: Honkai3rdRoleQuery,
} as const;

/**
 * Captain, stats and the summary of every mode (docs/reference/other-games.md#second-game-index).
 */
export const index = defineEndpoint({
  ...common,
  id: 'honkai3rd.index',
  path: 'index',
  summary: 'Captain, stats and mode summary of a Starfall Vanguard role',
  description: describeEndpoint(
    'The captain, stats and the summary of every mode of a Starfall Vanguard role.',
    WHO.records,
  ),
  data: Honkai3rdIndexData,
});

/** Battlesuits with weapon and stigmata (docs/reference/other-games.md#second-game-characters). */
export const characters = defineEndpoint({
  ...common,
  id: 'honkai3rd.characters',
  path: 'characters',
  summary: 'Battlesuits with weapon and stigmata',
  description: describeEndpoint(
    'The battlesuits of a Starfall Vanguard role with weapon and stigmata.',
    WHO.characterDetails,
  ),
  data: Honkai3rdCharactersData,
});

/**
 * Superstring cycles, newest first (docs/reference/other-games.md#second-game-abyss-reports). A
 * captain below level 81 plays the old abyss:
 * this answers retcode -1 for them, which genshin.py takes as "try the other one"
 * (docs/reference/other-games.md#client-quirks).
 */
export const newAbyssReport = defineEndpoint({
  ...common,
  id: 'honkai3rd.newAbyssReport',
  path: 'newAbyssReport',
  summary: 'Superstring abyss cycles (captain level 81 and up)',
  description: describeEndpoint(
    'Superstring abyss cycles, newest first. A captain below level 81 plays the old abyss: this answers retcode -1 for them, which genshin.py reads as "try the other one".',
    WHO.records,
    [RETCODE.INTERNAL],
  ),
  data: Honkai3rdNewAbyssData,
});

/**
 * Old abyss cycles, newest first; -1 from level 81 on
 * (docs/reference/other-games.md#second-game-abyss-reports).
 */
export const latestOldAbyssReport = defineEndpoint({
  ...common,
  id: 'honkai3rd.latestOldAbyssReport',
  path: 'latestOldAbyssReport',
  summary: 'Old abyss cycles (captain level 80 and below)',
  description: describeEndpoint(
    'Old abyss cycles, newest first; retcode -1 from captain level 81 on (see `newAbyssReport`).',
    WHO.records,
    [RETCODE.INTERNAL],
  ),
  data: Honkai3rdOldAbyssData,
});

/** Memorial Arena weeks, newest first (docs/reference/other-games.md#second-game-battle-field). */
export const battleFieldReport = defineEndpoint({
  ...common,
  id: 'honkai3rd.battleFieldReport',
  path: 'battleFieldReport',
  summary: 'Memorial Arena weeks',
  description: describeEndpoint(
    'Memorial Arena weeks, newest first, with the bosses and the battlesuits fielded.',
    WHO.records,
  ),
  data: Honkai3rdBattleFieldData,
});

/** Elysian Realm runs and totals (docs/reference/other-games.md#second-game-god-war). */
export const godWar = defineEndpoint({
  ...common,
  id: 'honkai3rd.godWar',
  path: 'godWar',
  summary: 'Elysian Realm runs and totals',
  description: describeEndpoint('Elysian Realm runs and totals.', WHO.records),
  data: Honkai3rdGodWarData,
});

/** Real-time notes: the owner's alone (docs/reference/other-games.md#second-game-notes). */
export const note = defineEndpoint({
  ...common,
  id: 'honkai3rd.note',
  path: 'note',
  summary: 'Real-time notes of a Starfall Vanguard role (owner only)',
  description: describeEndpoint(
    'Real-time notes of a Starfall Vanguard role: stamina and weekly tasks, as of now.',
    WHO.notes,
  ),
  data: Honkai3rdNoteData,
});

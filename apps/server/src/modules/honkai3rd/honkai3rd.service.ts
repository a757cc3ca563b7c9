import {
  RETCODE,
  type Honkai3rdBattleFieldData,
  type Honkai3rdBattleFieldSnapshot,
  type Honkai3rdCharactersData,
  type Honkai3rdCharactersSnapshot,
  type Honkai3rdGodWarData,
  type Honkai3rdGodWarSnapshot,
  type Honkai3rdIndexData,
  type Honkai3rdIndexSnapshot,
  type Honkai3rdNewAbyssData,
  type Honkai3rdNewAbyssSnapshot,
  type Honkai3rdNoteData,
  type Honkai3rdNoteSnapshot,
  type Honkai3rdOldAbyssData,
  type Honkai3rdOldAbyssSnapshot,
  type Lang,
} from '@chronicle/contract';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import { findRole, type RoleRow } from '../binding/binding.service.js';
import {
  assertCanReadCharacterDetails,
  assertCanReadNotes,
  assertCanReadRecords,
  type RecordKind,
} from '../policy/policy.service.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { presentCharacters } from './characters.presenter.js';
import { BH3_GAME, cyclesOf, latestOf } from './honkai3rd.repository.js';
import { playsSuperstring, presentIndex } from './index.presenter.js';
import { presentNote } from './note.presenter.js';
import {
  presentBattleField,
  presentGodWar,
  presentNewAbyss,
  presentOldAbyss,
} from './reports.presenter.js';
import type { PresentContext } from './shared.presenter.js';

/*
 * Starfall Vanguard's records (docs/reference/other-games.md#second-game-records). Every handler
 * asks the policy first (10001, 1009,
 * 10102, 10104 come from there), then reads the role's snapshots and presents them in the request
 * language.
 */

export interface RoleRequest {
  role_id: string;
  server: string;
}

async function context(deps: RecordsDeps, lang: Lang): Promise<PresentContext> {
  return { catalog: await deps.catalog.current(), lang, absolute: deps.absolute };
}

async function readableRole(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  kind: RecordKind,
): Promise<RoleRow> {
  const found = await findRole(deps.db, BH3_GAME, request.role_id);
  const { role } = await assertCanReadRecords(deps.db, viewer, found, {
    kind,
    server: request.server,
  });
  return role;
}

/** GET index: captain, counters and the summary of every mode. */
export async function getIndex(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  lang: Lang,
): Promise<Honkai3rdIndexData> {
  const role = await readableRole(deps, viewer, request, 'index');
  const [index, characters, ctx] = await Promise.all([
    latestOf<Honkai3rdIndexSnapshot>(deps.db, role.game_role_id, 'bh3_index'),
    latestOf<Honkai3rdCharactersSnapshot>(deps.db, role.game_role_id, 'bh3_characters'),
    context(deps, lang),
  ]);
  return presentIndex(role, { index: index?.payload, characters: characters?.payload }, ctx);
}

/** GET characters: battlesuits with their gear; visitors also need switch 2 public. */
export async function getCharacters(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  lang: Lang,
): Promise<Honkai3rdCharactersData> {
  const found = await findRole(deps.db, BH3_GAME, request.role_id);
  const { role } = await assertCanReadCharacterDetails(deps.db, viewer, found, request.server);
  const [stored, ctx] = await Promise.all([
    latestOf<Honkai3rdCharactersSnapshot>(deps.db, role.game_role_id, 'bh3_characters'),
    context(deps, lang),
  ]);
  return presentCharacters(stored?.payload, ctx);
}

/**
 * The report of the abyss the captain does not play answers -1, which genshin.py takes as "ask
 * the other one" (docs/reference/other-games.md#client-quirks); an empty list would stop it from
 * trying. The policy has already run, so a visitor on a private chronicle learns nothing about the
 * captain's level.
 */
function notThisAbyss(level: number, wanted: 'new' | 'old'): ApiError {
  const message =
    wanted === 'new'
      ? `The Superstring report does not apply to a captain at level ${level}: below level 81 ` +
        'the captain plays the old abyss, read latestOldAbyssReport instead'
      : `The old abyss report does not apply to a captain at level ${level}: from level 81 on ` +
        'the captain plays the Superstring abyss, read newAbyssReport instead';
  return new ApiError(RETCODE.INTERNAL, message);
}

/** GET newAbyssReport: the Rift Ladder cycles newest first, for captains at level 81 and up. */
export async function getNewAbyss(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  lang: Lang,
): Promise<Honkai3rdNewAbyssData> {
  const role = await readableRole(deps, viewer, request, 'spiral_abyss');
  if (!playsSuperstring(role.level)) throw notThisAbyss(role.level, 'new');
  const [cycles, ctx] = await Promise.all([
    cyclesOf<Honkai3rdNewAbyssSnapshot>(
      deps.db,
      role.game_role_id,
      'bh3_new_abyss',
      (c) => c.updated_time_second,
    ),
    context(deps, lang),
  ]);
  return presentNewAbyss(cycles, ctx);
}

/** GET latestOldAbyssReport: the Rift Trial cycles newest first, for captains up to level 80. */
export async function getOldAbyss(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  lang: Lang,
): Promise<Honkai3rdOldAbyssData> {
  const role = await readableRole(deps, viewer, request, 'spiral_abyss');
  if (playsSuperstring(role.level)) throw notThisAbyss(role.level, 'old');
  const [cycles, ctx] = await Promise.all([
    cyclesOf<Honkai3rdOldAbyssSnapshot>(
      deps.db,
      role.game_role_id,
      'bh3_old_abyss',
      (c) => c.time_second,
    ),
    context(deps, lang),
  ]);
  return presentOldAbyss(cycles, ctx);
}

/** GET battleFieldReport: the Hall of Valor weeks, newest first. */
export async function getBattleField(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  lang: Lang,
): Promise<Honkai3rdBattleFieldData> {
  const role = await readableRole(deps, viewer, request, 'index');
  const [weeks, ctx] = await Promise.all([
    cyclesOf<Honkai3rdBattleFieldSnapshot>(
      deps.db,
      role.game_role_id,
      'bh3_battle_field',
      (w) => w.time_second,
    ),
    context(deps, lang),
  ]);
  return presentBattleField(weeks, ctx);
}

/** GET godWar: the Verdant Dreamscape runs and totals. */
export async function getGodWar(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  lang: Lang,
): Promise<Honkai3rdGodWarData> {
  const role = await readableRole(deps, viewer, request, 'index');
  const [stored, ctx] = await Promise.all([
    latestOf<Honkai3rdGodWarSnapshot>(deps.db, role.game_role_id, 'bh3_god_war'),
    context(deps, lang),
  ]);
  return presentGodWar(stored?.payload, ctx);
}

/** GET note: the owner's alone (10104 for others), stamina moved forward to now. */
export async function getNote(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  lang: Lang,
): Promise<Honkai3rdNoteData> {
  const found = await findRole(deps.db, BH3_GAME, request.role_id);
  const role = await assertCanReadNotes(deps.db, viewer, found, request.server);
  const [stored, ctx] = await Promise.all([
    latestOf<Honkai3rdNoteSnapshot>(deps.db, role.game_role_id, 'bh3_note'),
    context(deps, lang),
  ]);
  return presentNote(stored, deps.now(), ctx);
}

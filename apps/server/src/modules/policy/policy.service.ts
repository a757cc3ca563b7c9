import {
  RETCODE,
  SHARE_UID_SWITCH,
  SWITCH,
  characterDetailsSwitch,
  gameById,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import type { RiskTarget, Viewer } from '../../http/request-context.js';
import { isMinor } from '../account/age.js';
import type { RoleRow } from '../binding/binding.repository.js';
import * as repo from './policy.repository.js';

/*
 * The ONE place that decides who sees what (docs/reference/privacy.md#who-may-do-what,
 * docs/reference/product.md#policy-in-one-place). Routes ask a question here and get an answer or a
 * catalogue retcode; none of them reads a switch itself.
 */

/** Switch values of an account in a game; a switch without a stored row is public. */
export class Switches {
  constructor(private readonly stored: ReadonlyMap<number, boolean>) {}

  isPublic(switchId: number): boolean {
    return this.stored.get(switchId) ?? true;
  }
}

/** The role a records request is about (only what the policy needs). */
export interface RecordOwner {
  uid: number;
  game_id: number;
  region: string;
  /** The role's id (every stored role has one); the risk engine counts reads by it. */
  game_role_id?: string;
}

export interface RecordAccess<R extends RecordOwner = RecordOwner> {
  role: R;
  isOwner: boolean;
  /** Character details may be shown (owner, or switch 2/4 public). */
  characterDetails: boolean;
}

export type RecordKind =
  | 'index'
  | 'characters'
  | 'spiral_abyss'
  | 'role_combat'
  | 'hard_challenge'
  | 'achievement'
  | 'gcg'
  | 'activities';

/** Privacy switches of an account in a game. */
export async function switchesFor(
  db: Kysely<Database>,
  uid: number,
  gameId: number,
): Promise<Switches> {
  return new Switches(await repo.switchesOf(db, uid, gameId));
}

/** What the record cards of an account are decided by: its age and its switches in each game. */
export interface CardOwner {
  isMinor: boolean;
  switches(gameId: number): Switches;
}

/** The record cards' owner facts, in one statement; undefined when there is no such account. */
export async function cardOwner(
  db: Kysely<Database>,
  uid: number,
  today: Date = new Date(),
): Promise<CardOwner | undefined> {
  const found = await repo.accountWithSwitches(db, uid);
  if (!found) return undefined;
  const none = new Map<number, boolean>();
  return {
    isMinor: isMinor(found.birthDate, today),
    switches: (gameId) => new Switches(found.switches.get(gameId) ?? none),
  };
}

export function isOwner(viewer: Viewer | null, ownerUid: number): boolean {
  return viewer !== null && viewer.uid === ownerUid;
}

/**
 * The switches that must all be public before a role's snapshots of `kind` may feed a page anyone
 * can open without logging in (the character wiki's lineups and builds): the same switches a visitor
 * needs to read that kind one role at a time, so an aggregate never reveals what a role hides.
 * Under-13 accounts are left out of every aggregate as well (`publicSnapshots` applies that).
 */
export function switchesForPublicAggregate(
  kind: 'characters' | 'spiral_abyss' | 'hard_challenge',
): number[] {
  return kind === 'characters' ? [SWITCH.chronicle, characterDetailsSwitch(2)] : [SWITCH.chronicle];
}

/**
 * Whether an account is under 13 (docs/reference/privacy.md#under-13-rule). An under-13 account's
 * records are never shown to anyone else, whatever its switches say: children's data stays private
 * by default.
 */
export async function isMinorAccount(
  db: Kysely<Database>,
  uid: number,
  today: Date = new Date(),
): Promise<boolean> {
  return isMinor(await repo.birthDateOf(db, uid), today);
}

/**
 * Whether a viewer may see an account's record card in a game: the owner, or anyone when switch 1
 * is public and the account is not under 13.
 */
export function canSeeCard(
  viewer: Viewer | null,
  ownerUid: number,
  switches: Switches,
  ownerIsMinor: boolean,
): boolean {
  return isOwner(viewer, ownerUid) || (!ownerIsMinor && switches.isPublic(SWITCH.chronicle));
}

/**
 * The under-13 check before a share (docs/reference/privacy.md#under-13-rule): sharing is refused
 * when the viewer is under 13
 * (their own records or anyone's), and another account's records may be shared only when the viewer
 * can see them at all. An under-13 account and a private one answer alike, so the check never tells
 * anyone that an account belongs to a child. `sharedUid` undefined = one's own; unknown → 1009.
 */
export async function canShare(
  db: Kysely<Database>,
  viewer: Viewer,
  sharedUid: number | undefined,
  today: Date,
): Promise<boolean> {
  if (await isMinorAccount(db, viewer.uid, today)) return false;
  if (sharedUid === undefined || sharedUid === viewer.uid) return true;
  const birthDate = await repo.birthDateOf(db, sharedUid);
  if (birthDate === undefined) throw new ApiError(RETCODE.ROLE_NOT_FOUND);
  if (isMinor(birthDate, today)) return false;
  return repo.hasPublicChronicle(db, sharedUid);
}

const riskTarget = (role: RecordOwner | undefined): RiskTarget | undefined =>
  role && { gameId: role.game_id, roleId: role.game_role_id, ownerUid: role.uid };

/**
 * Whether a viewer may read a role's records of a kind. No session → 10001; a viewer the risk
 * engine holds back → 10035 / 10041 / 10101 (issue #8; before the role is looked at, so probing
 * unknown and private roles is counted and refused like reading public ones); no such role or a
 * `server` that is not the role's → 1009; a visitor on a private chronicle, or on an under-13
 * account's role, → 10102.
 */
export async function assertCanReadRecords<R extends RecordOwner>(
  db: Kysely<Database>,
  viewer: Viewer | null,
  role: R | undefined,
  request: { kind: RecordKind; server?: string },
): Promise<RecordAccess<R>> {
  const known = await recordsRoleOf(viewer, role, request);
  if (known.isOwner) return known;
  return visitorAccess(known.role, await repo.ownerFacts(db, known.role.uid, known.role.game_id));
}

/**
 * `findRole` then `assertCanReadRecords`, in fewer queries: the role is read with what the policy
 * needs about its owner (`roleWithOwnerFacts`), so a visitor's read costs one query where it took
 * three. The endpoints read most often use it; every answer and retcode is the same.
 */
export async function assertCanReadRole(
  db: Kysely<Database>,
  viewer: Viewer | null,
  gameId: number,
  gameRoleId: string,
  request: { kind: RecordKind; server?: string },
): Promise<RecordAccess<RoleRow>> {
  if (!viewer) throw new ApiError(RETCODE.LOGIN_REQUIRED);
  // The risk engine's flags and the role are read at the same time; its decision still comes first.
  viewer.risk?.prefetch();
  const found = await repo.roleWithOwnerFacts(db, gameId, gameRoleId);
  const known = await recordsRoleOf(viewer, found?.role, request);
  return known.isOwner ? known : visitorAccess(known.role, found?.owner);
}

/** The checks of a records read that come before the owner facts: session, risk, role, server. */
async function recordsRoleOf<R extends RecordOwner>(
  viewer: Viewer | null,
  role: R | undefined,
  request: { server?: string },
): Promise<RecordAccess<R>> {
  if (!viewer) throw new ApiError(RETCODE.LOGIN_REQUIRED);
  await viewer.risk?.beforeRecordsRead(riskTarget(role));
  if (!role || (request.server !== undefined && request.server !== role.region)) {
    throw new ApiError(RETCODE.ROLE_NOT_FOUND);
  }
  const owner = isOwner(viewer, role.uid);
  // A visitor's `characterDetails` is settled by `visitorAccess`.
  return { role, isOwner: owner, characterDetails: owner };
}

/** A visitor's read: the owner's chronicle public and the owner not under 13, else 10102. */
function visitorAccess<R extends RecordOwner>(
  role: R,
  owner: repo.OwnerFacts | undefined,
): RecordAccess<R> {
  const access = visitorView(role, owner);
  if (!access) throw new ApiError(RETCODE.NOT_PUBLIC);
  return access;
}

/** What anyone but the owner may read of a role: nothing (undefined) when private or under 13. */
function visitorView<R extends RecordOwner>(
  role: R,
  owner: repo.OwnerFacts | undefined,
): RecordAccess<R> | undefined {
  const switches = new Switches(owner?.switches ?? new Map<number, boolean>());
  if (!switches.isPublic(SWITCH.chronicle) || isMinor(owner?.birthDate)) return undefined;
  return {
    role,
    isOwner: false,
    characterDetails: switches.isPublic(characterDetailsSwitch(role.game_id)),
  };
}

/**
 * What a page anyone may fetch without a session (the share card, which link previews load without
 * cookies) may show of a role: exactly what a visitor could read, whoever asks, so the owner's own
 * preview never shows more than other people's. `private` for a hidden chronicle or an under-13
 * account (the two look alike), undefined for no such role. No risk engine here: there is no
 * viewer to count; the route limits requests per address instead.
 */
export async function publicRoleView(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
): Promise<RecordAccess<RoleRow> | 'private' | undefined> {
  const found = await repo.roleWithOwnerFacts(db, gameId, gameRoleId);
  if (!found) return undefined;
  return visitorView(found.role, found.owner) ?? 'private';
}

/**
 * Whether a viewer may read the character builds of a role: everything `assertCanReadRecords` asks,
 * and for a visitor also switch 2 (character details) public, else 10102.
 */
export async function assertCanReadCharacterDetails<R extends RecordOwner>(
  db: Kysely<Database>,
  viewer: Viewer | null,
  role: R | undefined,
  server: string,
): Promise<RecordAccess<R>> {
  const access = await assertCanReadRecords(db, viewer, role, { kind: 'characters', server });
  if (!access.characterDetails) throw new ApiError(RETCODE.NOT_PUBLIC);
  return access;
}

/** `findRole` then `assertCanReadCharacterDetails`, in fewer queries (see `assertCanReadRole`). */
export async function assertCanReadRoleDetails(
  db: Kysely<Database>,
  viewer: Viewer | null,
  gameId: number,
  gameRoleId: string,
  server: string,
): Promise<RecordAccess<RoleRow>> {
  const access = await assertCanReadRole(db, viewer, gameId, gameRoleId, {
    kind: 'characters',
    server,
  });
  if (!access.characterDetails) throw new ApiError(RETCODE.NOT_PUBLIC);
  return access;
}

/**
 * Whether a viewer may read a role's real-time notes: they are the owner's alone. No session →
 * 10001; held back by the risk engine → 10035 / 10041 / 10101; no such role or another server →
 * 1009; anyone but the owner → 10104 (whatever the switches say); the owner with switch 3
 * (real-time notes) off → 10102, in the games that have it (the second game has no notes switch).
 */
export async function assertCanReadNotes<R extends RecordOwner>(
  db: Kysely<Database>,
  viewer: Viewer | null,
  role: R | undefined,
  server: string,
): Promise<R> {
  const owned = await notesRoleOf(viewer, role, server);
  if (!hasNotesSwitch(owned.game_id)) return owned;
  return notesAccess(owned, await repo.switchesOf(db, owned.uid, owned.game_id));
}

/**
 * `findRole` then `assertCanReadNotes`, in fewer queries: the owner's notes switch comes with the
 * role (`roleWithOwnerFacts`) instead of a query of its own.
 */
export async function assertCanReadRoleNotes(
  db: Kysely<Database>,
  viewer: Viewer | null,
  gameId: number,
  gameRoleId: string,
  server: string,
): Promise<RoleRow> {
  if (!viewer) throw new ApiError(RETCODE.LOGIN_REQUIRED);
  viewer.risk?.prefetch();
  const found = await repo.roleWithOwnerFacts(db, gameId, gameRoleId);
  const owned = await notesRoleOf(viewer, found?.role, server);
  if (!hasNotesSwitch(owned.game_id) || !found) return owned;
  return notesAccess(owned, found.owner.switches);
}

/** Session, risk, role, server and owner checks of a notes read (10001, 10035…, 1009, 10104). */
async function notesRoleOf<R extends RecordOwner>(
  viewer: Viewer | null,
  role: R | undefined,
  server: string,
): Promise<R> {
  if (!viewer) throw new ApiError(RETCODE.LOGIN_REQUIRED);
  await viewer.risk?.beforeRecordsRead(riskTarget(role));
  if (!role || server !== role.region) throw new ApiError(RETCODE.ROLE_NOT_FOUND);
  if (!isOwner(viewer, role.uid)) throw new ApiError(RETCODE.NOTES_OWNER_ONLY);
  return role;
}

/** Only where the game has a notes switch the owner can turn back on (not the second game's). */
const hasNotesSwitch = (gameId: number): boolean =>
  changeableSwitchIds(gameId)?.includes(SWITCH.realTimeNotes) ?? false;

/** The owner's notes with switch 3 off → 10102. */
function notesAccess<R>(role: R, stored: ReadonlyMap<number, boolean>): R {
  if (!new Switches(stored).isPublic(SWITCH.realTimeNotes)) throw new ApiError(RETCODE.NOT_PUBLIC);
  return role;
}

/**
 * Whether a viewer may change a role's own settings (e.g. `set_recommend_prop`): the owner only.
 * No session → 10001; no such role or another server → 1009; anyone else → 10104. The catalogue
 * has no generic "owner only" code and the contract is shared, so the owner-only code of the notes
 * is reused with a message saying what was refused: it is the code clients already treat as "this
 * belongs to someone else", unlike 10102 which would tell them to ask for a switch to be turned on.
 */
export function assertCanChangeOwnRole<R extends RecordOwner>(
  viewer: Viewer | null,
  role: R | undefined,
  server: string,
): R {
  if (!viewer) throw new ApiError(RETCODE.LOGIN_REQUIRED);
  if (!role || server !== role.region) throw new ApiError(RETCODE.ROLE_NOT_FOUND);
  if (!isOwner(viewer, role.uid)) {
    throw new ApiError(RETCODE.NOTES_OWNER_ONLY, 'Only the owner of this role can change it');
  }
  return role;
}

/**
 * Switch ids an owner may change in a game: the game's own, plus 3 in the third game, plus
 * Chronicle's UID-on-share-images switch in every game (never listed in `data_switches`).
 */
export function changeableSwitchIds(gameId: number): readonly number[] | undefined {
  const game = gameById(gameId);
  if (!game) return undefined;
  // genshin.py turns the third game's notes on with switch 3
  // (docs/reference/other-games.md#record-card-and-switches).
  const own = game.id === 6 ? [...game.switchIds, SWITCH.realTimeNotes] : game.switchIds;
  return [...own, SHARE_UID_SWITCH];
}

/**
 * Changes one of the owner's own switches; an unknown game or a switch the game does not have →
 * -10001. Only the cookie owner's switches are reachable, so visitors cannot change anything.
 */
export async function changeOwnSwitch(
  db: Kysely<Database>,
  viewer: Viewer,
  gameId: number,
  switchId: number,
  isPublic: boolean,
): Promise<void> {
  const allowed = changeableSwitchIds(gameId);
  if (!allowed)
    throw new ApiError(RETCODE.INVALID_REQUEST, `Invalid request: unknown game_id ${gameId}`);
  if (!allowed.includes(switchId)) {
    throw new ApiError(
      RETCODE.INVALID_REQUEST,
      `Invalid request: switch_id ${switchId} does not exist for game ${gameId}`,
    );
  }
  await repo.upsertSwitch(db, viewer.uid, gameId, switchId, isPublic);
}

/** Writes a switch pushed by ingest (operators may set any id). */
export async function setSwitch(
  db: Kysely<Database>,
  uid: number,
  gameId: number,
  switchId: number,
  isPublic: boolean,
): Promise<void> {
  await repo.upsertSwitch(db, uid, gameId, switchId, isPublic);
}

/** Writes switches pushed by ingest, in order (see `setSwitch`). */
export async function setSwitches(
  db: Kysely<Database>,
  switches: readonly { uid: number; game_id: number; switch_id: number; is_public: boolean }[],
): Promise<void> {
  await repo.upsertSwitches(db, switches);
}

import { MAIN_GAME_ID } from '@chronicle/contract';
import type { GcgChallengeSnapshot, GcgCoverCategory, GcgSnapshot } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import * as repo from '../records/records.repository.js';
import { roleSetting, saveRoleSetting } from '../records/role-settings.repository.js';

/*
 * Reads of the stored Card Duel snapshots and the owner's own choices. Covers and privacy flags are
 * role settings, so a later ingest of the game's profile never undoes what the owner chose here.
 */

const COVERS_KEY = 'gcg_covers';
const PRIVACY_KEY = 'gcg_privacy';

/** The owner's privacy flags of the card-game profile. */
export interface GcgPrivacy {
  is_hide_covers: boolean;
  is_hide_replays: boolean;
}

/** A cover the owner picked for one slot. */
export interface GcgCoverChoice {
  id: number;
  category: GcgCoverCategory;
}

/** The latest stored profile (cards, backs, decks, matches) of a role, if any. */
export async function latestGcg(
  db: Kysely<Database>,
  gameRoleId: string,
): Promise<GcgSnapshot | undefined> {
  const [row] = await repo.latestSnapshots(db, MAIN_GAME_ID, gameRoleId, 'gcg', 1);
  return row ? fromJson<GcgSnapshot | undefined>(row.payload, undefined) : undefined;
}

/**
 * Every stored challenge season of a role, newest season first (by schedule id, then capture, so
 * a late re-capture of an old season does not make it "current"). Every season is kept.
 */
export async function challengeSeasons(
  db: Kysely<Database>,
  gameRoleId: string,
): Promise<GcgChallengeSnapshot[]> {
  const rows = await repo.latestSnapshots(db, MAIN_GAME_ID, gameRoleId, 'gcg_challenge', 1000);
  const seen = new Set<number>();
  const seasons: GcgChallengeSnapshot[] = [];
  for (const row of rows) {
    const season = fromJson<GcgChallengeSnapshot | undefined>(row.payload, undefined);
    if (!season || seen.has(season.schedule_id)) continue;
    seen.add(season.schedule_id);
    seasons.push(season);
  }
  return seasons.sort((a, b) => b.schedule_id - a.schedule_id);
}

export function privacyOf(db: Kysely<Database>, gameRoleId: string): Promise<GcgPrivacy> {
  return roleSetting<GcgPrivacy>(db, MAIN_GAME_ID, gameRoleId, PRIVACY_KEY, {
    is_hide_covers: false,
    is_hide_replays: false,
  });
}

export function savePrivacy(
  db: Kysely<Database>,
  gameRoleId: string,
  privacy: GcgPrivacy,
  now: number,
): Promise<void> {
  return saveRoleSetting(db, MAIN_GAME_ID, gameRoleId, PRIVACY_KEY, privacy, now);
}

/** The owner's cover choices; empty when they never picked one. */
export function coverChoices(db: Kysely<Database>, gameRoleId: string): Promise<GcgCoverChoice[]> {
  return roleSetting<GcgCoverChoice[]>(db, MAIN_GAME_ID, gameRoleId, COVERS_KEY, []);
}

export function saveCoverChoices(
  db: Kysely<Database>,
  gameRoleId: string,
  choices: GcgCoverChoice[],
  now: number,
): Promise<void> {
  return saveRoleSetting(db, MAIN_GAME_ID, gameRoleId, COVERS_KEY, choices, now);
}

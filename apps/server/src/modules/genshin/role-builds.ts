import {
  type CharactersSnapshot,
  type DataOf,
  type IndexSnapshot,
  type endpoints,
  MAIN_GAME_ID,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { derivedFromLatest } from '../records/records.service.js';
import { IndexCache, cachePerDatabase } from './index-cache.js';

/** One character of the legacy `character` answer. */
export type LegacyRow = DataOf<typeof endpoints.genshin.character>['avatars'][number];

/** The characters of a role's overview (none without one). */
export const avatarsOf = (snapshot: IndexSnapshot | undefined) => snapshot?.avatars ?? [];

/** A role's overview and character builds, parsed, with what is made of them. */
export interface RoleBuilds {
  snapshot: IndexSnapshot | undefined;
  owned: Map<number, IndexSnapshot['avatars'][number]>;
  buildOf: Map<number, CharactersSnapshot['avatars'][number]>;
  /** The legacy answer's rows, by catalog generation, language and icon origin. */
  legacyRows: Map<string, LegacyRow[]>;
  /** The legacy answers sent last, by the rows' key, the role's facts and the characters asked. */
  legacyAnswers: IndexCache<Buffer>;
}

/** Roles whose parsed builds stay in memory: a role's can take a few megabytes. */
const PARSED_ROLES = 16;

/** Legacy answers kept per role (each asks for all characters, or for a few). */
const LEGACY_ANSWERS = 8;

/** Parsed overviews and builds of the roles read last, per database. */
const parsedBuilds = cachePerDatabase<RoleBuilds>(PARSED_ROLES);

/**
 * A role's latest overview and builds, parsed once per their versions: a detail request shows a
 * few characters out of up to 260 KB of builds, and parsing them cost more than the rest of the
 * request. The presenters never change what they are given, so the parsed payloads are shared.
 */
export function roleBuilds(db: Kysely<Database>, gameRoleId: string): Promise<RoleBuilds> {
  return derivedFromLatest(
    db,
    parsedBuilds(db),
    MAIN_GAME_ID,
    gameRoleId,
    ['index', 'characters'],
    (p) => {
      const snapshot = p[0] as IndexSnapshot | undefined;
      const builds = p[1] as CharactersSnapshot | undefined;
      return {
        snapshot,
        owned: new Map(avatarsOf(snapshot).map((a) => [a.id, a])),
        buildOf: new Map((builds?.avatars ?? []).map((b) => [b.id, b])),
        legacyRows: new Map(),
        legacyAnswers: new IndexCache<Buffer>(LEGACY_ANSWERS),
      };
    },
  );
}

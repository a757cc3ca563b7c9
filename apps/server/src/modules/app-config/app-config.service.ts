import {
  DEFAULT_LANG,
  FEATURE_SWITCH_KEYS,
  LANG_CODES,
  RETCODE,
  Announcement,
  type AppConfigData,
  type Lang,
} from '@chronicle/contract';
import { Value } from 'typebox/value';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import type { ApiHost } from '../../config.js';
import * as repo from './app-config.repository.js';

type SwitchValue = '0' | '1';

/** Operator input that does not fit gets the ingest API's payload retcode. */
const badPayload = (message: string) => new ApiError(RETCODE.INVALID_PAYLOAD, message);

function knownGame(gameId: string | number, fail = badPayload): number {
  const id = Number(gameId);
  if (id === 1 || id === 2 || id === 6) return id;
  throw fail(`unknown game ${gameId}`);
}

/**
 * Every feature switch of a game: the operator's value, '1' where none was set
 * (docs/reference/privacy.md#feature-switches).
 */
export async function featureSwitches(
  db: Kysely<Database>,
  gameId: string | number,
): Promise<Record<string, SwitchValue>> {
  const stored = await repo.storedFeatureSwitches(db, knownGame(gameId));
  const result: Record<string, SwitchValue> = {};
  for (const key of FEATURE_SWITCH_KEYS) result[key] = stored.get(key) === '0' ? '0' : '1';
  return result;
}

/** Sets some switches of a game; an unknown key refuses the whole change (-10001). */
export async function setFeatureSwitches(
  db: Kysely<Database>,
  gameId: string | number,
  switches: Record<string, SwitchValue>,
  now: number,
): Promise<{ game_id: number; switches: Record<string, SwitchValue> }> {
  const id = knownGame(gameId);
  const known: readonly string[] = FEATURE_SWITCH_KEYS;
  const unknown = Object.keys(switches).filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw badPayload(
      `unknown feature switch ${unknown.join(', ')}; known: ${FEATURE_SWITCH_KEYS.join(', ')}`,
    );
  }
  await repo.upsertFeatureSwitches(db, id, Object.entries(switches), now);
  return { game_id: id, switches: await featureSwitches(db, id) };
}

function knownLang(lang: string): Lang {
  const found = LANG_CODES.find((code) => code === lang);
  if (!found) {
    throw badPayload(`unknown language ${lang}; known: ${LANG_CODES.join(', ')}`);
  }
  return found;
}

/**
 * The announcement a page in `lang` shows: the one written in that language, else the default
 * language's, else none. Blank content counts as none
 * (docs/reference/web-app.md#first-visit-announcement "skipped when there is no content").
 */
export async function announcementFor(
  db: Kysely<Database>,
  gameId: number,
  lang: Lang,
): Promise<Announcement | null> {
  const own = await repo.findAnnouncement(db, gameId, lang);
  const chosen =
    own ??
    (lang === DEFAULT_LANG ? undefined : await repo.findAnnouncement(db, gameId, DEFAULT_LANG));
  if (!chosen || chosen.content.trim() === '') return null;
  return chosen;
}

export async function setAnnouncement(
  db: Kysely<Database>,
  gameId: string | number,
  lang: string,
  announcement: Announcement,
  now: number,
) {
  const id = knownGame(gameId);
  const code = knownLang(lang);
  if (announcement.version.trim() === '') {
    throw badPayload('version must not be blank');
  }
  // The CLI comes here without the route's validation: the same limits for both.
  if (!Value.Check(Announcement, announcement)) {
    throw badPayload('version ≤ 64, title ≤ 120 and content ≤ 8000 characters');
  }
  await repo.upsertAnnouncement(db, id, code, announcement, now);
  return { game_id: id, lang: code, version: announcement.version };
}

export async function deleteAnnouncement(
  db: Kysely<Database>,
  gameId: string | number,
  lang: string,
) {
  const id = knownGame(gameId);
  const code = knownLang(lang);
  await repo.removeAnnouncement(db, id, code);
  return { game_id: id, lang: code, version: null };
}

/** The start-up configuration of a game's pages (`community/misc/wapi/app_config`). */
export async function appConfig(
  db: Kysely<Database>,
  site: { hosts: readonly ApiHost[]; webpQuery: string },
  gameId: string,
  lang: Lang,
): Promise<AppConfigData> {
  const id = knownGame(gameId, (message) => new ApiError(RETCODE.INVALID_REQUEST, message));
  return {
    game_id: id,
    switches: await featureSwitches(db, id),
    hosts: site.hosts.map((h) => ({ key: h.key, origin: h.origin })),
    announcement: await announcementFor(db, id, lang),
    webp_query: site.webpQuery,
  };
}

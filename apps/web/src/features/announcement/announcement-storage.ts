import { storage } from '../../lib/storage.js';

/**
 * Where the version of the last closed announcement of a game and language is kept
 * (docs/reference/web-app.md#first-visit-announcement).
 */
export const announcementStorageKey = (gameId: number, lang: string): string =>
  `chronicle.announcement.${gameId}.${lang}`;

/** The version the visitor last closed for this game and language (null before the first close). */
export function closedAnnouncementVersion(gameId: number, lang: string): string | null {
  return storage.get(announcementStorageKey(gameId, lang));
}

/**
 * Remembers that this version was closed, so it is not shown again
 * (docs/reference/web-app.md#first-visit-announcement).
 */
export function rememberClosedAnnouncement(gameId: number, lang: string, version: string): void {
  storage.set(announcementStorageKey(gameId, lang), version);
}

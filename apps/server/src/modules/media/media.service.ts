import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { getMedia, putMedia, putSource, sourcesOf, type MediaRow } from './media.repository.js';
import { extensionOf, sniffImage } from './media-types.js';

/*
 * Images of upstream answers are mirrored into Chronicle's own storage (issue 17), so pages keep
 * their art when upstream URLs change or vanish. A copy is addressed by the SHA-256 of its bytes
 * (`/media/<hash>.<ext>`, served with immutable caching); the same picture under many URLs is
 * stored once, and a URL mirrored once is never fetched again.
 */

/** Where local copies are served. */
export const MEDIA_PREFIX = '/media/';

/** The bytes of a downloaded image. */
export interface ImageBytes {
  bytes: Buffer;
}

export interface MirrorOptions {
  /** The largest image stored (bytes). */
  maxBytes: number;
  /** Whether the server may fetch this URL (the operator's upstreams and image hosts). */
  allowed: (url: URL) => boolean;
  /** Fetches an allowed URL (the limit is passed so a download stops as soon as it passes it). */
  fetchImage: (url: URL, maxBytes: number) => Promise<ImageBytes>;
  now: () => number;
  /** Downloads at once. */
  concurrency?: number;
}

export interface MirrorResult {
  /** Source URL → local path (`/media/<hash>.<ext>`). */
  local: Map<string, string>;
  /** Images fetched and stored this time. */
  stored: number;
  /** URLs that could not be mirrored (not allowed, too big, not an image, fetch failed). */
  failed: { url: string; reason: string }[];
}

export const localPath = (hash: string, contentType: string): string =>
  `${MEDIA_PREFIX}${hash}.${extensionOf(contentType)}`;

/** Stores bytes as a media blob if they are an image Chronicle serves; returns its local path. */
export async function storeImage(
  db: Kysely<Database>,
  bytes: Buffer,
  maxBytes: number,
  now: number,
): Promise<{ hash: string; path: string } | { error: string }> {
  if (bytes.length > maxBytes) return { error: `over ${maxBytes} bytes` };
  const type = sniffImage(bytes);
  if (!type) return { error: 'not an image' };
  const hash = createHash('sha256').update(bytes).digest('hex');
  await putMedia(db, {
    hash,
    content_type: type.contentType,
    size: bytes.length,
    bytes,
    created_at: now,
  });
  return { hash, path: localPath(hash, type.contentType) };
}

/**
 * Mirrors image URLs: known ones map to their stored copy at once; new, allowed ones are fetched
 * (a few at a time), checked and stored. `prefetched` holds bytes already at hand (the images a
 * HAR file carries), used instead of a download.
 */
export async function mirrorImages(
  db: Kysely<Database>,
  urls: Iterable<string>,
  options: MirrorOptions,
  prefetched: ReadonlyMap<string, Buffer> = new Map(),
): Promise<MirrorResult> {
  const unique = [...new Set(urls)].filter((u) => /^https?:\/\//i.test(u));
  const known = await sourcesOf(db, unique);
  const result: MirrorResult = { local: new Map(), stored: 0, failed: [] };
  for (const [url, source] of known)
    result.local.set(url, localPath(source.hash, source.content_type));

  const pending = unique.filter((u) => !known.has(u));
  const work = async (url: string) => {
    try {
      let bytes = prefetched.get(url);
      if (!bytes) {
        const parsed = new URL(url);
        if (!options.allowed(parsed)) {
          result.failed.push({ url, reason: 'host not allowed' });
          return;
        }
        bytes = (await options.fetchImage(parsed, options.maxBytes)).bytes;
      }
      const stored = await storeImage(db, bytes, options.maxBytes, options.now());
      if ('error' in stored) {
        result.failed.push({ url, reason: stored.error });
        return;
      }
      await putSource(db, url, stored.hash, options.now());
      result.local.set(url, stored.path);
      result.stored += 1;
    } catch (error) {
      result.failed.push({ url, reason: error instanceof Error ? error.message : String(error) });
    }
  };
  const queue = [...pending];
  const lanes = Array.from(
    { length: Math.min(options.concurrency ?? 4, queue.length) },
    async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await work(url);
    },
  );
  await Promise.all(lanes);
  return result;
}

/** A stored copy by its file name (`<hash>.<ext>`), if the extension matches its type. */
export async function mediaFile(db: Kysely<Database>, file: string): Promise<MediaRow | undefined> {
  const match = /^([0-9a-f]{64})\.([a-z]{3,4})$/.exec(file);
  if (!match?.[1]) return undefined;
  const row = await getMedia(db, match[1]);
  return row && extensionOf(row.content_type) === match[2] ? row : undefined;
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export interface MediaRow {
  hash: string;
  content_type: string;
  size: number;
  bytes: Buffer;
}

/** Stores a blob under its hash (a blob already there is kept as is). */
export async function putMedia(
  db: Kysely<Database>,
  row: MediaRow & { created_at: number },
): Promise<void> {
  await db
    .insertInto('media')
    .values(row)
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

export async function getMedia(db: Kysely<Database>, hash: string): Promise<MediaRow | undefined> {
  const row = await db
    .selectFrom('media')
    .select(['hash', 'content_type', 'size', 'bytes'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row && { ...row, size: Number(row.size), bytes: Buffer.from(row.bytes) };
}

/** The local copies of URLs already mirrored: url → hash and content type. */
export async function sourcesOf(
  db: Kysely<Database>,
  urls: readonly string[],
): Promise<Map<string, { hash: string; content_type: string }>> {
  const out = new Map<string, { hash: string; content_type: string }>();
  for (let i = 0; i < urls.length; i += 500) {
    const rows = await db
      .selectFrom('media_sources')
      .innerJoin('media', 'media.hash', 'media_sources.hash')
      .select(['media_sources.url', 'media.hash', 'media.content_type'])
      .where('media_sources.url', 'in', urls.slice(i, i + 500))
      .execute();
    for (const row of rows) out.set(row.url, { hash: row.hash, content_type: row.content_type });
  }
  return out;
}

export async function putSource(
  db: Kysely<Database>,
  url: string,
  hash: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('media_sources')
    .values({ url, hash, fetched_at: now })
    .onConflict((oc) => oc.column('url').doUpdateSet({ hash, fetched_at: now }))
    .execute();
}

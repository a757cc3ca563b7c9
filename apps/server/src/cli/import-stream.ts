import type { IngestBundle } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import {
  BUNDLE_SECTIONS,
  parseBundle,
  parseBundleItem,
  type BundleSection,
} from '../modules/ingest/bundle-validation.js';
import { applyBundle } from '../modules/ingest/ingest.service.js';
import { arrayItems, JsonSyntaxError, scanObject, type ValueRange } from './json-scan.js';

/*
 * `chronicle import` of one bundle file of any size with bounded memory. A first pass over the file
 * finds its sections and counts their items (and rejects a file that is not one well-nested JSON
 * object before anything is written); then, in one transaction, each section in the order
 * `applyBundle` applies them (accounts, roles, switches, catalog, snapshots, whatever their order
 * in the file) is read an item at a time and applied a chunk at a time. Each chunk is an
 * `applyBundle` of its own inside the file's transaction, so the file is imported whole or not at
 * all, with the checks and results of one `applyBundle` of the whole file; errors name the item's
 * path in the file, not in its chunk.
 */

/** A chunk is applied once it holds this many items or this many bytes of JSON text. */
const CHUNK_ITEMS = 500;
const CHUNK_BYTES = 8 << 20;

export class BundleFileSyntaxError extends Error {}

/** Moves `$.<section>[i]` in an error from `applyBundle` of a chunk to the item's index in the file. */
function inFile(error: unknown, section: BundleSection, first: number): unknown {
  if (!(error instanceof ApiError) || first === 0) return error;
  const message = error.message.replace(
    new RegExp(`\\$\\.${section}\\[(\\d+)\\]`),
    (_, i: string) => `$.${section}[${Number(i) + first}]`,
  );
  return new ApiError(error.retcode, message);
}

function parseItem(text: string, section: BundleSection, index: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    throw new BundleFileSyntaxError(`${reason} in $.${section}[${index}]`);
  }
}

/** The sections of a bundle file (throws `BundleFileSyntaxError` when it is not a JSON object). */
export async function scanBundleFile(file: string): Promise<Map<string, ValueRange>> {
  try {
    return await scanObject(file);
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw new BundleFileSyntaxError(error.message);
    if (error instanceof TypeError) parseBundle([]); // `$ must be object`, as for a whole file
    throw error;
  }
}

/** Items a scanned bundle file holds (what its progress counts up to). */
export function itemCount(sections: Map<string, ValueRange>): number {
  return BUNDLE_SECTIONS.reduce((n, s) => n + (sections.get(s)?.items ?? 0), 0);
}

/** Applies a scanned bundle file in one transaction; `onProgress` gets items done so far. */
export async function applyBundleFile(
  db: Kysely<Database>,
  file: string,
  sections: Map<string, ValueRange>,
  onProgress?: (done: number) => void,
): Promise<void> {
  let done = 0;
  const apply = async (
    trx: Kysely<Database>,
    section: BundleSection,
    first: number,
    items: unknown[],
  ) => {
    const chunk = { [section]: items } as IngestBundle;
    try {
      await applyBundle(trx, chunk, { onProgress: (n) => onProgress?.(done + n) });
    } catch (error) {
      throw inFile(error, section, first);
    }
    done += items.length;
  };
  await db.transaction().execute(async (trx) => {
    for (const section of BUNDLE_SECTIONS) {
      const range = sections.get(section);
      if (!range) continue;
      // Not a list: the whole-bundle check says so (`$.roles must be array`), whatever it holds.
      if (!range.array) parseBundle({ [section]: {} });
      let items: unknown[] = [];
      let bytes = 0;
      let first = 0;
      for await (const { text, index } of arrayItems(file, range)) {
        items.push(parseBundleItem(section, parseItem(text, section, index), index));
        bytes += text.length;
        if (items.length < CHUNK_ITEMS && bytes < CHUNK_BYTES) continue;
        await apply(trx, section, first, items);
        first = index + 1;
        items = [];
        bytes = 0;
      }
      if (items.length > 0) await apply(trx, section, first, items);
    }
  });
}

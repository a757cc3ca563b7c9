import type { ParsedRecords } from './parsers/parse-kit.js';

/*
 * The images parsed records point at: absolute URLs whose path ends in an image extension, in
 * catalog icons and attributes, snapshot payloads and role settings. Other URLs (wiki pages, maps,
 * strategy links) are links, not pictures, and stay as they are.
 */
const IMAGE_URL = /^https?:\/\/[^\s?#]+\.(?:png|jpe?g|webp|gif|svg|avif)(?:[?#][^\s]*)?$/i;

export const isImageUrl = (value: string): boolean => IMAGE_URL.test(value);

function visit(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    if (isImageUrl(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) visit(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) visit(item, found);
  }
}

/** Every image URL of some parsed records. */
export function imageUrlsOf(records: readonly ParsedRecords[]): Set<string> {
  const found = new Set<string>();
  for (const parsed of records) {
    for (const entry of parsed.catalog) {
      visit(entry.icon, found);
      visit(entry.attrs, found);
    }
    for (const snapshot of parsed.snapshots) visit(snapshot.payload, found);
    for (const setting of parsed.settings ?? []) visit(setting.value, found);
  }
  return found;
}

function rewrite<T>(value: T, local: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (local.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => rewrite(v, local)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = rewrite(item, local);
    return out as T;
  }
  return value;
}

/** The records with every mirrored URL replaced by its local copy. */
export function withLocalImages(
  records: ParsedRecords,
  local: ReadonlyMap<string, string>,
): ParsedRecords {
  if (local.size === 0) return records;
  return {
    ...records,
    catalog: records.catalog.map((entry) => ({
      ...entry,
      ...(entry.icon === undefined ? {} : { icon: local.get(entry.icon) ?? entry.icon }),
      ...(entry.attrs === undefined ? {} : { attrs: rewrite(entry.attrs, local) }),
    })),
    snapshots: records.snapshots.map((s) => ({ ...s, payload: rewrite(s.payload, local) })),
    ...(records.settings
      ? { settings: records.settings.map((s) => ({ ...s, value: rewrite(s.value, local) })) }
      : {}),
  };
}

import {
  DEFAULT_LANG,
  isLang,
  type CatalogEntry,
  type CatalogKind,
  type Lang,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson, toJson } from '../../db/dialect.js';
import { getSetting, setSetting } from '../../db/settings.repository.js';
import * as repo from './catalog.repository.js';

export type CatalogAttr = string | number | boolean | null;

/** A catalog entry resolved for one language (en-us fallback per field). */
export interface CatalogView {
  name: string;
  icon: string;
  attrs: Readonly<Record<string, CatalogAttr>>;
  /** A localized text field, e.g. `text('pos_name')`; '' when missing in every language. */
  text(key: string): string;
}

interface Entry {
  icon: string;
  attrs: Record<string, CatalogAttr>;
  names: Map<string, string>;
  texts: Map<string, Record<string, string>>;
}

const VERSION_KEY = 'catalog_version';
// How often a process checks whether another process (CLI import, another instance) changed it.
const VERSION_CHECK_MS = 5_000;

const keyOf = (kind: string, id: number) => `${kind}:${id}`;

let generations = 0;

/** An immutable in-memory catalog; lookups are synchronous Map reads. */
export class Catalog {
  /** Differs for every loaded catalog, so caches of presented data can key on it. */
  readonly generation = (generations += 1);

  constructor(private readonly entries: ReadonlyMap<string, Entry>) {}

  get size(): number {
    return this.entries.size;
  }

  has(kind: CatalogKind, id: number): boolean {
    return this.entries.has(keyOf(kind, id));
  }

  /** The entry in a language, or undefined when the catalog does not know it. */
  get(kind: CatalogKind, id: number, lang: Lang): CatalogView | undefined {
    const entry = this.entries.get(keyOf(kind, id));
    if (!entry) return undefined;
    const texts = entry.texts.get(lang);
    const fallback = entry.texts.get(DEFAULT_LANG);
    return {
      // An empty name (an entry that only carries texts in this language) falls back like a missing one.
      name: entry.names.get(lang) || entry.names.get(DEFAULT_LANG) || '',
      icon: entry.icon,
      attrs: entry.attrs,
      text: (key) => texts?.[key] ?? fallback?.[key] ?? '',
    };
  }
}

function buildCatalog(items: repo.CatalogItemRow[], texts: repo.CatalogTextRow[]): Catalog {
  const entries = new Map<string, Entry>();
  for (const item of items) {
    entries.set(keyOf(item.kind, Number(item.id)), {
      icon: item.icon,
      attrs: fromJson<Record<string, CatalogAttr>>(item.attrs, {}),
      names: new Map(),
      texts: new Map(),
    });
  }
  for (const text of texts) {
    const entry = entries.get(keyOf(text.kind, Number(text.id)));
    if (!entry) continue;
    entry.names.set(text.lang, text.name);
    entry.texts.set(text.lang, fromJson<Record<string, string>>(text.texts, {}));
  }
  return new Catalog(entries);
}

/**
 * Writes catalog entries (names and texts per language) and bumps the catalog version so every
 * process reloads its cache.
 */
export async function upsertCatalogEntries(
  db: Kysely<Database>,
  entries: readonly CatalogEntry[],
): Promise<void> {
  for (const entry of entries) {
    await repo.upsertCatalogItem(db, {
      kind: entry.kind,
      id: entry.id,
      icon: entry.icon ?? '',
      attrs: toJson(entry.attrs ?? {}),
    });
    const names: Record<string, string | undefined> = entry.names;
    const texts = (entry.texts ?? {}) as Partial<Record<string, Record<string, string>>>;
    const langs = new Set([...Object.keys(names), ...Object.keys(texts)].filter(isLang));
    await repo.upsertCatalogTexts(
      db,
      [...langs].map((lang) => ({
        kind: entry.kind,
        id: entry.id,
        lang,
        name: names[lang] ?? names[DEFAULT_LANG] ?? '',
        texts: toJson(texts[lang] ?? {}),
      })),
    );
  }
  if (entries.length > 0) await setSetting(db, VERSION_KEY, `${Date.now()}-${Math.random()}`);
}

/** One language's view of a catalog entry, as an upstream answer tells it (issue 17). */
export interface CatalogPart {
  kind: CatalogKind;
  id: number;
  lang: Lang;
  name?: string;
  icon?: string;
  attrs?: Record<string, CatalogAttr>;
  texts?: Record<string, string>;
}

/**
 * Merges what upstream answers tell about catalog entries into the stored ones without clobbering
 * anything they do not carry: other languages stay, attributes and texts are merged key by key, and
 * a missing name or icon keeps the stored one. Rows are written only when they change, so a sync of
 * unchanged records neither writes nor bumps the catalog version. Returns the entries changed.
 */
export async function mergeCatalogParts(
  db: Kysely<Database>,
  parts: readonly CatalogPart[],
): Promise<number> {
  if (parts.length === 0) return 0;
  const kinds = [...new Set(parts.map((p) => p.kind))];
  const { items, texts } = await repo.loadCatalogOf(db, kinds);
  const itemByKey = new Map(items.map((i) => [keyOf(i.kind, Number(i.id)), i]));
  const textByKey = new Map(texts.map((t) => [`${keyOf(t.kind, Number(t.id))}:${t.lang}`, t]));
  const changed = new Set<string>();

  for (const part of parts) {
    const key = keyOf(part.kind, part.id);
    const stored = itemByKey.get(key);
    const storedAttrs = fromJson<Record<string, CatalogAttr>>(stored?.attrs, {});
    const attrs = { ...storedAttrs, ...part.attrs };
    const icon = part.icon || stored?.icon || '';
    if (!stored || stored.icon !== icon || !sameJson(storedAttrs, attrs)) {
      const row = { kind: part.kind, id: part.id, icon, attrs: toJson(attrs) };
      await repo.upsertCatalogItem(db, row);
      itemByKey.set(key, row);
      changed.add(key);
    }
    if (part.name === undefined && part.texts === undefined) continue;
    const textKey = `${key}:${part.lang}`;
    const storedText = textByKey.get(textKey);
    const storedTexts = fromJson<Record<string, string>>(storedText?.texts, {});
    const merged = { ...storedTexts, ...part.texts };
    const name = part.name ?? storedText?.name ?? '';
    if (!storedText || storedText.name !== name || !sameJson(storedTexts, merged)) {
      const row = { kind: part.kind, id: part.id, lang: part.lang, name, texts: toJson(merged) };
      await repo.upsertCatalogTexts(db, [row]);
      textByKey.set(textKey, row);
      changed.add(key);
    }
  }
  if (changed.size > 0) await setSetting(db, VERSION_KEY, `${Date.now()}-${Math.random()}`);
  return changed.size;
}

function sameJson(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(b);
  return (
    Object.keys(a).length === keys.length &&
    keys.every((k) => Object.hasOwn(a, k) && JSON.stringify(a[k]) === JSON.stringify(b[k]))
  );
}

/**
 * The per-process catalog cache: loaded on first use, dropped by `invalidate()` after an ingest,
 * and reloaded when another process bumped the stored version.
 */
export class CatalogService {
  private cached: Promise<Catalog> | undefined;
  private version: string | undefined;
  private checkedAt = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** The current catalog (at most a few seconds stale across processes, never within one). */
  async current(): Promise<Catalog> {
    const now = Date.now();
    if (this.cached && now - this.checkedAt > VERSION_CHECK_MS) {
      this.checkedAt = now;
      const version = await getSetting(this.db, VERSION_KEY);
      if (version !== this.version) this.cached = undefined;
    }
    if (!this.cached) {
      this.checkedAt = now;
      const loading = this.load();
      this.cached = loading;
      // A failed load must not poison the cache.
      loading.catch(() => {
        if (this.cached === loading) this.cached = undefined;
      });
    }
    return this.cached;
  }

  /** Drops the cache; the next `current()` reloads. */
  invalidate(): void {
    this.cached = undefined;
  }

  private async load(): Promise<Catalog> {
    this.version = await getSetting(this.db, VERSION_KEY);
    const { items, texts } = await repo.loadCatalog(this.db);
    return buildCatalog(items, texts);
  }
}

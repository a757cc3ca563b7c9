import type { CatalogKind, EndpointDef, GameId, Lang, SnapshotKindName } from '@chronicle/contract';
import type { CatalogAttr, CatalogPart } from '../../catalog/catalog.service.js';

/*
 * The parsers turn HoYoLAB answers (the `data` of an envelope, in any language) back into what
 * Chronicle stores: language-neutral snapshot payloads plus catalog entries (names, icons and texts in
 * the answer's language). Each is the inverse of a presenter: present(parse(present(x))) equals
 * present(x), which `roundtrip.test-support.ts` checks for every demo role in several languages.
 */

/** One answer of an upstream, as received (sync) or as saved (HAR, raw import). */
export interface UpstreamAnswer {
  /** The contract declaration of the endpoint it answers. */
  endpoint: EndpointDef;
  /** The query (GET) or body (POST) of the request, as sent. */
  input: Readonly<Record<string, unknown>>;
  /** The language of its names and texts. */
  lang: Lang;
  /** The envelope's `data`. */
  data: unknown;
  /** When it was answered (Unix ms). */
  capturedAt: number;
}

/** A request a group wants made for a role. */
export interface UpstreamRequest {
  endpoint: EndpointDef;
  /** Query (GET) or JSON body (POST); `role_id` and `server` included. */
  input: Record<string, unknown>;
}

/** The role a group fetches and parses records of. */
export interface UpstreamRole {
  gameId: GameId;
  /** In-game uid. */
  roleId: string;
  /** Server (region) id. */
  server: string;
  /** The level the record card shows (the second game picks its abyss report by it). */
  level: number;
}

/**
 * A catalog entry as one answer tells it: one language, only the fields the answer carries
 * (attributes and texts are merged key by key into the stored ones).
 */
export type ParsedCatalogEntry = CatalogPart;

export interface ParsedSnapshot {
  kind: SnapshotKindName;
  /** Schedule id of a periodic kind; '' for the others. */
  period: string;
  /**
   * Unix ms. For a period that has ended, its end (so older periods sort before newer ones, as
   * "current" is the latest capture); otherwise when the answer was given.
   */
  capturedAt: number;
  payload: unknown;
}

/** Everything a group's answers of one language yield. */
export interface ParsedRecords {
  snapshots: ParsedSnapshot[];
  catalog: ParsedCatalogEntry[];
  /** What the answers say about the role itself (the index carries nickname and level). */
  role?: { nickname?: string; level?: number };
  /** The owner's choices the answers carry (`role_settings` rows: showcase, card-game cover…). */
  settings?: { key: string; value: unknown }[];
}

export interface ParseContext {
  lang: Lang;
  /**
   * The latest stored payload of each non-periodic kind of the group for this role (empty in the
   * round-trip tests). A group whose kind is built from several answers merges into it, so an
   * import holding only part of them never drops what is stored.
   */
  previous: ReadonlyMap<SnapshotKindName, unknown>;
}

/**
 * A group of endpoints and the snapshot kinds they are presented from; each kind belongs to exactly
 * one group. The sync asks `next` for requests until it returns none; an import hands the group
 * every saved answer of its endpoints.
 */
export interface UpstreamGroup {
  /** For logs and summaries: `genshin.characters`. */
  name: string;
  game: GameId;
  kinds: readonly SnapshotKindName[];
  /** Endpoints whose answers this group reads. */
  endpoints: readonly EndpointDef[];
  /**
   * The requests to make next for a role, given the answers this group got so far in the current
   * language (and ones that failed are simply missing); [] when done.
   */
  next(role: UpstreamRole, answers: readonly UpstreamAnswer[]): UpstreamRequest[];
  /** Folds answers of one language, in the order they came, into records. */
  parse(answers: readonly UpstreamAnswer[], ctx: ParseContext): ParsedRecords;
}

/**
 * Collects the catalog entries one language's answers carry, one per (kind, id): a later answer adds
 * fields and overrides the ones it also carries.
 */
export class CatalogCollector {
  private readonly entries = new Map<string, ParsedCatalogEntry>();

  constructor(readonly lang: Lang) {}

  add(
    kind: CatalogKind,
    id: number,
    fields: {
      name?: string | undefined;
      icon?: string | undefined;
      attrs?: Record<string, CatalogAttr | undefined> | undefined;
      texts?: Record<string, string | undefined> | undefined;
    },
  ): void {
    const key = `${kind}:${id}`;
    const entry = this.entries.get(key) ?? { kind, id, lang: this.lang };
    if (fields.name !== undefined) entry.name = fields.name;
    if (fields.icon !== undefined) entry.icon = fields.icon;
    const attrs = defined(fields.attrs);
    if (attrs) entry.attrs = { ...entry.attrs, ...attrs };
    const texts = defined(fields.texts);
    if (texts) entry.texts = { ...entry.texts, ...texts };
    this.entries.set(key, entry);
  }

  list(): ParsedCatalogEntry[] {
    return [...this.entries.values()];
  }
}

function defined<T>(
  record: Record<string, T | undefined> | undefined,
): Record<string, T> | undefined {
  if (!record) return undefined;
  const out: Record<string, T> = {};
  let any = false;
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined) continue;
    out[key] = value;
    any = true;
  }
  return any ? out : undefined;
}

/** The answers of one endpoint, in the order they came. */
export function answersOf(
  answers: readonly UpstreamAnswer[],
  endpoint: EndpointDef,
): UpstreamAnswer[] {
  return answers.filter((a) => a.endpoint.id === endpoint.id);
}

/** `role_id` and `server`, as every game-record request carries them. */
export function roleInput(role: UpstreamRole): Record<string, unknown> {
  return { role_id: role.roleId, server: role.server };
}

/** Unix ms of a period's end when it is over before `capturedAt`, else `capturedAt`. */
export function periodCapturedAt(endUnixSeconds: number | undefined, capturedAt: number): number {
  if (endUnixSeconds === undefined || endUnixSeconds <= 0) return capturedAt;
  return Math.min(endUnixSeconds * 1000, capturedAt);
}

/** Where synthetic catalog ids start: no game's own ids come near (catalog ids are bigints). */
export const SYNTHETIC_BASE = 2 ** 40;

/**
 * A stable catalog id for something answers name but never number (sub-areas, enemies, ley-line
 * disorders, theater buffs, assignments…), derived from a key that is the same in every language
 * (an icon URL, a place, a role and a field): each language's answer then names the same entry.
 * From `SYNTHETIC_BASE` up, 52 bits in all, so two keys practically never share one.
 */
export function syntheticId(kind: string, key: string): number {
  const text = `${kind}\u0000${key}`;
  let high = 0x811c9dc5;
  let low = 0x050c5d1f;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    high = Math.imul(high ^ unit, 0x01000193) >>> 0;
    low = Math.imul(low ^ unit, 0x01000193) >>> 0;
  }
  return SYNTHETIC_BASE + (high & 0xfffff) * 2 ** 32 + low;
}

/** The role id an answer's request named (`role_id`, a string or a number), or ''. */
export function roleIdOf(answer: UpstreamAnswer | undefined): string {
  const value = answer?.input.role_id;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

import type { CatalogKind, EndpointDef, GameId, Lang, SnapshotKindName } from '@chronicle/contract';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { jsonPath } from '../../../http/json-path.js';
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

/** The path of an endpoint as the envelope's errors name it: `genshin/api/index`. */
export function endpointLabel(endpoint: EndpointDef): string {
  const family =
    endpoint.family === 'genshin' || endpoint.family === 'hkrpg' || endpoint.family === 'honkai3rd'
      ? `${endpoint.family}/api`
      : endpoint.family;
  return `${family}/${endpoint.path}`;
}

/**
 * An answer that lacks a field Chronicle needs, or carries it with the wrong type. Names the
 * endpoint and the JSON path, so a person can tell what the upstream changed; nothing of that answer
 * is stored.
 */
export class AnswerShapeError extends Error {
  constructor(
    readonly answer: UpstreamAnswer | undefined,
    readonly endpoint: string,
    readonly path: string,
    readonly expected: string,
  ) {
    super(`${endpoint}: ${path} is missing or is not ${expected}`);
    this.name = 'AnswerShapeError';
  }
}

type Plain = Record<string, unknown>;

const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>();

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON path of a field (`$.data.list[0]["id_list[]"]`), as `http/json-path.ts` writes them. */
export const keyPath = (path: string, key: string): string =>
  /^[A-Za-z_$][\w$-]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

/**
 * Typed, path-aware reading of an answer. Required readers throw `AnswerShapeError` naming the
 * field; `opt*` readers give undefined for a missing or null field (and still throw on a wrong
 * type). Fields the parser never reads are ignored, so upstream additions never break a sync.
 */
export class Reader {
  constructor(
    readonly answer: UpstreamAnswer | undefined,
    readonly endpoint: string,
    /** The value this reader stands on. */
    readonly value: unknown,
    readonly path: string,
  ) {}

  /** A reader on an answer's `data`. */
  static of(answer: UpstreamAnswer): Reader {
    return new Reader(answer, endpointLabel(answer.endpoint), answer.data, '$.data');
  }

  /** Throws the shape error of this reader's path (or a child's). */
  fail(expected: string, path = this.path): never {
    throw new AnswerShapeError(this.answer, this.endpoint, path, expected);
  }

  private fields(): Plain {
    if (!isPlain(this.value)) this.fail('an object');
    return this.value;
  }

  /** Whether the field is present and not null. */
  has(key: string): boolean {
    const value = this.fields()[key];
    return value !== undefined && value !== null;
  }

  /** The field's raw value (undefined when missing); for values a parser checks itself. */
  raw(key: string): unknown {
    return this.fields()[key];
  }

  /** The keys of this object. */
  keys(): string[] {
    return Object.keys(this.fields());
  }

  /** A reader on a field, whatever it holds (for the `as*` readers). */
  at(key: string): Reader {
    return new Reader(this.answer, this.endpoint, this.fields()[key], keyPath(this.path, key));
  }

  obj(key: string): Reader {
    return this.at(key).asObj();
  }

  optObj(key: string): Reader | undefined {
    return this.has(key) ? this.obj(key) : undefined;
  }

  arr(key: string): Reader[] {
    return this.at(key).asArr();
  }

  /** A missing or null array reads as empty. */
  optArr(key: string): Reader[] {
    return this.has(key) ? this.arr(key) : [];
  }

  str(key: string): string {
    return this.at(key).asStr();
  }

  optStr(key: string): string | undefined {
    return this.has(key) ? this.str(key) : undefined;
  }

  /** A string, or a number written as one (ids and values some upstreams send either way). */
  strLike(key: string): string {
    return this.at(key).asStrLike();
  }

  optStrLike(key: string): string | undefined {
    return this.has(key) ? this.strLike(key) : undefined;
  }

  int(key: string): number {
    return this.at(key).asInt();
  }

  optInt(key: string): number | undefined {
    return this.has(key) ? this.int(key) : undefined;
  }

  /** An integer, or a string of one (`"1750816800"`). */
  intLike(key: string): number {
    return this.at(key).asIntLike();
  }

  optIntLike(key: string): number | undefined {
    return this.has(key) ? this.intLike(key) : undefined;
  }

  num(key: string): number {
    return this.at(key).asNum();
  }

  optNum(key: string): number | undefined {
    return this.has(key) ? this.num(key) : undefined;
  }

  bool(key: string): boolean {
    return this.at(key).asBool();
  }

  optBool(key: string): boolean | undefined {
    return this.has(key) ? this.bool(key) : undefined;
  }

  /**
   * A field that must match a schema, returned as is (for a sub-object the payload keeps whole);
   * the error names the first offending path inside it.
   */
  checked<T>(key: string, schema: TSchema): T {
    return this.at(key).asChecked<T>(schema);
  }

  /** This value, checked against a schema (see `checked`). */
  asChecked<T>(schema: TSchema): T {
    let validator = validators.get(schema);
    if (!validator) {
      validator = Compile(schema);
      validators.set(schema, validator);
    }
    if (validator.Check(this.value)) return this.value as T;
    const [issue] = validator.Errors(this.value);
    const params = (issue?.params ?? {}) as Record<string, unknown>;
    const missing = params.requiredProperties ?? params.missingProperty;
    const name: unknown = Array.isArray(missing) ? (missing as unknown[])[0] : missing;
    const pointer = `${issue?.instancePath ?? ''}${issue?.keyword === 'required' && typeof name === 'string' ? `/${name}` : ''}`;
    this.fail(`valid (${issue?.message ?? 'does not match'})`, jsonPath(pointer, this.path));
  }

  asObj(): Reader {
    if (!isPlain(this.value)) this.fail('an object');
    return this;
  }

  asArr(): Reader[] {
    const { value } = this;
    if (!Array.isArray(value)) this.fail('an array');
    return value.map(
      (item, i) => new Reader(this.answer, this.endpoint, item, `${this.path}[${i}]`),
    );
  }

  asStr(): string {
    if (typeof this.value !== 'string') this.fail('a string');
    return this.value;
  }

  asStrLike(): string {
    if (typeof this.value === 'number' && Number.isFinite(this.value)) return String(this.value);
    return this.asStr();
  }

  asInt(): number {
    if (typeof this.value !== 'number' || !Number.isInteger(this.value)) this.fail('an integer');
    return this.value;
  }

  asIntLike(): number {
    if (typeof this.value === 'string' && /^-?\d{1,16}$/.test(this.value)) {
      return Number(this.value);
    }
    return this.asInt();
  }

  asNum(): number {
    if (typeof this.value !== 'number' || !Number.isFinite(this.value)) this.fail('a number');
    return this.value;
  }

  asBool(): boolean {
    if (typeof this.value !== 'boolean') this.fail('a boolean');
    return this.value;
  }
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

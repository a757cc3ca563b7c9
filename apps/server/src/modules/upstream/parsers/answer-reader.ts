import type { EndpointDef } from '@chronicle/contract';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { jsonPath } from '../../../http/json-path.js';
import type { UpstreamAnswer } from './parse-kit.js';

/*
 * Reading an answer field by field: a missing or mistyped field is an `AnswerShapeError` naming the
 * endpoint and the JSON path, never a TypeError deep in a parser.
 */

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

import type { SnapshotKindName } from '@chronicle/contract';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { type ParseContext, type UpstreamAnswer } from '../parse-kit.js';
import { Reader } from '../answer-reader.js';

/*
 * Reading helpers of the main game's core parsers: ranges the snapshot schemas demand (so a value
 * outside them is an `AnswerShapeError` at its path, never an invalid payload at store time), whole
 * sub-objects kept without unknown fields, and ids for things the answers name but never number.
 */

const UNBOUNDED = Number.MAX_SAFE_INTEGER;

const rangeText = (min: number, max: number) =>
  max === UNBOUNDED ? `an integer ≥ ${min}` : `an integer from ${min} to ${max}`;

/** An integer field within the snapshot schema's range. */
export function intIn(r: Reader, key: string, min: number, max = UNBOUNDED): number {
  const value = r.int(key);
  if (value < min || value > max) r.at(key).fail(rangeText(min, max));
  return value;
}

/** An integer field that may come as a string of one (`"1750816800"`), within a range. */
export function intLikeIn(r: Reader, key: string, min: number, max = UNBOUNDED): number {
  const value = r.intLike(key);
  if (value < min || value > max) r.at(key).fail(rangeText(min, max));
  return value;
}

/** A string field of a bounded length. */
export function strIn(r: Reader, key: string, minLength: number, maxLength: number): string {
  const value = r.str(key);
  if (value.length < minLength || value.length > maxLength) {
    r.at(key).fail(`a string of ${minLength} to ${maxLength} characters`);
  }
  return value;
}

/** A string field that must be one of `values`. */
export function oneOf<const T extends string>(r: Reader, key: string, values: readonly T[]): T {
  const value = r.str(key);
  const found = values.find((v) => v === value);
  if (found === undefined) return r.at(key).fail(`one of ${values.join(', ')}`);
  return found;
}

/**
 * A sub-object taken whole: checked against `schema` (the error names the offending path) and
 * without the fields the schema does not declare, so upstream additions never reach a payload.
 */
export function exact<T extends TSchema>(r: Reader, key: string, schema: T): Static<T> {
  const at = r.at(key);
  const cleaned: unknown = Value.Clean(schema, structuredClone(at.value));
  return new Reader(at.answer, at.endpoint, cleaned, at.path).asChecked<Static<T>>(schema);
}

/** A plain copy of an object field, for merging defaults in before `exact`-style checking. */
export function fieldsOf(r: Reader): Record<string, unknown> {
  return Object.fromEntries(r.keys().map((k) => [k, r.raw(k)]));
}

/** A value of a checked answer with `null` read as missing, as the `opt*` readers do. */
export const opt = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** A copy of `value` without its undefined fields (optional snapshot fields are left out). */
export function compact<T extends object>(value: T): T {
  const out: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] !== undefined) out[key] = value[key];
  }
  return out as T;
}

const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/** The stored payload of a kind when it matches its schema (a copy: parsers merge into it). */
export function storedOf<T extends TSchema>(
  ctx: ParseContext,
  kind: SnapshotKindName,
  schema: T,
): Static<T> | undefined {
  const value = ctx.previous.get(kind);
  if (value === undefined) return undefined;
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema);
    validators.set(schema, validator);
  }
  return validator.Check(value) ? (structuredClone(value) as Static<T>) : undefined;
}

/** Whether a request input field holds `expected` (HAR imports carry query values as strings). */
export function inputIs(answer: UpstreamAnswer, key: string, expected: number): boolean {
  const value = answer.input[key];
  return value === expected || value === String(expected);
}

/**
 * The name and element a character reference may carry beside its id: Chronicle's own answers
 * name every character (docs/CLIENTS.md), HoYoLAB's abyss ranks and expeditions do not. Blank or
 * missing values are left out, so they never overwrite what another answer named.
 */
export function nameAndElement(r: Reader): { name?: string; element?: string } {
  return compact({
    name: r.optStr('name') || undefined,
    element: r.optStr('element') || undefined,
  });
}

import type { Reader } from '../answer-reader.js';

/*
 * Field readers with the ranges the snapshot schemas enforce: a value the store would refuse fails
 * here instead, as an `AnswerShapeError` naming the field (never an invalid payload, never a store
 * error far from its cause).
 */

/** This value as an integer within [min, max]. */
export function asIntIn(r: Reader, min: number, max: number): number {
  const value = r.asInt();
  if (value < min || value > max) r.fail(`an integer from ${min} to ${max}`);
  return value;
}

/** An integer field within [min, max]. */
export function intIn(r: Reader, key: string, min: number, max: number): number {
  return asIntIn(r.at(key), min, max);
}

/** A count (≥ 0). */
export function count(r: Reader, key: string): number {
  return intIn(r, key, 0, Number.MAX_SAFE_INTEGER);
}

/** An optional count (undefined when missing or null). */
export function optCount(r: Reader, key: string): number | undefined {
  return r.has(key) ? count(r, key) : undefined;
}

/** An id (≥ 1). */
export function id(r: Reader, key: string): number {
  return intIn(r, key, 1, Number.MAX_SAFE_INTEGER);
}

/** A count or Unix time the answers write as a string of digits (`"1767225600"`, `"88231"`). */
export function countLike(r: Reader, key: string): number {
  const value = r.intLike(key);
  if (value < 0) r.at(key).fail('a count');
  return value;
}

/** `{ [key]: value }`, or nothing to spread when the value is undefined (optional snapshot fields). */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

import fs from 'node:fs';

/*
 * Reads a large JSON file a chunk at a time without holding it: `scanObject` finds where each value
 * of the top-level object lies (byte offsets) and how many items a top-level array holds, checking
 * the nesting of the whole file on the way; `arrayItems` then hands out the text of each item of
 * one array, which the caller parses alone. Only the structure is followed here (strings, escapes,
 * brackets): what is inside an item is checked by `JSON.parse` of that item. Structural bytes are
 * ASCII and never occur inside a multi-byte UTF-8 sequence, so splitting bytes is safe.
 */

export class JsonSyntaxError extends Error {}

/** Where one top-level value lies: bytes [start, end); items when it is an array. */
export interface ValueRange {
  start: number;
  end: number;
  array: boolean;
  items: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const CHUNK_BYTES = 1 << 20;

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
const fail = (what: string, at: number) => new JsonSyntaxError(`${what} at byte ${at}`);

/** Strings and brackets of a JSON text, a byte at a time (state carries over chunk boundaries). */
class Nesting {
  readonly open: number[] = [];
  inString = false;
  private escaped = false;

  /** Follows one byte; throws on a closing bracket that does not match. */
  step(b: number, at: number): void {
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (b === BACKSLASH) this.escaped = true;
      else if (b === QUOTE) this.inString = false;
      return;
    }
    if (b === QUOTE) this.inString = true;
    else if (b === OPEN_OBJECT || b === OPEN_ARRAY) this.open.push(b);
    else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
      const opened = this.open.pop();
      if (opened !== (b === CLOSE_OBJECT ? OPEN_OBJECT : OPEN_ARRAY)) {
        throw fail(`unexpected "${String.fromCharCode(b)}"`, at);
      }
    }
  }
}

async function* chunks(file: string, start = 0, end = Infinity): AsyncGenerator<Buffer> {
  const stream = fs.createReadStream(file, {
    start,
    ...(Number.isFinite(end) ? { end: end - 1 } : {}),
    highWaterMark: CHUNK_BYTES,
  });
  for await (const chunk of stream) yield chunk as Buffer;
}

type TopState =
  'start' | 'key-or-end' | 'key' | 'in-key' | 'colon' | 'value-start' | 'value' | 'after' | 'done';

/**
 * The values of the top-level object of a file, by key (a later duplicate wins, as in
 * `JSON.parse`). Throws `JsonSyntaxError` when the file is not one well-nested object, and a
 * `TypeError` when it starts as another kind of JSON value.
 */
export async function scanObject(file: string): Promise<Map<string, ValueRange>> {
  const values = new Map<string, ValueRange>();
  const nesting = new Nesting();
  let state: TopState = 'start';
  let key: Buffer[] = [];
  let value: ValueRange = { start: 0, end: 0, array: false, items: 0 };
  /** A number or literal: it ends at the first space or delimiter. */
  let scalar = false;
  let escaped = false;
  let pos = 0;
  for await (const chunk of chunks(file)) {
    let keyFrom = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const b = chunk[i] as number;
      const at = pos + i;
      if (state === 'value') {
        if (!scalar) {
          const inside = value.array && nesting.open.length === 1 && !nesting.inString;
          nesting.step(b, at);
          if (inside && b === COMMA) value.items += 1;
          else if (inside && value.items === 0 && !isSpace(b) && b !== CLOSE_ARRAY) value.items = 1;
          if (nesting.open.length > 0 || nesting.inString) continue;
          value.end = at + 1;
          state = 'after';
          continue;
        }
        if (!isSpace(b) && b !== COMMA && b !== CLOSE_OBJECT) continue;
        value.end = at;
        state = 'after';
      }
      if (state === 'in-key') {
        if (escaped) escaped = false;
        else if (b === BACKSLASH) escaped = true;
        else if (b === QUOTE) {
          key.push(chunk.subarray(keyFrom, i));
          const name = JSON.parse(`"${Buffer.concat(key).toString('utf8')}"`) as string;
          key = [];
          value = { start: -1, end: -1, array: false, items: 0 };
          values.set(name, value);
          state = 'colon';
        }
        continue;
      }
      if (isSpace(b)) continue;
      if (state === 'start') {
        // Another JSON value (a list, a string, a number, a literal) is a bundle of the wrong type.
        if (b !== OPEN_OBJECT && /[["\d\-tfn]/.test(String.fromCharCode(b))) {
          throw new TypeError('the top level is not an object');
        }
        if (b !== OPEN_OBJECT) throw fail(`unexpected "${String.fromCharCode(b)}"`, at);
        state = 'key-or-end';
      } else if ((state === 'key-or-end' || state === 'key') && b === QUOTE) {
        state = 'in-key';
        keyFrom = i + 1;
      } else if (state === 'colon' && b === COLON) {
        state = 'value-start';
      } else if (state === 'value-start') {
        value.start = at;
        value.array = b === OPEN_ARRAY;
        scalar = b !== OPEN_ARRAY && b !== OPEN_OBJECT && b !== QUOTE;
        if (!scalar) nesting.step(b, at);
        state = 'value';
      } else if ((state === 'after' || state === 'key-or-end') && b === CLOSE_OBJECT) {
        state = 'done';
      } else if (state === 'after' && b === COMMA) {
        state = 'key';
      } else {
        throw fail(`unexpected "${String.fromCharCode(b)}"`, at);
      }
    }
    if (state === 'in-key') key.push(Buffer.from(chunk.subarray(keyFrom)));
    pos += chunk.length;
  }
  if ((state as TopState) !== 'done') throw fail('unexpected end of file', pos);
  return values;
}

/** One item of an array: its text and its index. */
export interface ArrayItem {
  text: string;
  index: number;
}

/**
 * The items of the array at `range` (found by `scanObject`), one at a time, as text: only the
 * item being read is held in memory.
 */
export async function* arrayItems(file: string, range: ValueRange): AsyncGenerator<ArrayItem> {
  const nesting = new Nesting();
  let index = 0;
  let parts: Buffer[] = [];
  /** Whether an item has started and not ended. */
  let inItem = false;
  let pos = range.start;
  for await (const chunk of chunks(file, range.start, range.end)) {
    let from = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const b = chunk[i] as number;
      const at = pos + i;
      const depth = nesting.open.length;
      const inString = nesting.inString;
      nesting.step(b, at);
      if (depth === 0) continue; // the opening bracket
      if (depth === 1 && !inString && (b === COMMA || b === CLOSE_ARRAY)) {
        if (inItem) {
          parts.push(chunk.subarray(from, i));
          yield { text: Buffer.concat(parts).toString('utf8'), index };
          parts = [];
          index += 1;
          inItem = false;
        } else if (b === COMMA || index > 0) {
          throw fail(`unexpected "${String.fromCharCode(b)}"`, at);
        }
        continue;
      }
      if (!inItem && !isSpace(b)) {
        inItem = true;
        from = i;
      }
    }
    if (inItem) parts.push(Buffer.from(chunk.subarray(from)));
    pos += chunk.length;
  }
}

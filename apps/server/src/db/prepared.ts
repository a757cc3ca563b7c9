import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/*
 * Queries of the records API's hot path, built and compiled once per database and then run with new
 * values. Kysely builds an operation tree and compiles it to SQL on every call, and that costs more
 * than running the indexed lookups it produces (on SQLite, a role with its owner's facts took four
 * times as long to build as to run). The SQL of a query shape never changes, only its bound values,
 * so the compiled query is kept and its parameters swapped.
 *
 * A prepared query's values must only ever be bound as parameters, compared with `=` or inserted
 * as they are: the query is built once with stand-ins for them (unique strings or numbers) and each
 * stand-in's place among the parameters is where a later call's value goes. Anything the shape of
 * the SQL depends on (a game's switch ids, how many rows an insert has) belongs in the key instead.
 */

/** A compiled query and, for each of its parameters, the value it keeps or the slot it takes. */
interface Template {
  compiled: CompiledQuery;
  /** `slots[i]`: the index of the value that goes to parameter i, or -1 to keep the built one. */
  slots: number[];
}

const templates = new WeakMap<Kysely<never>, Map<string, Template>>();

/** A stand-in no real value equals: strings and numbers stay strings and numbers. */
function standIn(value: unknown, slot: number): string | number {
  return typeof value === 'number' ? -(2 ** 40) - slot - 0.5 : `\u0000prepared:${slot}`;
}

function template(compiled: CompiledQuery, standIns: readonly unknown[], key: string): Template {
  const slots = compiled.parameters.map((p) => standIns.indexOf(p));
  for (let slot = 0; slot < standIns.length; slot++) {
    if (!slots.includes(slot)) {
      throw new Error(`prepared query ${key}: value ${slot} is not a bound parameter`);
    }
  }
  return { compiled, slots };
}

/**
 * Runs the query `build` makes from `values`, compiled once per database and `key` (the key names
 * the query's shape: everything but the values). Returns its rows.
 */
export async function runPrepared<DB, Row, const V extends readonly (string | number)[]>(
  db: Kysely<DB>,
  key: string,
  values: V,
  build: (values: V) => Compilable<Row>,
): Promise<Row[]> {
  const owner = db as unknown as Kysely<never>;
  let byKey = templates.get(owner);
  if (!byKey) {
    byKey = new Map();
    templates.set(owner, byKey);
  }
  let known = byKey.get(key);
  if (!known) {
    const standIns = values.map(standIn) as unknown as V;
    known = template(build(standIns).compile(), standIns, key);
    byKey.set(key, known);
  }
  const { compiled, slots } = known;
  const parameters = compiled.parameters.map((p, i) => {
    const slot = slots[i] ?? -1;
    return slot < 0 ? p : values[slot];
  });
  const result = await db.executeQuery<Row>({ ...compiled, parameters });
  return result.rows;
}

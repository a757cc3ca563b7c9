import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { dialectOf } from './dialect.js';

/*
 * Multi-row writes compiled once per process, dialect and row count. An import writes thousands of
 * rows per bundle, and Kysely builds and compiles a statement's operation tree anew on each call,
 * row by row (about a twentieth of an import's time on SQLite). `runPrepared` (prepared.ts) keeps a
 * compiled query per Kysely instance, which for a write means per transaction: once per bundle,
 * where each shape is used about once. Here the template outlives transactions; only the values
 * change. Row values must be plain bound values (inserted as they are); parameters the statement
 * makes of its own (a null, a constant) are kept as built. `statementChunks` keeps the
 * number of row counts, and so of templates, small.
 */

interface Template {
  compiled: CompiledQuery;
  /** For each parameter, the row and column of the value that goes there (none: a constant). */
  slots: ([number, number] | undefined)[];
}

const templates = new Map<string, Template>();

/**
 * Runs the statement `build` makes from `rows` (each row's values in a fixed column order),
 * compiled once per `key`, dialect and row count. Returns its rows.
 */
export async function runBulk<DB, Row, V extends string | number | null>(
  db: Kysely<DB>,
  key: string,
  rows: readonly (readonly V[])[],
  build: (rows: readonly (readonly V[])[]) => Compilable<Row>,
): Promise<Row[]> {
  const name = `${key}:${dialectOf(db)}:${rows.length}`;
  let template = templates.get(name);
  if (!template) {
    // Stand-ins no real value equals, one per row and column, to find where each value goes.
    const where = new Map<unknown, [number, number]>();
    const standIns = rows.map((row, r) =>
      row.map((_, c) => {
        const standIn = `\u0000bulk:${r}:${c}`;
        where.set(standIn, [r, c]);
        return standIn as V;
      }),
    );
    const compiled = build(standIns).compile();
    const slots = compiled.parameters.map((p) => where.get(p));
    if (slots.filter(Boolean).length !== where.size) {
      throw new Error(`bulk statement ${name}: some row values are not parameters`);
    }
    template = { compiled, slots };
    templates.set(name, template);
  }
  const { compiled, slots } = template;
  const parameters = slots.map((slot, i) =>
    slot ? (rows[slot[0]]?.[slot[1]] ?? null) : compiled.parameters[i],
  );
  const result = await db.executeQuery<Row>({ ...compiled, parameters });
  return result.rows;
}

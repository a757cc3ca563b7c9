import type { CompiledQuery } from 'kysely';

/*
 * SQLite compiles a statement again each time a parameter is bound whose value can change its plan,
 * and the value of `limit ?` can (the planner reads it to choose how to order): the one-row version
 * lookup that ends every snapshot read took 14 µs with `limit ?` against 3 µs with `limit 1`
 * (docs/PERFORMANCE.md §4). Kysely binds every limit, so on SQLite a statement that ends with
 * `limit ?` (and `offset ?`) whose values are integers runs with them written into its text. The
 * values come from the query itself, never from anywhere else, and only integers are written; the
 * statement cache (create-db.ts) then keeps one compiled statement per limit, and the code uses a
 * handful of them.
 */

/** What Kysely (and the raw statements here) end a limited query with, and how many values. */
const ENDINGS = [
  [' limit ?', 1],
  [' limit ? offset ?', 2],
] as const;

const integer = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** `query` with a trailing integer `limit ?` / `offset ?` written into the SQL; else `query`. */
export function inlineLimits(query: CompiledQuery): CompiledQuery {
  const { sql, parameters } = query;
  // Checked on every statement: string endings only, no pattern.
  const ending = ENDINGS.find(([text]) => sql.endsWith(text));
  if (!ending) return query;
  const [text, count] = ending;
  const values = parameters.slice(-count);
  if (!values.every(integer)) return query;
  const clauses = values.map((value, i) => `${i === 0 ? 'limit' : 'offset'} ${value}`);
  return {
    ...query,
    sql: `${sql.slice(0, sql.length - text.length)} ${clauses.join(' ')}`,
    parameters: parameters.slice(0, -count),
  };
}

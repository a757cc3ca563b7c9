/** Marks a key `edit` removes. */
export const REMOVE = Symbol('remove');

/**
 * A deep copy of `value` with the key at `path` removed (`REMOVE`), replaced or added; the original
 * example stays untouched for the other cases. A removed key must exist, or the case would prove
 * nothing; a misspelt key in a refusal case leaves the payload valid, so that case fails.
 */
export function edit(value: unknown, path: (string | number)[], next: unknown): unknown {
  const copy = structuredClone(value);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (next === REMOVE) {
    if (!Object.hasOwn(node, last)) throw new Error(`${path.join('.')} is not in the example`);
    delete node[last];
  } else {
    node[last] = next;
  }
  return copy;
}

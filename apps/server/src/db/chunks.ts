/**
 * Splits rows for multi-row statements: runs of at most `max` rows (a power of two) whose lengths
 * are powers of two, largest first (300 rows: 256, 32, 8, 4). The SQL text of a statement depends
 * on its row count, and prepared statements are cached by that text: a handful of lengths keeps
 * bulk writes from filling the cache with one shape per row count.
 */
export function statementChunks<T>(items: readonly T[], max = 256): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length;) {
    let size = max;
    while (size > items.length - i) size >>= 1;
    out.push(items.slice(i, i + size));
    i += size;
  }
  return out;
}

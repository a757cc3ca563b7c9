/**
 * Collects what the callers of one event-loop turn ask for and hands it to `write` once, at the
 * turn's end (`setImmediate`): the requests handled in one turn share one write instead of one
 * each. Each caller's promise settles when that write has: resolved once it is done, rejected
 * with its error if it failed.
 */
export function batchPerTurn<T>(
  write: (items: T[]) => Promise<void>,
): (items: readonly T[]) => Promise<void> {
  let queued: { items: readonly T[]; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const flush = async () => {
    const batch = queued;
    queued = [];
    try {
      await write(batch.flatMap(({ items }) => items));
    } catch (error) {
      for (const { reject } of batch) reject(error);
      return;
    }
    for (const { resolve } of batch) resolve();
  };
  return (items) =>
    new Promise<void>((resolve, reject) => {
      queued.push({ items, resolve, reject });
      if (queued.length === 1) setImmediate(() => void flush());
    });
}

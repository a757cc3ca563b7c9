/**
 * A small LRU of answers (serialized index answers by default). Keys carry everything the answer
 * depends on (snapshot identity, catalog generation, language, list type, showcase), so entries never
 * need invalidating: a new snapshot or catalog simply makes new keys, and old ones age out.
 */
export class IndexCache<V = Buffer> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries = 256) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Re-insert: Map iteration order is insertion order, so the oldest entry is first.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** Drops an entry that must not be served again (a share card whose drawing failed). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * An `IndexCache` per database, made on first use: keys name stored rows by id, and the tests open
 * several databases whose ids overlap.
 */
export function cachePerDatabase<V>(maxEntries: number): (db: object) => IndexCache<V> {
  const caches = new WeakMap<object, IndexCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new IndexCache<V>(maxEntries);
      caches.set(db, cache);
    }
    return cache;
  };
}

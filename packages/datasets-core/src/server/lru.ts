// A small least-recently-used map bounded by the total "cost" (bytes) of its values.

/** LRU cache whose capacity is a byte budget rather than an entry count. */
export class ByteLruCache<K, V> {
  // Map iteration order is insertion order, so re-inserting on access keeps the least
  // recently used entry first.
  private readonly entries = new Map<K, { value: V; cost: number }>();
  private used = 0;

  /** @param capacityBytes total cost kept before evicting, bytes; 0 disables caching. */
  constructor(private readonly capacityBytes: number) {}

  /** The cached value, marking it most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Caches `value` with the given cost in bytes, evicting the oldest entries as needed. */
  set(key: K, value: V, cost: number): void {
    const old = this.entries.get(key);
    if (old) {
      this.used -= old.cost;
      this.entries.delete(key);
    }
    if (cost > this.capacityBytes) return;
    this.entries.set(key, { value, cost });
    this.used += cost;
    for (const [k, e] of this.entries) {
      if (this.used <= this.capacityBytes) break;
      this.entries.delete(k);
      this.used -= e.cost;
    }
  }

  /** Total cost of the cached entries, bytes. */
  get sizeBytes(): number {
    return this.used;
  }

  /** Number of cached entries. */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }
}

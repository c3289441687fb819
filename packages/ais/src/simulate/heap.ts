/** Binary min-heap of station indices keyed by a time, without per-entry allocation. */
export class TimeHeap {
  private ids: Int32Array;
  private keys: Float64Array;
  private count = 0;

  constructor(capacity: number) {
    this.ids = new Int32Array(Math.max(1, capacity));
    this.keys = new Float64Array(Math.max(1, capacity));
  }

  get size(): number {
    return this.count;
  }

  /** Earliest key; Infinity when empty. */
  peekTime(): number {
    return this.count > 0 ? this.keys[0]! : Infinity;
  }

  push(id: number, time: number): void {
    if (this.count === this.ids.length) {
      const ids = new Int32Array(this.count * 2);
      const keys = new Float64Array(this.count * 2);
      ids.set(this.ids);
      keys.set(this.keys);
      this.ids = ids;
      this.keys = keys;
    }
    let i = this.count++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= time) break;
      this.ids[i] = this.ids[parent]!;
      this.keys[i] = this.keys[parent]!;
      i = parent;
    }
    this.ids[i] = id;
    this.keys[i] = time;
  }

  /** Removes and returns the id with the earliest key; −1 when empty. */
  pop(): number {
    if (this.count === 0) return -1;
    const top = this.ids[0]!;
    const lastId = this.ids[--this.count]!;
    const lastKey = this.keys[this.count]!;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= this.count) break;
      const r = l + 1;
      const c = r < this.count && this.keys[r]! < this.keys[l]! ? r : l;
      if (this.keys[c]! >= lastKey) break;
      this.ids[i] = this.ids[c]!;
      this.keys[i] = this.keys[c]!;
      i = c;
    }
    this.ids[i] = lastId;
    this.keys[i] = lastKey;
    return top;
  }
}

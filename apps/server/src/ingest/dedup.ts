/**
 * Keeps one copy of a transmission heard by several receiving stations. Each station stamps
 * its own reception time, so the key is the MMSI with the armoured payload and fill bits,
 * never the time; two copies count as one while they arrive within the window.
 */

/** Two copies of a transmission arriving this close together are one. */
export const DEDUP_WINDOW_MS = 5000;

export interface Transmission {
  mmsi: number;
  payload: string;
  fillBits: number;
}

/**
 * Two generations of keys, swapped every window: a key is remembered for at least one window
 * and at most two, with O(1) work per message and no per-entry timers.
 */
export class TransmissionDedup {
  private current = new Set<string>();
  private previous = new Set<string>();
  private rotatedAt = -Infinity;
  duplicates = 0;

  constructor(private readonly windowMs = DEDUP_WINDOW_MS) {}

  /** True the first time a transmission is seen within the window; false for a copy. */
  accept(t: Transmission, nowMs: number): boolean {
    if (nowMs - this.rotatedAt >= this.windowMs) {
      this.previous = nowMs - this.rotatedAt >= 2 * this.windowMs ? new Set() : this.current;
      this.current = new Set();
      this.rotatedAt = nowMs;
    }
    const key = `${t.mmsi}:${t.fillBits}:${t.payload}`;
    if (this.current.has(key) || this.previous.has(key)) {
      this.duplicates++;
      return false;
    }
    this.current.add(key);
    return true;
  }

  /** Keys held, for diagnostics. */
  get size(): number {
    return this.current.size + this.previous.size;
  }
}

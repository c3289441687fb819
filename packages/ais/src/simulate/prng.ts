/**
 * Small seeded pseudo-random generator (mulberry32): 32 bits of state, fast, and good enough
 * for traffic simulation. Never `Math.random`, so a seed always reproduces the same stream.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    // Spread nearby seeds apart so seeds 1 and 2 do not start with similar outputs.
    this.state = Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
    this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer uniform in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor((max - min + 1) * this.next());
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A uniformly chosen element; the array must not be empty. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(items.length * this.next())]!;
  }

  /** An element chosen with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  /** Roughly normal with the given mean and standard deviation (sum of three uniforms). */
  normal(mean: number, sd: number): number {
    return mean + sd * (this.next() + this.next() + this.next() - 1.5) * 2;
  }
}

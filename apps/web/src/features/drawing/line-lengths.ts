// A drawn line's segment lengths kept between edits (spec 01 §3, R17.02): dragging one point
// of a 1,000-point line re-measures its two segments, and the total follows from what they
// changed by, so a move costs the same whatever the line's length. Distances from the start
// (cumulative lengths) are brought up to date only when asked for, from the first segment
// that changed.
import { greatCircleDistance, type LonLat } from '@havkart/domain';

const same = (a: LonLat, b: LonLat): boolean => a[0] === b[0] && a[1] === b[1];

export class LineLengths {
  #points: readonly LonLat[] = [];
  /** `#lengths[i]`: from point i to point i + 1, in metres. */
  #lengths: number[] = [];
  /** `#cumulative[i]`: from the start to point i; correct up to index `#upTo`. */
  #cumulative: number[] = [0];
  #upTo = 0;
  #total = 0;

  /**
   * Takes the line's points as they are now and hands back the indexes of the segments whose
   * length was measured again, in order: every segment when the number of points changed.
   */
  update(points: readonly LonLat[]): number[] {
    if (points === this.#points) return [];
    if (points.length !== this.#points.length) return this.#measureAll(points);
    const changed: number[] = [];
    const last = points.length - 1;
    for (let i = 0; i <= last; i++) {
      if (same(points[i]!, this.#points[i]!)) continue;
      if (i > 0 && changed[changed.length - 1] !== i - 1) changed.push(i - 1);
      if (i < last) changed.push(i);
    }
    for (const segment of changed) {
      const length = greatCircleDistance(points[segment]!, points[segment + 1]!);
      this.#total += length - this.#lengths[segment]!;
      this.#lengths[segment] = length;
    }
    if (changed.length > 0) this.#upTo = Math.min(this.#upTo, changed[0]!);
    this.#points = points;
    return changed;
  }

  /** The line's length in metres. */
  get total(): number {
    return this.#total;
  }

  /** The length of segment `index` (from point `index` to the next), in metres. */
  segment(index: number): number {
    return this.#lengths[index] ?? 0;
  }

  /** The distance along the line from its start to point `index`, in metres. */
  fromStart(index: number): number {
    if (index < 0 || index >= this.#points.length) return 0;
    for (let i = this.#upTo; i < index; i++) {
      this.#cumulative[i + 1] = this.#cumulative[i]! + this.#lengths[i]!;
    }
    this.#upTo = Math.max(this.#upTo, index);
    return this.#cumulative[index]!;
  }

  #measureAll(points: readonly LonLat[]): number[] {
    this.#points = points;
    this.#lengths = [];
    this.#cumulative = [0];
    this.#upTo = 0;
    this.#total = 0;
    const all: number[] = [];
    for (let i = 0; i + 1 < points.length; i++) {
      const length = greatCircleDistance(points[i]!, points[i + 1]!);
      this.#lengths.push(length);
      this.#total += length;
      all.push(i);
    }
    return all;
  }
}

// Segment labels remembered between redraws of a drawing: dragging one point of a
// 1,000-point line changes two segments, so the other 998 keep the labels worked out before.
// Segments are matched by their place in the drawing and their ends, number for number:
// cheaper than any key, and a point inserted mid-way only relabels the segments after it.
import {
  labelSegment,
  type Language,
  type LabelledSegment,
  type LonLat,
  type SegmentLabeller,
} from '@havkart/domain';

interface Remembered {
  readonly from: LonLat;
  readonly to: LonLat;
  readonly segment: LabelledSegment;
}

const same = (a: LonLat, b: LonLat): boolean => a[0] === b[0] && a[1] === b[1];

export class RememberedSegments {
  #drawings = new Map<string, { language: Language; segments: Remembered[] }>();
  #next = new Map<string, { language: Language; segments: Remembered[] }>();

  /**
   * A labeller for one redraw of the drawing `id`: its segments are asked for in order, each
   * handed back as before when its ends did not move.
   */
  labellerFor(id: string, language: Language): SegmentLabeller {
    const before = this.#drawings.get(id);
    const previous = before?.language === language ? before.segments : [];
    const segments: Remembered[] = [];
    this.#next.set(id, { language, segments });
    return (from, to, lang) => {
      const old = previous[segments.length];
      const segment =
        old && same(old.from, from) && same(old.to, to)
          ? old.segment
          : labelSegment(from, to, lang);
      segments.push({ from, to, segment });
      return segment;
    };
  }

  /**
   * Ends one redraw of all drawings: those not labelled in it (removed, or unchanged and
   * labelled before) keep what they had only if labelled now, so memory stays that of the
   * drawings on the map.
   */
  turn(keep: Iterable<string>): void {
    for (const id of keep) {
      if (!this.#next.has(id)) {
        const kept = this.#drawings.get(id);
        if (kept) this.#next.set(id, kept);
      }
    }
    this.#drawings = this.#next;
    this.#next = new Map();
  }
}

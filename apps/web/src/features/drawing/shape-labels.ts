// The measure labels of one drawing, each under a key that stays the same while the drawing
// is edited, so the map is sent only the labels that changed (spec 01 §3, R17.05). A line is
// kept up to date move by move: a dragged point relabels its two segments and the total, and
// the total's text is written again only when the total changed. Areas and circles are
// labelled whole, their unmoved segments' labels remembered.
import {
  formatMeasuredLengthWithNauticalMiles,
  labelSegment,
  measureLabels,
  type Drawing,
  type Language,
  type MeasureLabel,
  type MeasureWords,
  type RadiusLine,
} from '@havkart/domain';
import { LineLengths } from './line-lengths.js';
import { RememberedSegments } from './segment-labels.js';

export type MeasureFeature = MeasureLabel | RadiusLine;

/** What changed: the key of each label written again or new, null where one went away. */
export type LabelChanges = Map<string, MeasureFeature | null>;

export interface ShapeLabels {
  /** Takes the drawing as it is now and hands back the labels that changed. */
  update(drawing: Drawing): LabelChanges;
  /** Every label with its key. */
  entries(): Iterable<[string, MeasureFeature]>;
}

export interface LabelText {
  readonly language: Language;
  readonly words: MeasureWords;
}

/** A line's labels: segment `i` under key `s{i}` (none for a segment of no length), the total under `total`. */
export class LineLabels implements ShapeLabels {
  readonly #text: LabelText;
  readonly #lengths = new LineLengths();
  #segments: (MeasureLabel | null)[] = [];
  #total: MeasureLabel | null = null;

  constructor(text: LabelText) {
    this.#text = text;
  }

  update(drawing: Drawing): LabelChanges {
    const changes: LabelChanges = new Map();
    if (drawing.kind !== 'line') return changes;
    const { points } = drawing;
    const before = this.#segments.length;
    const changed = this.#lengths.update(points);
    const count = Math.max(points.length - 1, 0);
    for (let i = count; i < before; i++) {
      if (this.#segments[i]) changes.set(`s${i}`, null);
    }
    this.#segments.length = count;
    for (const i of changed) {
      const old = this.#segments[i] ?? null;
      const { label } = labelSegment(points[i]!, points[i + 1]!, this.#text.language);
      this.#segments[i] = label;
      if (label || old) changes.set(`s${i}`, label);
    }
    const end = points[points.length - 1];
    const total = end && points.length >= 2 ? this.#totalLabel(end, this.#lengths.total) : null;
    if (total !== this.#total) {
      changes.set('total', total);
      this.#total = total;
    }
    return changes;
  }

  *entries(): Iterable<[string, MeasureFeature]> {
    for (let i = 0; i < this.#segments.length; i++) {
      const label = this.#segments[i];
      if (label) yield [`s${i}`, label];
    }
    if (this.#total) yield ['total', this.#total];
  }

  /** The total's label, the one before while neither the total nor the line's end moved. */
  #totalLabel(end: MeasureLabel['geometry']['coordinates'], metres: number): MeasureLabel {
    const old = this.#total;
    const text = `${this.#text.words.total}: ${formatMeasuredLengthWithNauticalMiles(metres, this.#text.language)}`;
    if (
      old &&
      old.properties.text === text &&
      old.geometry.coordinates[0] === end[0] &&
      old.geometry.coordinates[1] === end[1]
    )
      return old;
    return {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: end },
      properties: { role: 'total', text },
    };
  }
}

/** An area's or a circle's labels, keyed by their place in the list. */
export class WholeLabels implements ShapeLabels {
  readonly #text: LabelText;
  readonly #segments = new RememberedSegments();
  #labels: MeasureFeature[] = [];

  constructor(text: LabelText) {
    this.#text = text;
  }

  update(drawing: Drawing): LabelChanges {
    const { language, words } = this.#text;
    const labeller = this.#segments.labellerFor('shape', language);
    const next = measureLabels(drawing, language, words, labeller);
    this.#segments.turn(['shape']);
    const changes: LabelChanges = new Map();
    for (let i = 0; i < Math.max(next.length, this.#labels.length); i++) {
      const label = next[i] ?? null;
      if (label !== (this.#labels[i] ?? null)) changes.set(`g${i}`, label);
    }
    this.#labels = next;
    return changes;
  }

  *entries(): Iterable<[string, MeasureFeature]> {
    for (let i = 0; i < this.#labels.length; i++) yield [`g${i}`, this.#labels[i]!];
  }
}

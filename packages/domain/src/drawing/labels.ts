// The measure labels drawn on the map (spec 01 §3, R17.05): at each segment's midpoint its
// length and true bearing, the total at a line's end, an area's size inside it, and a circle's
// radius, circumference and area at its centre with the radius drawn.
import type { Language } from '../i18n/languages.js';
import type { LonLat } from '../geo/great-circle.js';
import {
  formatArea,
  formatBearing,
  formatMeasuredLength,
  formatNauticalMiles,
} from '../format/distance-format.js';
import { greatCircleDistance, initialBearing } from '../geo/great-circle.js';
import { measureCircle } from './measures.js';
import { closedRing, type Drawing } from './shapes.js';
import { greatCircleMidpoint, sphericalCentre, sphericalRingArea } from './sphere.js';

/** The words around the figures, in the user's language. */
export interface MeasureWords {
  readonly total: string;
  readonly area: string;
  readonly radius: string;
  readonly circumference: string;
}

export type MeasureLabelRole = 'segment' | 'total' | 'area' | 'circle';

export interface MeasureLabel {
  readonly type: 'Feature';
  readonly geometry: { readonly type: 'Point'; readonly coordinates: LonLat };
  readonly properties: { readonly role: MeasureLabelRole; readonly text: string };
}

/** The line from a circle's centre to its edge, drawn with its labels. */
export interface RadiusLine {
  readonly type: 'Feature';
  readonly geometry: { readonly type: 'LineString'; readonly coordinates: LonLat[] };
  readonly properties: { readonly role: 'radius' };
}

/** A length in the measuring format with nautical miles beside it: "1.23 km (0.66 NM)". */
export function formatMeasuredLengthWithNauticalMiles(metres: number, language: Language): string {
  return `${formatMeasuredLength(metres, language)} (${formatNauticalMiles(metres, language)})`;
}

function label(coordinates: LonLat, role: MeasureLabelRole, text: string): MeasureLabel {
  return { type: 'Feature', geometry: { type: 'Point', coordinates }, properties: { role, text } };
}

/** One segment's length in metres and its label; no label for a segment of no length. */
export interface LabelledSegment {
  readonly length: number;
  readonly label: MeasureLabel | null;
}

/** Labels one segment; a caller that redraws often may hand in a remembering one. */
export type SegmentLabeller = (from: LonLat, to: LonLat, language: Language) => LabelledSegment;

/** A segment's length, nautical miles and true bearing at its midpoint: "1.23 km (0.66 NM) 045°". */
export function labelSegment(from: LonLat, to: LonLat, language: Language): LabelledSegment {
  const length = greatCircleDistance(from, to);
  if (length === 0) return { length, label: null };
  const text = `${formatMeasuredLengthWithNauticalMiles(length, language)} ${formatBearing(initialBearing(from, to))}`;
  return { length, label: label(greatCircleMidpoint(from, to), 'segment', text) };
}

function pathLabels(
  points: readonly LonLat[],
  language: Language,
  labeller: SegmentLabeller,
): { labels: MeasureLabel[]; total: number } {
  const labels: MeasureLabel[] = [];
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const segment = labeller(points[i - 1]!, points[i]!, language);
    total += segment.length;
    if (segment.label) labels.push(segment.label);
  }
  return { labels, total };
}

/**
 * The labels (and a circle's radius line) of one drawing. Segments are labelled one by one
 * through `labeller`, so dragging one point of a long line need label only its two segments.
 */
export function measureLabels(
  drawing: Drawing,
  language: Language,
  words: MeasureWords,
  labeller: SegmentLabeller = labelSegment,
): (MeasureLabel | RadiusLine)[] {
  switch (drawing.kind) {
    case 'line': {
      const end = drawing.points[drawing.points.length - 1];
      if (!end || drawing.points.length < 2) return [];
      const { labels, total } = pathLabels(drawing.points, language, labeller);
      return [
        ...labels,
        label(
          end,
          'total',
          `${words.total}: ${formatMeasuredLengthWithNauticalMiles(total, language)}`,
        ),
      ];
    }
    case 'area': {
      const ring = closedRing(drawing.points);
      const centre = sphericalCentre(drawing.points);
      if (ring.length === 0 || !centre) {
        // Under 3 corners the area is empty; its one edge still reads as a line.
        return pathLabels(drawing.points, language, labeller).labels;
      }
      return [
        ...pathLabels(ring, language, labeller).labels,
        label(centre, 'area', `${words.area}: ${formatArea(sphericalRingArea(ring), language)}`),
      ];
    }
    case 'circle': {
      const measures = measureCircle(drawing);
      if (measures.radius === 0) return [];
      return [
        {
          type: 'Feature',
          geometry: { type: 'LineString', coordinates: [drawing.centre, drawing.edge] },
          properties: { role: 'radius' },
        },
        label(
          drawing.centre,
          'circle',
          [
            `${words.radius}: ${formatMeasuredLengthWithNauticalMiles(measures.radius, language)}`,
            `${words.circumference}: ${formatMeasuredLengthWithNauticalMiles(measures.circumference, language)}`,
            `${words.area}: ${formatArea(measures.area, language)}`,
          ].join('\n'),
        ),
      ];
    }
  }
}

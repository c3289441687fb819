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
import { measureArea, measureCircle, measureLine, type MeasuredSegment } from './measures.js';
import type { Drawing } from './shapes.js';
import { sphericalCentre } from './sphere.js';

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

function segmentLabels(segments: readonly MeasuredSegment[], language: Language): MeasureLabel[] {
  return segments
    .filter((segment) => segment.length > 0)
    .map((segment) =>
      label(
        segment.midpoint,
        'segment',
        `${formatMeasuredLengthWithNauticalMiles(segment.length, language)} ${formatBearing(segment.bearing)}`,
      ),
    );
}

/** The labels (and a circle's radius line) of one drawing. */
export function measureLabels(
  drawing: Drawing,
  language: Language,
  words: MeasureWords,
): (MeasureLabel | RadiusLine)[] {
  switch (drawing.kind) {
    case 'line': {
      const measures = measureLine(drawing.points);
      const end = drawing.points[drawing.points.length - 1];
      if (!end || measures.segments.length === 0) return [];
      return [
        ...segmentLabels(measures.segments, language),
        label(
          end,
          'total',
          `${words.total}: ${formatMeasuredLengthWithNauticalMiles(measures.total, language)}`,
        ),
      ];
    }
    case 'area': {
      const measures = measureArea(drawing.points);
      const centre = sphericalCentre(drawing.points);
      if (measures.outline.segments.length === 0 || !centre) {
        // Under 3 corners the area is empty; its one edge still reads as a line.
        return segmentLabels(measureLine(drawing.points).segments, language);
      }
      return [
        ...segmentLabels(measures.outline.segments, language),
        label(centre, 'area', `${words.area}: ${formatArea(measures.area, language)}`),
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

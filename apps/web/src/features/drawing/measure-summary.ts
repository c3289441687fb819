// The measures of one drawing as lines of text for the draw controls: the same figures as
// the labels on the map, readable without the map (screen readers, small screens).
import {
  formatArea,
  formatMeasuredLengthWithNauticalMiles,
  measureArea,
  measureCircle,
  measureLine,
  type Drawing,
  type Language,
} from '@havkart/domain';

export interface SummaryWords {
  readonly points: string;
  readonly length: string;
  readonly areaSize: string;
  readonly radius: string;
  readonly circumference: string;
  readonly emptyArea: string;
}

/** Term and value pairs; an area under 3 corners says it needs more. */
export function measureSummary(
  drawing: Drawing,
  language: Language,
  words: SummaryWords,
): [term: string, value: string][] {
  const length = (metres: number) => formatMeasuredLengthWithNauticalMiles(metres, language);
  switch (drawing.kind) {
    case 'line':
      return [
        [words.points, String(drawing.points.length)],
        [words.length, length(measureLine(drawing.points).total)],
      ];
    case 'area': {
      const measures = measureArea(drawing.points);
      const points: [string, string] = [words.points, String(drawing.points.length)];
      if (measures.outline.segments.length === 0)
        return [points, [words.areaSize, words.emptyArea]];
      return [
        points,
        [words.areaSize, formatArea(measures.area, language)],
        [words.circumference, length(measures.outline.total)],
      ];
    }
    case 'circle': {
      const measures = measureCircle(drawing);
      return [
        [words.radius, length(measures.radius)],
        [words.circumference, length(measures.circumference)],
        [words.areaSize, formatArea(measures.area, language)],
      ];
    }
  }
}

import { describe, expect, it } from 'vitest';
import type { LonLat } from '../geo/great-circle.js';
import { labelSegment, measureLabels, type MeasureWords, type SegmentLabeller } from './labels.js';
import { destinationPoint } from './sphere.js';

const ORIGIN: LonLat = [5, 60];
const EN: MeasureWords = {
  total: 'Total',
  area: 'Area',
  radius: 'Radius',
  circumference: 'Circumference',
};

const texts = (features: ReturnType<typeof measureLabels>) =>
  features.flatMap((f) => (f.properties.role === 'radius' ? [] : [f.properties.text]));

describe('measure labels (R17.05)', () => {
  it('labels each segment with its length, nautical miles and true bearing, the total at the end', () => {
    const ne = destinationPoint(ORIGIN, 45, 1500);
    const labels = measureLabels({ kind: 'line', points: [ORIGIN, ne] }, 'en-US', EN);
    expect(texts(labels)).toEqual(['1.50 km (0.81 NM) 045°', 'Total: 1.50 km (0.81 NM)']);
    expect(labels[1]!.geometry.coordinates).toEqual(ne);
  });

  it('writes Norwegian decimals in Norwegian', () => {
    const ne = destinationPoint(ORIGIN, 45, 1500);
    const labels = measureLabels({ kind: 'line', points: [ORIGIN, ne] }, 'nb-NO', {
      ...EN,
      total: 'Totalt',
    });
    expect(texts(labels)[1]).toMatch(/^Totalt: 1,50 km \(0,81 /);
  });

  it('writes short lengths in whole metres', () => {
    const near = destinationPoint(ORIGIN, 180, 250.4);
    expect(texts(measureLabels({ kind: 'line', points: [ORIGIN, near] }, 'en-US', EN))[0]).toBe(
      '250 m (0.14 NM) 180°',
    );
  });

  it('labels nothing for a single point', () => {
    expect(measureLabels({ kind: 'line', points: [ORIGIN] }, 'en-US', EN)).toEqual([]);
  });

  it('gives an area its size in m² up to 100,000 m² and in km² above', () => {
    const small = [ORIGIN, destinationPoint(ORIGIN, 90, 100), destinationPoint(ORIGIN, 0, 100)];
    expect(texts(measureLabels({ kind: 'area', points: small }, 'en-US', EN)).at(-1)).toBe(
      'Area: 5,000 m²',
    );
    const large = [ORIGIN, destinationPoint(ORIGIN, 90, 2000), destinationPoint(ORIGIN, 0, 2000)];
    expect(texts(measureLabels({ kind: 'area', points: large }, 'en-US', EN)).at(-1)).toBe(
      'Area: 2.00 km²',
    );
  });

  it('gives a circle its radius, circumference and area, and draws the radius', () => {
    const edge = destinationPoint(ORIGIN, 90, 2000);
    const labels = measureLabels({ kind: 'circle', centre: ORIGIN, edge }, 'en-US', EN);
    expect(labels[0]!.geometry).toEqual({ type: 'LineString', coordinates: [ORIGIN, edge] });
    expect(texts(labels)).toEqual([
      'Radius: 2.00 km (1.08 NM)\nCircumference: 12.55 km (6.77 NM)\nArea: 12.49 km²',
    ]);
  });

  it('labels each segment through the labeller handed in, the closing edge of an area too', () => {
    const asked: string[] = [];
    const counting: SegmentLabeller = (from, to, language) => {
      asked.push(`${from.join()}>${to.join()}`);
      return labelSegment(from, to, language);
    };
    const corners: LonLat[] = [ORIGIN, [5.1, 60], [5.1, 60.1]];
    const labels = measureLabels({ kind: 'area', points: corners }, 'en-US', EN, counting);
    expect(asked).toEqual(['5,60>5.1,60', '5.1,60>5.1,60.1', '5.1,60.1>5,60']);
    expect(labels).toEqual(measureLabels({ kind: 'area', points: corners }, 'en-US', EN));
  });
});

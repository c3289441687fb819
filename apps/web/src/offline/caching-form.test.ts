import { describe, expect, it } from 'vitest';
import { planArea } from './caching-form.js';

const basemap = {
  datasetId: 'basemap',
  sourceType: 'vectortiles' as const,
  location: 'http://h/tiles/basemap/{z}/{x}/{y}.pbf',
};
const fairways = {
  datasetId: 'fairways',
  sourceType: 'geojson' as const,
  location: 'http://h/api/v1/datasets/fairways/geojson',
};
const BERGEN = [5.28, 60.37, 5.36, 60.41] as const;

describe('the new-area form', () => {
  it('plans a small area: its tiles, an estimate and no warning', () => {
    const { plan, errors } = planArea({
      name: ' Bergen ',
      bounds: BERGEN,
      sources: [basemap, fairways],
      areaId: 'a',
    });
    expect(errors).toEqual([]);
    expect(plan).toMatchObject({ tiles: 10, mb: 0.2, warn: false, request: { name: 'Bergen' } });
  });

  it('warns for the coast (1,000 tiles or more)', () => {
    const { plan } = planArea({
      name: 'Kysten',
      bounds: [4, 57.8, 31.5, 71.3],
      sources: [basemap],
      areaId: 'a',
    });
    expect(plan?.warn).toBe(true);
    expect(plan!.tiles).toBeGreaterThanOrEqual(1000);
  });

  it('names each wrong field', () => {
    expect(planArea({ name: '', bounds: BERGEN, sources: [basemap], areaId: 'a' }).errors).toEqual([
      'name',
    ]);
    expect(
      planArea({ name: 'x'.repeat(101), bounds: BERGEN, sources: [basemap], areaId: 'a' }).errors,
    ).toEqual(['name']);
    expect(
      planArea({ name: 'ok', bounds: [5, 60, 5, 60], sources: [basemap], areaId: 'a' }).errors,
    ).toEqual(['area']);
    expect(planArea({ name: '  ', bounds: null, sources: [basemap], areaId: 'a' }).errors).toEqual([
      'name',
      'area',
    ]);
  });
});

import type { Feature } from 'geojson';
import { describe, expect, it } from 'vitest';
import { findFeature, parseFeatureId } from './feature-key.js';

const feature = (properties: Record<string, unknown>): Feature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [10, 60] },
  properties,
});

describe('feature ids of routes (spec 02 §2)', () => {
  it.each([
    ['vessels by mmsi', { field: 'mmsi' }, '257123000', { mmsi: 257123000 }],
    ['ice by class', { field: 'class' }, '3', { class: 3 }],
    ['maritime boundaries by kurveid', { field: 'kurveid' }, 'K12', { kurveid: 'K12' }],
    ['surface facilities by idfacility', { field: 'idfacility' }, '44', { idfacility: 44 }],
    ['police districts by number', { field: 'number' }, '7', { number: 7 }],
    ['protected areas by id', { field: 'id' }, 'VV00001', { id: 'VV00001' }],
  ])('%s', (_name, key, id, properties) => {
    const data = {
      type: 'FeatureCollection',
      features: [feature({ ...properties, other: 1 }), feature({ nothing: true })],
    };
    expect(findFeature(key, data, id)?.properties).toMatchObject(properties);
    expect(findFeature(key, data, `${id}9`)).toBeUndefined();
  });

  const installations = { field: 'id', prefixes: ['fxd', 'flt', 'lgt'] };
  it.each([
    ['fxd123', { prefix: 'fxd', value: '123' }],
    ['flt9', { prefix: 'flt', value: '9' }],
    ['lgt4455', { prefix: 'lgt', value: '4455' }],
    ['xyz1', undefined],
  ])('navigation installation id %s splits into kind and key', (id, expected) => {
    expect(parseFeatureId(installations, id)).toEqual(expected);
  });

  it('a prefixed id finds the feature of that kind only', () => {
    const data = {
      type: 'FeatureCollection',
      features: [feature({ id: 12, kind: 'flt' }), feature({ id: 12, kind: 'lgt' })],
    };
    expect(findFeature(installations, data, 'lgt12')?.properties?.kind).toBe('lgt');
    expect(findFeature(installations, data, 'fxd12')).toBeUndefined();
  });

  it('finds nothing in data that is not GeoJSON', () => {
    expect(findFeature({ field: 'mmsi' }, null, '1')).toBeUndefined();
    expect(findFeature({ field: 'mmsi' }, '/tiles/x/{z}/{x}/{y}.pbf', '1')).toBeUndefined();
  });
});

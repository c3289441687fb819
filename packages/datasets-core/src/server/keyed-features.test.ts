import { describe, expect, it } from 'vitest';
import { keyedFeatures, numberProperty, textProperty } from './keyed-features.js';

const point = { type: 'Point', coordinates: [5, 60] };
const body = (features: unknown[]) => ({ type: 'FeatureCollection', features });

describe('keyed features', () => {
  it('keep features with their key and geometry, and count the others', () => {
    const { collection, skipped } = keyedFeatures(
      body([
        { type: 'Feature', geometry: point, properties: { id: 7, name: 'a' } },
        { type: 'Feature', geometry: point, properties: { name: 'no key' } },
        { type: 'Feature', geometry: null, properties: { id: 8 } },
        {
          type: 'Feature',
          geometry: { type: 'LineString', coordinates: [] },
          properties: { id: 9 },
        },
        { type: 'Feature', geometry: point, properties: { id: ' ' } },
      ]),
      { key: 'id', geometryTypes: ['Point'], properties: (p) => ({ name: p['name'] }) },
    );
    expect(collection.features.map((f) => f.properties)).toEqual([{ name: 'a', id: '7' }]);
    expect(skipped).toBe(4);
  });

  it('read the key from the upstream’s name for it, or need none', () => {
    const renamed = keyedFeatures(
      body([{ type: 'Feature', geometry: point, properties: { naturvernId: 'VV1' } }]),
      {
        key: 'id',
        upstreamKey: 'naturvernId',
        geometryTypes: ['Point'],
        properties: () => ({}),
      },
    );
    expect(renamed.collection.features[0]?.properties).toEqual({ id: 'VV1' });
    const unkeyed = keyedFeatures(body([{ type: 'Feature', geometry: point, properties: {} }]), {
      key: null,
      geometryTypes: ['Point'],
      properties: () => ({ farge: 'Gul' }),
    });
    expect(unkeyed.collection.features[0]?.properties).toEqual({ farge: 'Gul' });
  });

  it('skip a feature whose properties the dataset refuses', () => {
    const { skipped } = keyedFeatures(
      body([{ type: 'Feature', geometry: point, properties: { id: 1 } }]),
      {
        key: 'id',
        geometryTypes: ['Point'],
        properties: () => null,
      },
    );
    expect(skipped).toBe(1);
  });

  it('refuse anything but a collection', () => {
    const options = { key: 'id', geometryTypes: ['Point'] as const, properties: () => ({}) };
    expect(() => keyedFeatures([], options)).toThrow();
    expect(() => keyedFeatures({ type: 'Feature' }, options)).toThrow();
  });

  it.each([
    [' 12,5 ', 12.5],
    [3, 3],
    ['', null],
    ['x', null],
    [Number.NaN, null],
  ] as const)('reads %j as the number %s', (value, expected) => {
    expect(numberProperty(value)).toBe(expected);
  });

  it('reads text and numbers as text', () => {
    expect(textProperty(' Vågen ')).toBe('Vågen');
    expect(textProperty(4)).toBe('4');
    expect(textProperty('')).toBeNull();
  });
});

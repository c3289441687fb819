import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readInstallations } from './adapter.js';

const fixture = readFileSync(new URL('fixtures/installations.geojson', import.meta.url), 'utf8');

describe('upstream adapter (our schema)', () => {
  const data = readInstallations(fixture);
  const props = data.features.map((f) => f.properties ?? {});

  it('keeps points of known kinds with the tile properties of spec 02 §3', () => {
    const points = props.filter((p) => p['shape'] === 'mark');
    expect(points.map((p) => p['featureid'])).toEqual([
      'lgt5c1f0b7e-0001',
      'lgt5c1f0b7e-0002',
      'flt5c1f0b7e-0003',
      'fxd5c1f0b7e-0004',
    ]);
    expect(points[0]).toMatchObject({
      typeid: 7,
      lightcolour: 1,
      lightclassification: 1,
      isextinguished: false,
      globalid: '5c1f0b7e-0001',
      lightglobalid: '5c1f0b7e-0001',
    });
    expect(points[2]).toMatchObject({ floattype: 'Kardinalmerke nord', typeid: 10 });
    expect(points[3]).toMatchObject({ classification: 'Varde', typeid: 1 });
  });

  it('turns the sectors into arcs of their light', () => {
    const arcs = props.filter((p) => p['shape'] === 'sector');
    expect(arcs.map((a) => [a['sectorfrom'], a['sectorto'], a['lightcolour']])).toEqual([
      [20, 60, 2],
      [60, 120, 1],
      [120, 170, 4],
    ]);
    expect(new Set(arcs.map((a) => a['featureid']))).toEqual(new Set(['lgt5c1f0b7e-0001']));
  });

  it.each([
    ['not JSON', '<html>'],
    ['a bare feature', '{"type":"Feature","geometry":null,"properties":{}}'],
    ['a collection without features', '{"type":"FeatureCollection"}'],
  ])('refuses %s', (_case, body) => {
    expect(() => readInstallations(body)).toThrow();
  });
});

import type { Feature, FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import type { GeoJsonDiff, LiveMap } from './live-map.js';
import { SourceSync } from './source-sync.js';

function fakeMap() {
  const calls: (GeoJsonDiff | FeatureCollection)[] = [];
  let source = {
    updateData: (diff: GeoJsonDiff) => calls.push(diff),
    setData: (data: FeatureCollection) => calls.push(data),
  };
  const map = { getSource: () => source } as unknown as LiveMap;
  return {
    map,
    calls,
    replaceSource() {
      source = { ...source };
    },
  };
}

const point = (mmsi: number, x: number): Feature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [x, 60] },
  properties: { mmsi },
});

describe('source sync: only what changed goes to the map, by id', () => {
  it('fills a new source once, then sends diffs of the changed features only', () => {
    const { map, calls } = fakeMap();
    const sync = new SourceSync('ais:vessels');
    sync.apply(map, [
      [1, point(1, 5)],
      [2, point(2, 6)],
    ]);
    expect(calls[0]).toMatchObject({ type: 'FeatureCollection' });
    expect((calls[0] as FeatureCollection).features).toHaveLength(2);
    sync.apply(map, [[2, point(2, 7)]]);
    expect(calls[1]).toEqual({ add: [point(2, 7)] });
    sync.apply(map, [
      [1, null],
      [3, null],
    ]);
    // Only what is on the map is removed.
    expect(calls[2]).toEqual({ remove: [1] });
    expect([...sync.features.keys()]).toEqual([2]);
  });

  it('a replaced source (style reload) gets everything again', () => {
    const fake = fakeMap();
    const sync = new SourceSync('ais:vessels');
    sync.apply(fake.map, [[1, point(1, 5)]]);
    fake.replaceSource();
    sync.apply(fake.map, [[2, point(2, 6)]]);
    expect((fake.calls[1] as FeatureCollection).features).toHaveLength(2);
  });

  it('without the source yet it says so and keeps nothing back from later', () => {
    const sync = new SourceSync('ais:vessels');
    const map = { getSource: () => undefined } as unknown as LiveMap;
    expect(sync.apply(map, [[1, point(1, 5)]])).toBe(false);
  });
});

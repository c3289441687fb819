import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import type { FeatureCollection } from 'geojson';
import Pbf from 'pbf';
import { describe, expect, it } from 'vitest';
import { createGeoJsonTiles } from './geojson-tiles.js';

const warnings = JSON.parse(
  readFileSync(new URL('fixtures/warnings.geojson', import.meta.url), 'utf8'),
) as FeatureCollection;

/** XYZ tile holding lon/lat at zoom z. */
function tileOf(lon: number, lat: number, z: number): [number, number, number] {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [
    z,
    Math.floor(((lon + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  ];
}

function layerOf(data: Buffer, name: string) {
  return new VectorTile(new Pbf(gunzipSync(data))).layers[name];
}

describe('tiles from GeoJSON', () => {
  const options = { layer: 'warnings', minZoom: 2, maxZoom: 12, cacheBytes: 1_000_000 };

  it('cuts a tile holding the features, named by the dataset, with their properties', async () => {
    const tiles = createGeoJsonTiles(options);
    tiles.setData(warnings);
    const tile = await tiles.getTile(...tileOf(5.1, 60.05, 6));
    const layer = layerOf(tile!.data, 'warnings');
    expect(layer?.length).toBe(2);
    const texts = [0, 1].map((i) => layer!.feature(i).properties['text']).sort();
    expect(texts).toEqual(['Lyktesignal slukket', 'Skyteøvelse']);
    expect(tile!.etag).toMatch(/^"[\w-]+"$/);
  });

  it('answers null where there is nothing and outside the zoom range', async () => {
    const tiles = createGeoJsonTiles(options);
    tiles.setData(warnings);
    expect(await tiles.getTile(...tileOf(-40, 30, 8))).toBeNull();
    expect(await tiles.getTile(...tileOf(5.1, 60.05, 1))).toBeNull();
    expect(await tiles.getTile(...tileOf(5.1, 60.05, 13))).toBeNull();
  });

  it('caches tiles and drops the cache when the data changes', async () => {
    const tiles = createGeoJsonTiles(options);
    tiles.setData(warnings);
    const at = tileOf(5.3, 60.4, 10);
    const first = await tiles.getTile(...at);
    expect(await tiles.getTile(...at)).toBe(first);
    tiles.setData({ type: 'FeatureCollection', features: warnings.features.slice(1) });
    expect(await tiles.getTile(...at)).toBeNull();
  });
});

import type { LegacyFeature } from 'geojson-vt';
import { afterAll, describe, expect, it } from 'vitest';
import { BASEMAP_COASTLINE_MIN_ZOOM, BASEMAP_MAX_ZOOM } from '../src/manifest.js';
import type { BBox } from '../src/manifest.js';
import { openBasemapTiles } from '../src/server/tiles.js';
import { decodeTile, tilePointOf } from '../src/testing/vector-tile.js';
import { EXTENT, withoutRegionEdges } from './tiler.js';

const tiles = openBasemapTiles();
afterAll(() => tiles.close());

/** Vertices of a layer in a stored tile, as "x,y" in tile units. */
function vertices(z: number, x: number, y: number, layer: 'land' | 'coastline'): Set<string> {
  const tile = tiles.getTile(z, x, y);
  const out = new Set<string>();
  const features = tile ? decodeTile(tile.data).layers[layer] : undefined;
  for (let i = 0; i < (features?.length ?? 0); i++) {
    for (const ring of features?.feature(i).loadGeometry() ?? []) {
      for (const p of ring) out.add(`${p.x},${p.y}`);
    }
  }
  return out;
}

describe('coastline and land in the stored tiles', () => {
  // Sounds, skerries and bays where the land fill and the line used to part.
  it.each([
    ['Raftsundet', 14.84, 68.44],
    ['Hvaler', 10.95, 59.03],
    ['Nærøysundet', 11.26, 64.853],
    ['Tromsøysundet', 18.975, 69.65],
    ['Puddefjorden', 5.315, 60.391],
  ])('draws the line through the land fill’s own vertices at %s, zoom 10–12', (_n, lon, lat) => {
    for (let z = BASEMAP_COASTLINE_MIN_ZOOM; z <= BASEMAP_MAX_ZOOM; z++) {
      const p = tilePointOf(lon, lat, z);
      const line = vertices(z, p.x, p.y, 'coastline');
      const land = vertices(z, p.x, p.y, 'land');
      expect(line.size, `z${z}`).toBeGreaterThan(10);
      const strays = [...line].filter((v) => !land.has(v));
      expect(strays, `z${z}: line vertices that are not land vertices`).toEqual([]);
    }
  });
});

describe('withoutRegionEdges', () => {
  // Tile 1/1/0 spans lon 0 to 180, so a region starting at lon 90 has its west edge at
  // x = EXTENT / 2 there.
  const region: BBox = [90, -60, 170, 60];
  const edgeX = EXTENT / 2;
  const line = (coords: [number, number][]): LegacyFeature => ({
    type: 2,
    tags: { kind: 'sea' },
    geometry: [coords],
  });

  it('cuts the stretch of a ring that runs along the region edge out of the line', () => {
    const ring: [number, number][] = [
      [edgeX, 100],
      [1500, 300],
      [1500, 900],
      [edgeX, 1200],
      [edgeX, 100],
    ];
    const [out] = withoutRegionEdges([line(ring)], region, 1, 1, 0);
    expect(out?.geometry).toEqual([ring.slice(0, 4)]);
  });

  it('keeps lines away from the edge and polygons as they are', () => {
    const shore = line([
      [1200, 100],
      [1500, 300],
    ]);
    const fill: LegacyFeature = {
      type: 3,
      tags: {},
      geometry: [
        [
          [edgeX, 0],
          [1500, 0],
          [edgeX, 800],
          [edgeX, 0],
        ],
      ],
    };
    expect(withoutRegionEdges([shore, fill], region, 1, 1, 0)).toEqual([shore, fill]);
    expect(withoutRegionEdges([shore], null, 1, 1, 0)).toEqual([shore]);
  });
});

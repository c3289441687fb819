import { toPolar } from '@havkart/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { POLAR_BASEMAP_MAX_ZOOM } from '../polar.js';
import { decodeTile, layerContains, tilePointOf } from '../testing/vector-tile.js';
import { DEFAULT_POLAR_BASEMAP_PATH, openBasemapTiles } from './tiles.js';

const tiles = openBasemapTiles(DEFAULT_POLAR_BASEMAP_PATH, { cacheBytes: 0 });
afterAll(() => tiles.close());

/** Whether the polar archive has land at a real position, at zoom z. */
function landAt(lon: number, lat: number, z: number): boolean {
  const [mapLon, mapLat] = toPolar(lon, lat) ?? [NaN, NaN];
  const at = tilePointOf(mapLon, mapLat, z);
  const tile = tiles.getTile(at.z, at.x, at.y);
  return tile !== null && layerContains(decodeTile(tile.data), 'land', at);
}

describe('the committed polar base map', () => {
  it('stores zooms 0 to its max zoom', () => {
    expect(tiles.metadata.minZoom).toBe(0);
    expect(tiles.metadata.maxZoom).toBe(POLAR_BASEMAP_MAX_ZOOM);
  });

  it.each([
    ['inland Spitsbergen', 16.5, 78.5, true],
    ['Nordaustlandet', 23, 79.7, true],
    ['inland Finnmark', 25, 69.5, true],
    ['Greenland ice', -40, 75, true],
    ['the Barents Sea', 35, 74, false],
    ['the Norwegian Sea', 2, 68, false],
    ['the Arctic Ocean near the pole', 0, 88, false],
  ])('%s at (%f, %f) is land: %s', (_, lon, lat, land) => {
    for (const z of [3, 6, POLAR_BASEMAP_MAX_ZOOM]) expect(landAt(lon, lat, z)).toBe(land);
  });
});

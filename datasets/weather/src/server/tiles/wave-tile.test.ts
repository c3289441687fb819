import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { describe, expect, it } from 'vitest';
import { demoWaves } from '../model/demo-model.js';
import { seaMask } from '../model/sea-mask.js';
import { buildWaveGrid, WAVE_GRID_LAYOUT } from '../grid/grid.js';
import {
  encodeWaveTile,
  TILE_EXTENT,
  WAVE_ARROW_LAYER,
  WAVE_HEIGHT_LAYER,
  waveTileFeatures,
} from './wave-tile.js';

const run = Date.parse('2026-11-23T12:00:00Z');
const time = run + 20 * 3_600_000;
const mask = seaMask();
const grid = buildWaveGrid(WAVE_GRID_LAYOUT, time, (lat, lon) =>
  demoWaves(lat, lon, time, run, mask),
);

function tileOf(z: number, lat: number, lon: number): [number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return [
    Math.floor(((lon + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  ];
}

function decode(z: number, x: number, y: number) {
  const data = encodeWaveTile(waveTileFeatures(grid, mask, z, x, y));
  return data ? new VectorTile(new Pbf(gunzipSync(data))) : null;
}

/** Even-odd over all of a feature's rings, as a renderer fills them. */
function covers(rings: { x: number; y: number }[][], x: number, y: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i]!;
      const b = ring[j]!;
      if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) {
        inside = !inside;
      }
    }
  }
  return inside;
}

describe('wave-forecast tiles', () => {
  it('cut a sea tile into height bands, each arrow lying in the band of its height', () => {
    const [x, y] = tileOf(6, 60, 3);
    const tile = decode(6, x, y)!;
    const bands = tile.layers[WAVE_HEIGHT_LAYER]!;
    const arrows = tile.layers[WAVE_ARROW_LAYER]!;
    expect(bands.extent).toBe(TILE_EXTENT);
    expect(bands.length).toBeGreaterThan(1);
    expect(arrows.length).toBeGreaterThan(20);
    for (let i = 0; i < arrows.length; i++) {
      const arrow = arrows.feature(i);
      const [point] = arrow.loadGeometry()[0]!;
      const height = Number(arrow.properties.height);
      const containing: number[] = [];
      for (let b = 0; b < bands.length; b++) {
        const band = bands.feature(b);
        if (covers(band.loadGeometry(), point!.x, point!.y)) containing.push(b);
      }
      // Exactly one band covers each arrow: bands tile the sea without overlapping.
      expect(containing).toHaveLength(1);
      const band = bands.feature(containing[0]!).properties;
      expect(height).toBeGreaterThanOrEqual(Number(band.min) - 0.1);
      if (band.max !== undefined) expect(height).toBeLessThanOrEqual(Number(band.max) + 0.1);
    }
  });

  it('point arrows where the waves go, opposite to where they come from', () => {
    const [x, y] = tileOf(7, 62, 2);
    const arrows = decode(7, x, y)!.layers[WAVE_ARROW_LAYER]!;
    const arrow = arrows.feature(0);
    const [point] = arrow.loadGeometry()[0]!;
    const n = 2 ** 7;
    const lon = ((x + point!.x / TILE_EXTENT) / n) * 360 - 180;
    const my = Math.PI * (1 - (2 * (y + point!.y / TILE_EXTENT)) / n);
    const lat = (Math.atan(Math.sinh(my)) * 180) / Math.PI;
    const from = demoWaves(lat, lon, time, run, mask).from;
    const expected = (from + 180) % 360;
    const diff = Math.abs(((Number(arrow.properties.direction) - expected + 540) % 360) - 180);
    expect(diff).toBeLessThan(3);
  });

  it('have nothing to draw inland or outside Norwegian waters', () => {
    expect(decode(9, ...tileOf(9, 61.6, 9.5))).toBeNull();
    expect(decode(6, ...tileOf(6, 10, 10))).toBeNull();
  });

  it('leave land without bands', () => {
    // Bergen's city centre, at zoom 12, lies well inside land.
    const [x, y] = tileOf(12, 60.392, 5.325);
    const tile = decode(12, x, y);
    const bands = tile?.layers[WAVE_HEIGHT_LAYER];
    const n = 2 ** 12;
    const px = (((5.325 + 180) / 360) * n - x) * TILE_EXTENT;
    const rad = (60.392 * Math.PI) / 180;
    const py =
      (((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n - y) * TILE_EXTENT;
    for (let b = 0; b < (bands?.length ?? 0); b++) {
      expect(covers(bands!.feature(b).loadGeometry(), px, py)).toBe(false);
    }
  });
});

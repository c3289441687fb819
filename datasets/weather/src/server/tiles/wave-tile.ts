// Cuts one wave-forecast vector tile from a step's grid: isobands of wave height by marching
// squares over a lattice sampled under the tile, and arrow points on a coarser lattice.
import { gzipSync } from 'node:zlib';
import { WAVE_BANDS, waveArrowBearing } from '@havkart/domain';
import { fromGeojsonVt, type VtFeature } from 'vt-pbf';
import { sampleBilinear, sampleDirection, type WaveGrid } from '../grid/grid.js';
import type { SeaMask } from '../model/sea-mask.js';
import { isobands, TILE_EXTENT, tileToLonLat } from './isobands.js';

export { TILE_EXTENT } from './isobands.js';
/** Layer of the isobands: one feature per band present, `band`, `min` and (but the top) `max`. */
export const WAVE_HEIGHT_LAYER = 'waveheight';
/** Layer of the arrows: `direction` (where waves go, degrees) and `height` (m). */
export const WAVE_ARROW_LAYER = 'wavearrows';
/** Arrows stand on a 64-px lattice of a 512-px tile: 8 × 8 per tile. */
const ARROWS_ACROSS = 8;
const THRESHOLDS = WAVE_BANDS.map((band) => band.min);

export interface WaveTileFeatures {
  bands: VtFeature[];
  arrows: VtFeature[];
}

/** The features of tile z/x/y; both lists empty where the tile has no sea the grid covers. */
export function waveTileFeatures(
  grid: WaveGrid,
  mask: SeaMask,
  z: number,
  x: number,
  y: number,
): WaveTileFeatures {
  const found = isobands(
    (lat, lon) => sampleBilinear(grid.layout, grid.height, lat, lon),
    mask,
    z,
    x,
    y,
    THRESHOLDS,
  );
  if (found.length === 0) return { bands: [], arrows: [] };
  const bands: VtFeature[] = found.map(({ index, geometry }) => {
    const band = WAVE_BANDS[index]!;
    const tags: Record<string, number> = { band: index, min: band.min };
    if (band.max !== null) tags.max = band.max;
    return { type: 3, geometry, tags };
  });

  const arrows: VtFeature[] = [];
  const step = TILE_EXTENT / ARROWS_ACROSS;
  for (let j = 0; j < ARROWS_ACROSS; j++) {
    for (let i = 0; i < ARROWS_ACROSS; i++) {
      const px = (i + 0.5) * step;
      const py = (j + 0.5) * step;
      const [lon, lat] = tileToLonLat(z, x, y, px, py);
      if (!mask.isSea(lat, lon)) continue;
      const height = sampleBilinear(grid.layout, grid.height, lat, lon);
      const from = sampleDirection(grid.layout, grid.fromDirection, lat, lon);
      if (height === null || from === null) continue;
      arrows.push({
        type: 1,
        geometry: [[px, py]],
        tags: {
          direction: Math.round(waveArrowBearing(from)),
          height: Math.round(height * 10) / 10,
        },
      });
    }
  }
  return { bands, arrows };
}

/** The tile as gzip-compressed MVT, or null where it has nothing to draw. */
export function encodeWaveTile(features: WaveTileFeatures): Buffer | null {
  if (features.bands.length === 0 && features.arrows.length === 0) return null;
  const pbf = fromGeojsonVt(
    {
      [WAVE_HEIGHT_LAYER]: { features: features.bands },
      [WAVE_ARROW_LAYER]: { features: features.arrows },
    },
    { version: 2, extent: TILE_EXTENT },
  );
  return gzipSync(pbf);
}

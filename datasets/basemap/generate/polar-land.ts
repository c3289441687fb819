// Land for the polar base map (spec 02 §4, R14.34): the same lon/lat polygons as the Web
// Mercator tiles, moved to where the polar view draws them (`toPolar` of @havkart/domain:
// EPSG:3575 scaled into the Web Mercator square), so geojson-vt can cut them unchanged.
import { toPolar } from '@havkart/domain';
import type { Position } from 'geojson';
import { clipPolygon } from './geometry.js';

type Ring = Position[];

/**
 * Land south of this latitude is left out of the polar tiles, degrees. The polar square
 * reaches the equator only along its axes; 10° N lies inside it at every longitude, so no
 * vertex of the land kept falls beyond the square.
 */
export const POLAR_LAND_MIN_LATITUDE = 10;

/**
 * Longest step along an edge before it is split, degrees. A lon/lat edge is straight on the
 * Mercator map but a curve on the polar one (a parallel is a circle round the pole), so long
 * edges, such as those the clip leaves along a parallel, get points in between.
 */
const MAX_STEP_DEG = 0.5;

function densify(ring: Ring): Ring {
  const out: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const [lon = 0, lat = 0] = ring[i] ?? [];
    const previous = ring[i - 1];
    if (previous) {
      const [plon = 0, plat = 0] = previous;
      const steps = Math.ceil(Math.max(Math.abs(lon - plon), Math.abs(lat - plat)) / MAX_STEP_DEG);
      for (let s = 1; s < steps; s++) {
        const t = s / steps;
        out.push([plon + (lon - plon) * t, plat + (lat - plat) * t]);
      }
    }
    out.push([lon, lat]);
  }
  return out;
}

/** A closed ring on the polar map, or null when a vertex lies beyond the polar square. */
function polarRing(ring: Ring): Ring | null {
  const out: Ring = [];
  for (const [lon = 0, lat = 0] of densify(ring)) {
    const at = toPolar(lon, lat);
    if (!at) return null;
    out.push(at);
  }
  return out.length >= 4 ? out : null;
}

/**
 * Polygons (outer ring first, lon/lat, split at ±180°) as the polar map draws them: cut at
 * {@link POLAR_LAND_MIN_LATITUDE}, densified, every vertex through `toPolar`. A polygon cut
 * at ±180° becomes two that meet along the 180° meridian, which is a straight line from the
 * pole, so the halves join without a seam.
 */
export function polarPolygons(polygons: readonly Ring[][]): Ring[][] {
  const out: Ring[][] = [];
  for (const rings of polygons) {
    const clipped = clipPolygon(rings, [-180, POLAR_LAND_MIN_LATITUDE, 180, 90]);
    if (!clipped) continue;
    const [outer, ...holes] = clipped.map(polarRing);
    if (!outer) continue;
    out.push([outer, ...holes.filter((hole): hole is Ring => hole !== null)]);
  }
  return out;
}

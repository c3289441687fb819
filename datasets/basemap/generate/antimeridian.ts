// Natural Earth rings that cross the antimeridian (Chukotka, Wrangel Island, Fiji) jump from
// +180 to −180 between two vertices. Drawn on a flat map such a jump is an edge across the
// whole world, which fills a band of latitude with land. Each crossing polygon is unwrapped
// into continuous longitudes and cut into its part on either side of ±180.
import type { Position } from 'geojson';
import { clipPolygon } from './geometry.js';

type Ring = Position[];

const WORLD: [number, number, number, number] = [-180, -90, 180, 90];

function crosses(ring: Ring): boolean {
  for (let i = 1; i < ring.length; i++) {
    if (Math.abs((ring[i]?.[0] ?? 0) - (ring[i - 1]?.[0] ?? 0)) > 180) return true;
  }
  return false;
}

/** The ring with each longitude shifted by whole turns to stay within 180° of the last. */
function unwrap(ring: Ring): Ring {
  const out: Ring = [];
  let previous: number | undefined;
  for (const [lon = 0, lat = 0] of ring) {
    let x = lon;
    if (previous !== undefined) {
      while (x - previous > 180) x -= 360;
      while (x - previous < -180) x += 360;
    }
    out.push([x, lat]);
    previous = x;
  }
  return out;
}

function shift(rings: Ring[], by: number): Ring[] {
  return rings.map((ring) => ring.map(([x = 0, y = 0]) => [x + by, y]));
}

/**
 * Returns the polygon as one or more polygons that each stay within −180…180. A ring that
 * circles a pole (it does not close once unwrapped, as Antarctica's) is already drawn right
 * on a flat map and is returned unchanged.
 */
export function splitAtAntimeridian(rings: Ring[]): Ring[][] {
  if (!rings.some(crosses)) return [rings];
  const unwrapped = rings.map(unwrap);
  const closes = unwrapped.every((ring) => {
    const first = ring[0];
    const last = ring[ring.length - 1];
    return !!first && !!last && Math.abs((first[0] ?? 0) - (last[0] ?? 0)) < 1e-9;
  });
  if (!closes) return [rings];
  const parts: Ring[][] = [];
  for (const by of [-360, 0, 360]) {
    const clipped = clipPolygon(shift(unwrapped, by), WORLD);
    if (clipped) parts.push(clipped);
  }
  return parts;
}

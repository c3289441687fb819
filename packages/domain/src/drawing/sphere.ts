// Positions and areas on the app's one sphere (EARTH_RADIUS_M), the one the distances use, so a
// circle drawn with a radius measures that radius back and an area agrees with its edges.
import { EARTH_RADIUS_M, type LonLat } from '../geo/great-circle.js';

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** Longitude brought into -180–180, so a ring over the antimeridian stays valid GeoJSON. */
function wrapLongitude(degrees: number): number {
  return ((((degrees + 180) % 360) + 360) % 360) - 180;
}

/** The position reached from `from` along a great circle, true bearing in degrees, metres. */
export function destinationPoint(from: LonLat, bearingDegrees: number, metres: number): LonLat {
  const angular = metres / EARTH_RADIUS_M;
  const bearing = toRadians(bearingDegrees);
  const lat1 = toRadians(from[1]);
  const lon1 = toRadians(from[0]);
  const sinLat2 =
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing);
  const lat2 = Math.asin(Math.max(-1, Math.min(1, sinLat2)));
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * sinLat2,
    );
  return [wrapLongitude(toDegrees(lon2)), toDegrees(lat2)];
}

type Vector = readonly [number, number, number];

function toVector([lon, lat]: LonLat): Vector {
  const φ = toRadians(lat);
  const λ = toRadians(lon);
  return [Math.cos(φ) * Math.cos(λ), Math.cos(φ) * Math.sin(λ), Math.sin(φ)];
}

function fromVector([x, y, z]: Vector): LonLat {
  return [toDegrees(Math.atan2(y, x)), toDegrees(Math.atan2(z, Math.hypot(x, y)))];
}

/** The point halfway along the great circle between two positions. */
export function greatCircleMidpoint(from: LonLat, to: LonLat): LonLat {
  const a = toVector(from);
  const b = toVector(to);
  return fromVector([a[0] + b[0], a[1] + b[1], a[2] + b[2]]);
}

/**
 * The centre of positions spread evenly round a circle on the sphere: their mean direction.
 * Exact for a ring whose corners are equally spaced in bearing round the centre.
 */
export function sphericalCentre(positions: readonly LonLat[]): LonLat | null {
  if (positions.length === 0) return null;
  let x = 0;
  let y = 0;
  let z = 0;
  for (const position of positions) {
    const v = toVector(position);
    x += v[0];
    y += v[1];
    z += v[2];
  }
  if (Math.hypot(x, y, z) === 0) return null;
  return fromVector([x, y, z]);
}

/**
 * Area in square metres enclosed by a ring on the sphere, whichever way it turns; the ring may
 * be closed or open. Summed by the spherical-excess formula over each edge (after Chamberlain
 * and Duquette, "Some algorithms for polygons on a sphere", JPL 2007).
 */
export function sphericalRingArea(ring: readonly LonLat[]): number {
  const count = isClosed(ring) ? ring.length - 1 : ring.length;
  if (count < 3) return 0;
  let sum = 0;
  for (let i = 0; i < count; i++) {
    // Each corner's neighbours are in the ring by construction of the indices.
    const previous = ring[(i + count - 1) % count]!;
    const next = ring[(i + 1) % count]!;
    const here = ring[i]!;
    sum += (toRadians(next[0]) - toRadians(previous[0])) * Math.sin(toRadians(here[1]));
  }
  return Math.abs((sum * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2);
}

/** Whether a ring ends on its first position. */
export function isClosed(ring: readonly LonLat[]): boolean {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return (
    ring.length > 1 &&
    first !== undefined &&
    last !== undefined &&
    first[0] === last[0] &&
    first[1] === last[1]
  );
}

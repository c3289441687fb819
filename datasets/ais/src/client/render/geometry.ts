// Geometry drawn for a vessel besides its icon: the bearing vector (spec 02 §5, checklist
// A13) and the hull outline from its dimensions (spec 02 §5). Pure, in degrees and metres.

/** One nautical mile, metres (checklist A12). */
export const NAUTICAL_MILE_M = 1852;

/** The bearing vector points this far ahead at the vessel's speed (checklist A13). */
export const BEARING_VECTOR_MINUTES = 6;

/** Mean earth radius, metres (spherical model; errors are far below a pixel at these sizes). */
const EARTH_RADIUS_M = 6_371_008.8;

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** The point `distanceM` metres from [lng, lat] along the initial `bearing` (great circle). */
export function destination(
  [lng, lat]: readonly [number, number],
  bearing: number,
  distanceM: number,
): [number, number] {
  const delta = distanceM / EARTH_RADIUS_M;
  const theta = rad(bearing);
  const phi1 = rad(lat);
  const lambda1 = rad(lng);
  const sinPhi2 =
    Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta);
  const phi2 = Math.asin(sinPhi2);
  const lambda2 =
    lambda1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
      Math.cos(delta) - Math.sin(phi1) * sinPhi2,
    );
  return [deg(lambda2), deg(phi2)];
}

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The bearing vector: from the position along the bearing, as far as the vessel goes in
 * {@link BEARING_VECTOR_MINUTES} at `knots`. None unless start, bearing and knots are all
 * present (spec 02 §5); none at standstill, which has no direction to show.
 */
export function bearingVector(
  start: readonly [number, number] | null,
  bearing: number | null | undefined,
  knots: number | null | undefined,
): [number, number][] | null {
  if (!start || !present(bearing) || !present(knots) || knots <= 0) return null;
  const metres = ((knots * BEARING_VECTOR_MINUTES) / 60) * NAUTICAL_MILE_M;
  return [[start[0], start[1]], destination(start, bearing, metres)];
}

export interface Dimensions {
  readonly dimensionA?: number | null;
  readonly dimensionB?: number | null;
  readonly dimensionC?: number | null;
  readonly dimensionD?: number | null;
}

/** How much of the length the bow's taper takes. */
const BOW_FRACTION = 0.2;

/**
 * The hull outline around the position: A metres ahead to the bow, B astern, C to port and D
 * to starboard of the reference point, turned to the heading; a closed ring with a pointed
 * bow. None unless all four dimensions and the heading are present (spec 02 §5).
 */
export function hullPolygon(
  position: readonly [number, number] | null,
  heading: number | null | undefined,
  dims: Dimensions,
): [number, number][] | null {
  const { dimensionA: a, dimensionB: b, dimensionC: c, dimensionD: d } = dims;
  if (!position || !present(heading) || !present(a) || !present(b) || !present(c) || !present(d))
    return null;
  if (a + b <= 0 || c + d <= 0) return null;
  const shoulder = a - BOW_FRACTION * (a + b);
  // x to starboard, y ahead, metres from the reference point.
  const local: [number, number][] = [
    [-c, -b],
    [d, -b],
    [d, shoulder],
    [(d - c) / 2, a],
    [-c, shoulder],
    [-c, -b],
  ];
  const h = rad(heading);
  const [lng, lat] = position;
  const metresPerDegreeLat = (Math.PI * EARTH_RADIUS_M) / 180;
  const metresPerDegreeLng = metresPerDegreeLat * Math.cos(rad(lat));
  return local.map(([x, y]) => {
    const east = x * Math.cos(h) + y * Math.sin(h);
    const north = -x * Math.sin(h) + y * Math.cos(h);
    return [lng + east / metresPerDegreeLng, lat + north / metresPerDegreeLat];
  });
}

import type { GeoJsonGeometry } from '@havkart/domain';

type Ring = [number, number][];

function isRing(value: unknown): value is Ring {
  return (
    Array.isArray(value) &&
    value.length >= 4 &&
    value.every(
      (point) =>
        Array.isArray(point) &&
        point.length >= 2 &&
        Number.isFinite(point[0]) &&
        Number.isFinite(point[1]),
    )
  );
}

/** Even-odd ray casting; a point on the edge counts as whichever side the arithmetic gives. */
function ringContains(ring: Ring, lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function polygonContains(rings: Ring[], lon: number, lat: number): boolean {
  const [outer, ...holes] = rings;
  return (
    outer !== undefined &&
    ringContains(outer, lon, lat) &&
    !holes.some((hole) => ringContains(hole, lon, lat))
  );
}

/**
 * The area a restricted-AIS profile is limited to, as a point test; null when the profile
 * has no limit. A filter that is not a valid Polygon or MultiPolygon lets nothing through:
 * a broken limit must not turn into no limit.
 */
export function geoFilterTest(
  geoFilter: GeoJsonGeometry | null,
): ((lon: number, lat: number) => boolean) | null {
  if (geoFilter === null) return null;
  const polygons: unknown[] =
    geoFilter.type === 'Polygon'
      ? [geoFilter.coordinates]
      : geoFilter.type === 'MultiPolygon' && Array.isArray(geoFilter.coordinates)
        ? geoFilter.coordinates
        : [];
  const valid = polygons.filter(
    (rings): rings is Ring[] => Array.isArray(rings) && rings.length > 0 && rings.every(isRing),
  );
  if (valid.length === 0 || valid.length !== polygons.length) return () => false;
  return (lon, lat) => valid.some((rings) => polygonContains(rings, lon, lat));
}

import {
  areaWithinLimits,
  preparePolygon,
  type GeoJsonGeometry,
  type PreparedPolygon,
} from '@havkart/domain';

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

const nothing = (): boolean => false;

/**
 * The area a restricted-AIS profile is limited to, as a point test; null when the profile
 * has no limit. The test runs against every position the caller is sent (each update on
 * each of their streams), so each polygon is prepared once here (a box prefilter, then only
 * the edges in the point's latitude band) rather than ray cast against every vertex per point.
 *
 * A filter that is not a valid Polygon or MultiPolygon lets nothing through: a broken limit
 * must not turn into no limit. The same goes for one over `POLYGON_LIMITS` (each part's rings
 * and corners, and the corners of all parts together): its cost would fall on every other
 * stream, and passing everything would widen the caller's access.
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
  if (valid.length === 0 || valid.length !== polygons.length) return nothing;
  if (!areaWithinLimits(valid)) return nothing;
  const prepared: PreparedPolygon[] = valid.map((rings) => preparePolygon(rings));
  if (prepared.length === 1) {
    const only = prepared[0]!;
    return (lon, lat) => only.contains(lon, lat);
  }
  return (lon, lat) => {
    for (const part of prepared) if (part.contains(lon, lat)) return true;
    return false;
  };
}

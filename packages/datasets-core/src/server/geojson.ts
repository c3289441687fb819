// What a GeoJSON dataset source may hold, and the rule that very large polygons are drawn
// as their outlines.
import type { Feature, FeatureCollection, Geometry, Polygon, Position } from 'geojson';

/** The message logged when a source's data is neither a Feature nor a FeatureCollection. */
export const INVALID_GEOJSON_MESSAGE = 'Invalid data type for GeoJSON source';

/** An empty collection: what a dataset serves when it has no (valid) data. */
export function emptyFeatureCollection(): FeatureCollection {
  return { type: 'FeatureCollection', features: [] };
}

/**
 * The data as a FeatureCollection, or null when it is neither a Feature nor a
 * FeatureCollection (spec 02 §5: such a source shows nothing).
 */
export function asFeatureCollection(data: unknown): FeatureCollection | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type } = data as { type?: unknown };
  if (type === 'FeatureCollection' && Array.isArray((data as FeatureCollection).features)) {
    return data as FeatureCollection;
  }
  if (type === 'Feature' && typeof (data as Feature).geometry === 'object') {
    return { type: 'FeatureCollection', features: [data as Feature] };
  }
  return null;
}

/** Polygons larger than this many square metres are drawn as lines (spec 02 §5). */
export const LARGE_POLYGON_AREA = 1e11;

const EARTH_RADIUS_M = 6_378_137;
const RAD = Math.PI / 180;

/** Area of a ring on the sphere, square metres (sign dropped). */
function ringArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i] as Position;
    const b = ring[i + 1] as Position;
    sum +=
      ((b[0] as number) - (a[0] as number)) *
      RAD *
      (2 + Math.sin((a[1] as number) * RAD) + Math.sin((b[1] as number) * RAD));
  }
  return Math.abs((sum * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2);
}

/** Area of a polygon (outer ring minus holes), square metres. */
export function polygonArea(coordinates: Polygon['coordinates']): number {
  const [outer, ...holes] = coordinates;
  if (!outer) return 0;
  return holes.reduce((area, hole) => area - ringArea(hole), ringArea(outer));
}

function outlineOf(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon' && polygonArea(geometry.coordinates) > LARGE_POLYGON_AREA) {
    return { type: 'MultiLineString', coordinates: geometry.coordinates };
  }
  if (geometry.type === 'MultiPolygon') {
    const large = geometry.coordinates.map((p) => polygonArea(p) > LARGE_POLYGON_AREA);
    if (large.every(Boolean)) {
      return { type: 'MultiLineString', coordinates: geometry.coordinates.flat() };
    }
    if (large.some(Boolean)) {
      return {
        type: 'GeometryCollection',
        geometries: [
          { type: 'MultiPolygon', coordinates: geometry.coordinates.filter((_, i) => !large[i]) },
          {
            type: 'MultiLineString',
            coordinates: geometry.coordinates.filter((_, i) => large[i]).flat(),
          },
        ],
      };
    }
  }
  if (geometry.type === 'GeometryCollection') {
    return { ...geometry, geometries: geometry.geometries.map(outlineOf) };
  }
  return geometry;
}

/**
 * Replaces polygons larger than {@link LARGE_POLYGON_AREA} by their rings as lines. Done on
 * the server before tiling, so every client (and the GeoJSON endpoint) sees the same
 * geometry: a filled ocean-sized polygon would hide everything beneath it.
 */
export function outlineLargePolygons(collection: FeatureCollection): FeatureCollection {
  return {
    ...collection,
    features: collection.features.map((feature) =>
      feature.geometry ? { ...feature, geometry: outlineOf(feature.geometry) } : feature,
    ),
  };
}

// The polar view on the map (spec 02 §4, R27.20, R27.24): MapLibre draws Web Mercator only,
// so in polar view every position the map is given is the Web Mercator point of its scaled
// EPSG:3575 metres (`toPolar`), and every position read from the map is taken back
// (`fromPolar`). Pure functions of a `polar` flag; `polarViewAtStart` is the page's own,
// fixed for its life because each polar change reloads the page (R27.23).
import { fromPolar, toPolar } from '@havkart/domain';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { effectiveSetting } from '../settings/definitions.js';
import { useSettings } from '../settings/settings.store.js';

/** Whether this page draws the polar view: the setting as the page started. */
export const polarViewAtStart: boolean =
  effectiveSetting('polarView', useSettings.getState().values) === true;

/** Where the map draws a real position; null in polar view beyond the polar square. */
export function toMapPosition(
  lon: number,
  lat: number,
  polar: boolean = polarViewAtStart,
): [number, number] | null {
  return polar ? toPolar(lon, lat) : [lon, lat];
}

/** The real position of a point of the map. */
export function fromMapPosition(
  lon: number,
  lat: number,
  polar: boolean = polarViewAtStart,
): [number, number] {
  return polar ? fromPolar(lon, lat) : [lon, lat];
}

/**
 * Longest step between two vertices before points are put in between, degrees: a lon/lat
 * edge is meant straight on the normal map, which on the polar one is a curve.
 */
const MAX_STEP_DEG = 1;

/** The ring or line with points in between long steps, across ±180° the short way. */
function densified(line: readonly Position[]): Position[] {
  const out: Position[] = [];
  let previous: Position | undefined;
  for (const position of line) {
    const [lon = 0, lat = 0] = position;
    if (previous) {
      const [plon = 0, plat = 0] = previous;
      // A step of more than 180° is the short way across the antimeridian.
      const dLon = ((((lon - plon + 180) % 360) + 360) % 360) - 180;
      const steps = Math.ceil(Math.max(Math.abs(dLon), Math.abs(lat - plat)) / MAX_STEP_DEG);
      for (let s = 1; s < steps; s++) {
        out.push([plon + (dLon * s) / steps, plat + ((lat - plat) * s) / steps]);
      }
    }
    out.push(position);
    previous = position;
  }
  return out;
}

/** Runs of drawable positions of a line: a position beyond the polar square ends a run. */
function polarRuns(line: readonly Position[]): Position[][] {
  const runs: Position[][] = [[]];
  for (const [lon = 0, lat = 0] of densified(line)) {
    const at = toPolar(lon, lat);
    if (at) runs.at(-1)!.push(at);
    else if (runs.at(-1)!.length) runs.push([]);
  }
  return runs.filter((run) => run.length >= 2);
}

/** A closed ring on the polar map, without positions beyond the square; null under 3 corners. */
function polarRing(ring: readonly Position[]): Position[] | null {
  const kept: Position[] = [];
  for (const [lon = 0, lat = 0] of densified(ring)) {
    const at = toPolar(lon, lat);
    if (at) kept.push(at);
  }
  if (kept.length < 4) return null;
  const [x, y] = kept[0]!;
  const [lx, ly] = kept.at(-1)!;
  if (x !== lx || y !== ly) kept.push([x!, y!]);
  return kept;
}

function polarPolygon(rings: readonly Position[][]): Position[][] | null {
  const [outer, ...holes] = rings;
  const drawnOuter = outer && polarRing(outer);
  if (!drawnOuter) return null;
  return [drawnOuter, ...holes.map(polarRing).filter((ring): ring is Position[] => !!ring)];
}

/**
 * A geometry as the polar map draws it, or null when nothing of it is left. Positions beyond
 * the polar square are left out, never drawn at its edge: a point goes, a line breaks there,
 * a ring loses the corner. Edges are densified, and an edge across ±180° (179° to −179°)
 * takes the short way, which on the polar map is simply a short edge.
 */
export function polarGeometry(geometry: Geometry): Geometry | null {
  switch (geometry.type) {
    case 'Point': {
      const [lon = 0, lat = 0] = geometry.coordinates;
      const at = toPolar(lon, lat);
      return at ? { type: 'Point', coordinates: at } : null;
    }
    case 'MultiPoint': {
      const points = geometry.coordinates.flatMap(([lon = 0, lat = 0]) => {
        const at = toPolar(lon, lat);
        return at ? [at] : [];
      });
      return points.length ? { type: 'MultiPoint', coordinates: points } : null;
    }
    case 'LineString':
    case 'MultiLineString': {
      const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
      const runs = lines.flatMap(polarRuns);
      if (!runs.length) return null;
      return runs.length === 1
        ? { type: 'LineString', coordinates: runs[0]! }
        : { type: 'MultiLineString', coordinates: runs };
    }
    case 'Polygon': {
      const polygon = polarPolygon(geometry.coordinates);
      return polygon ? { type: 'Polygon', coordinates: polygon } : null;
    }
    case 'MultiPolygon': {
      const polygons = geometry.coordinates.map(polarPolygon).filter((p): p is Position[][] => !!p);
      return polygons.length ? { type: 'MultiPolygon', coordinates: polygons } : null;
    }
    case 'GeometryCollection': {
      const parts = geometry.geometries.map(polarGeometry).filter((g): g is Geometry => g !== null);
      return parts.length ? { type: 'GeometryCollection', geometries: parts } : null;
    }
  }
}

/**
 * A GeoJSON document as the polar map draws it: each feature's geometry converted, features
 * with nothing left dropped, properties and ids kept. Anything that is not GeoJSON is
 * returned as it is.
 */
export function polarGeoJson(data: unknown): unknown {
  if (!data || typeof data !== 'object') return data;
  const doc = data as { type?: unknown };
  if (doc.type === 'FeatureCollection') {
    const collection = data as FeatureCollection;
    return {
      ...collection,
      features: collection.features.flatMap((feature) => {
        const drawn = polarFeature(feature);
        return drawn ? [drawn] : [];
      }),
    };
  }
  if (doc.type === 'Feature') return polarFeature(data as Feature) ?? emptyCollection();
  if (typeof doc.type === 'string') return polarGeometry(data as Geometry) ?? emptyCollection();
  return data;
}

function polarFeature(feature: Feature): Feature | null {
  if (!feature.geometry) return feature;
  const geometry = polarGeometry(feature.geometry);
  return geometry ? { ...feature, geometry } : null;
}

function emptyCollection(): FeatureCollection {
  return { type: 'FeatureCollection', features: [] };
}

/**
 * The polar tile template of a dataset's tile template: `/tiles/{id}/{z}/{x}/{y}.pbf` (with or
 * without an origin) becomes `/tiles/polar/{id}/{z}/{x}/{y}.pbf`; other templates stay.
 */
export function polarTileUrl(url: string): string {
  return url.replace(/\/tiles\/(?!polar\/)([a-z][a-z0-9_-]*)\/\{z\}/, '/tiles/polar/$1/{z}');
}

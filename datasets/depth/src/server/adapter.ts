// Reads depth data a site serves as GeoJSON. No public format for the national depth
// service is documented for us, so this is **our own schema** (see the README), not checked
// against a real service: features with a numeric `depth` in metres; the geometry says the
// kind (points are soundings, lines depth curves, polygons depth areas with optional
// `maxdepth`). Features without a usable depth are skipped and counted.
import type { Feature, FeatureCollection } from 'geojson';
import type { DepthFeatureKind } from '../manifest.js';

export interface ReadDepth {
  readonly collection: FeatureCollection;
  readonly skipped: number;
  /** The first few reasons, for the log. */
  readonly reasons: readonly string[];
}

function kindOf(type: string | undefined): DepthFeatureKind | null {
  if (type === 'Point' || type === 'MultiPoint') return 'sounding';
  if (type === 'LineString' || type === 'MultiLineString') return 'curve';
  if (type === 'Polygon' || type === 'MultiPolygon') return 'area';
  return null;
}

function depthOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 11_000 ? n : null;
}

/** Keeps the depth features of a collection with `kind` and `depth` (metres). */
export function depthFeatures(collection: FeatureCollection): ReadDepth {
  const features: Feature[] = [];
  const reasons: string[] = [];
  let skipped = 0;
  collection.features.forEach((feature, index) => {
    const kind = kindOf(feature?.geometry?.type);
    const depth = depthOf(feature?.properties?.['depth']);
    const reason =
      kind === null
        ? 'no point, line or polygon geometry'
        : depth === null
          ? 'no depth in metres'
          : null;
    if (reason) {
      skipped++;
      if (reasons.length < 5) reasons.push(`#${index}: ${reason}`);
      return;
    }
    const maxdepth = depthOf(feature.properties?.['maxdepth']);
    features.push({
      type: 'Feature',
      geometry: feature.geometry,
      properties: { kind, depth, ...(kind === 'area' ? { maxdepth } : {}) },
    });
  });
  return { collection: { type: 'FeatureCollection', features }, skipped, reasons };
}

/** Parses an upstream body; throws on anything but a GeoJSON FeatureCollection. */
export function readDepth(body: string): ReadDepth {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error('the depth upstream did not answer JSON');
  }
  const c = parsed as { type?: unknown; features?: unknown } | null;
  if (c?.type !== 'FeatureCollection' || !Array.isArray(c.features)) {
    throw new Error('the depth upstream did not answer a GeoJSON FeatureCollection');
  }
  return depthFeatures(parsed as FeatureCollection);
}

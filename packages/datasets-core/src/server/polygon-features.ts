// Reading areas from an upstream's GeoJSON: ArcGIS layers and BarentsWatch's zone answers
// alike give a FeatureCollection whose features may lack a polygon and whose field names
// vary in letter case. Shared by the area datasets' adapters.
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';

/** A property by name, in any letter case (ArcGIS layers differ: `OBJECTID`, `objectid`). */
export function propertyAnyCase(properties: Record<string, unknown>, name: string): unknown {
  if (name in properties) return properties[name];
  const lower = name.toLowerCase();
  const key = Object.keys(properties).find((k) => k.toLowerCase() === lower);
  return key === undefined ? undefined : properties[key];
}

/** A value as display text: a non-blank string trimmed, or a finite number; else null. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

/** An area as an adapter keeps it: its id and the properties it serves. */
export interface ReadArea {
  readonly id: string;
  readonly properties: Record<string, unknown>;
}

/**
 * The polygons of a GeoJSON FeatureCollection answer, each made by `read` from the upstream
 * feature's properties (and its position in the answer, for a fallback id); a feature
 * without a Polygon or MultiPolygon is skipped and counted. Throws on anything but a
 * FeatureCollection, so the caller keeps its last good data.
 */
export function readPolygonFeatures(
  body: string,
  read: (properties: Record<string, unknown>, feature: Feature, index: number) => ReadArea,
): { collection: FeatureCollection<Polygon | MultiPolygon>; skipped: number } {
  const parsed = JSON.parse(body) as { type?: unknown; features?: unknown };
  if (parsed.type !== 'FeatureCollection' || !Array.isArray(parsed.features)) {
    throw new Error('not a GeoJSON FeatureCollection');
  }
  const features: Feature<Polygon | MultiPolygon>[] = [];
  let skipped = 0;
  for (const [index, raw] of (parsed.features as Feature[]).entries()) {
    const geometry = raw?.geometry;
    if (geometry?.type !== 'Polygon' && geometry?.type !== 'MultiPolygon') {
      skipped += 1;
      continue;
    }
    const { id, properties } = read((raw.properties ?? {}) as Record<string, unknown>, raw, index);
    features.push({ type: 'Feature', id, geometry, properties });
  }
  return { collection: { type: 'FeatureCollection', features }, skipped };
}

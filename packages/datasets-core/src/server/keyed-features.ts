// Reads an upstream's GeoJSON into the features a dataset can draw and a route can name:
// each needs its key property and a geometry of the dataset's kinds. Anything else is
// skipped and counted, so the adapter can say how much the upstream sent that it could not
// use, while the features it could use are still served.
import type { Feature, FeatureCollection, Geometry } from 'geojson';

export interface KeyedFeatureOptions {
  /**
   * Property that names a feature (the manifest's `featureKey.field`); null for a dataset
   * whose features are not named, which then only needs their geometry.
   */
  readonly key: string | null;
  /** The upstream's name of the key property, where it differs (`naturvernId` → `id`). */
  readonly upstreamKey?: string;
  /** Geometry types the dataset draws; other geometries are skipped. */
  readonly geometryTypes: readonly Geometry['type'][];
  /**
   * The properties the dataset keeps, in its own names, from the upstream's; null skips the
   * feature (a required value missing). The key is added after this, as a string.
   */
  readonly properties: (
    upstream: Readonly<Record<string, unknown>>,
  ) => Record<string, unknown> | null;
}

export interface KeyedFeatures {
  readonly collection: FeatureCollection;
  /** Features left out: no key, no geometry of the dataset's kinds, or a required value missing. */
  readonly skipped: number;
}

/** A key value as a route writes it, or null when the property holds none. */
function keyValue(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

/** Throws on anything but a GeoJSON FeatureCollection, so the last good data stays. */
export function featureCollectionOf(body: unknown): FeatureCollection {
  if (
    typeof body !== 'object' ||
    body === null ||
    (body as { type?: unknown }).type !== 'FeatureCollection' ||
    !Array.isArray((body as { features?: unknown }).features)
  ) {
    throw new Error('not a GeoJSON FeatureCollection');
  }
  return body as FeatureCollection;
}

export function keyedFeatures(body: unknown, options: KeyedFeatureOptions): KeyedFeatures {
  const types = new Set<string>(options.geometryTypes);
  const features: Feature[] = [];
  let skipped = 0;
  for (const feature of featureCollectionOf(body).features) {
    const upstream = (feature?.properties ?? {}) as Record<string, unknown>;
    const key = options.key === null ? '' : keyValue(upstream[options.upstreamKey ?? options.key]);
    const geometry = feature?.geometry;
    const properties =
      key !== null && geometry && types.has(geometry.type) ? options.properties(upstream) : null;
    if (key === null || !geometry || properties === null) {
      skipped += 1;
      continue;
    }
    features.push({
      type: 'Feature',
      geometry,
      properties: options.key === null ? properties : { ...properties, [options.key]: key },
    });
  }
  return { collection: { type: 'FeatureCollection', features }, skipped };
}

/** A property as a trimmed string, or null when it holds none. */
export function textProperty(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A property as a finite number (numeric strings too), or null when it holds none. */
export function numberProperty(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim().replace(',', '.'));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

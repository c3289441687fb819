// A dataset's GeoJSON as an export document, so a dataset that declares downloads needs no
// writer code of its own.
import type {
  ExportDocument,
  ExportFeature,
  ExportPosition,
  ExportProperties,
  ExportValue,
} from './model.js';

/** The GeoJSON a dataset serves, as far as the conversion reads it. */
export interface GeoJsonInput {
  readonly features: readonly {
    readonly properties?: Readonly<Record<string, unknown>> | null;
    readonly geometry?: { readonly type: string; readonly coordinates?: unknown } | null;
  }[];
}

export interface FromGeoJsonOptions {
  /** The document's title. */
  readonly name: string;
  /** Property that names a feature (a warning's number); absent: features are unnamed. */
  readonly nameProperty?: string;
}

/** A GeoJSON position as ours, or null when it is not two finite numbers. */
function position(value: unknown): ExportPosition | null {
  if (!Array.isArray(value)) return null;
  const [lon, lat] = value as unknown[];
  return typeof lon === 'number' && typeof lat === 'number' && isFinite(lon) && isFinite(lat)
    ? { lon, lat }
    : null;
}

/** Positions of a line or ring, or null when any is malformed or there are none. */
function positions(value: unknown): ExportPosition[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const read = value.map(position);
  return read.every((p) => p !== null) ? (read as ExportPosition[]) : null;
}

/** A list of `read` items, or null when it is empty or any item is malformed. */
function listOf<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const items = value.map(read);
  return items.every((item) => item !== null) ? (items as T[]) : null;
}

/** Numbers, texts and booleans pass; anything else (objects, arrays) as JSON text. */
function exportValue(value: unknown): ExportValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return JSON.stringify(value);
}

/** The features a geometry gives; none when its coordinates are malformed. */
function geometryFeatures(
  type: string,
  coordinates: unknown,
  base: { name: string | null; properties: ExportProperties },
): ExportFeature[] {
  const rings = (value: unknown) => listOf(value, positions);
  switch (type) {
    case 'Point': {
      const p = position(coordinates);
      return p ? [{ kind: 'point', ...base, position: { ...p, time: null } }] : [];
    }
    case 'MultiPoint':
      return (positions(coordinates) ?? []).map((p) => ({
        kind: 'point',
        ...base,
        position: { ...p, time: null },
      }));
    case 'LineString':
    case 'MultiLineString': {
      const parts = type === 'LineString' ? listOf([coordinates], positions) : rings(coordinates);
      return parts ? [{ kind: 'line', ...base, parts }] : [];
    }
    case 'Polygon':
    case 'MultiPolygon': {
      const polygons =
        type === 'Polygon' ? listOf([coordinates], rings) : listOf(coordinates, rings);
      return polygons ? [{ kind: 'polygon', ...base, polygons }] : [];
    }
    default:
      return [];
  }
}

/**
 * One export feature per GeoJSON feature (a multi-point gives one point each, with the same
 * properties). Features without a geometry, with a geometry collection or with malformed
 * coordinates are left out: an upstream's odd feature must not fail a download.
 */
export function documentFromGeoJson(
  collection: GeoJsonInput,
  options: FromGeoJsonOptions,
): ExportDocument {
  const features = collection.features.flatMap((feature) => {
    const geometry = feature.geometry;
    if (!geometry || geometry.coordinates === undefined) return [];
    const properties: Record<string, ExportValue> = {};
    for (const [key, value] of Object.entries(feature.properties ?? {})) {
      properties[key] = exportValue(value);
    }
    const nameValue = options.nameProperty ? properties[options.nameProperty] : null;
    const name = nameValue === null || nameValue === undefined ? null : String(nameValue);
    return geometryFeatures(geometry.type, geometry.coordinates, { name, properties });
  });
  return { name: options.name, features };
}

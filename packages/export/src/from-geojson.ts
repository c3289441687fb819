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

type Coordinates = readonly (readonly number[])[];

const position = (c: readonly number[]): ExportPosition => ({ lon: c[0] ?? 0, lat: c[1] ?? 0 });

/** Numbers, texts and booleans pass; anything else (objects, arrays) as JSON text. */
function exportValue(value: unknown): ExportValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return JSON.stringify(value);
}

function geometryFeatures(
  type: string,
  coordinates: unknown,
  base: { name: string | null; properties: ExportProperties },
): ExportFeature[] {
  switch (type) {
    case 'Point':
      return [
        { kind: 'point', ...base, position: { ...position(coordinates as number[]), time: null } },
      ];
    case 'MultiPoint':
      return (coordinates as Coordinates).map((c) => ({
        kind: 'point',
        ...base,
        position: { ...position(c), time: null },
      }));
    case 'LineString':
      return [{ kind: 'line', ...base, parts: [(coordinates as Coordinates).map(position)] }];
    case 'MultiLineString':
      return [
        {
          kind: 'line',
          ...base,
          parts: (coordinates as Coordinates[]).map((l) => l.map(position)),
        },
      ];
    case 'Polygon':
      return [
        {
          kind: 'polygon',
          ...base,
          polygons: [(coordinates as Coordinates[]).map((r) => r.map(position))],
        },
      ];
    case 'MultiPolygon':
      return [
        {
          kind: 'polygon',
          ...base,
          polygons: (coordinates as Coordinates[][]).map((p) => p.map((r) => r.map(position))),
        },
      ];
    default:
      return [];
  }
}

/**
 * One export feature per GeoJSON feature (a multi-point gives one point each, with the same
 * properties). Features without a geometry, or with a geometry collection, are left out.
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

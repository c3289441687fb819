// The one input every writer takes: what Havkart can hand a plotter or a spreadsheet. Plain
// data with WGS 84 degrees and epoch milliseconds, so the same document is written in the
// browser (drawings, routes, tracks) and on the server (dataset downloads).

/** A value a feature carries beside its geometry: a measure, a name, a text. */
export type ExportValue = string | number | boolean | null;

/** Properties and measures of a feature, written as attributes (GPX: the description). */
export type ExportProperties = Readonly<Record<string, ExportValue>>;

/** A position in WGS 84 degrees. */
export interface ExportPosition {
  /** Degrees north, −90…90. */
  readonly lat: number;
  /** Degrees east, −180…180. */
  readonly lon: number;
}

/** A position with a time: a route's passing time or a track's fix time. */
export interface TimedPosition extends ExportPosition {
  /** Epoch milliseconds (UTC); null when the position has no time. */
  readonly time: number | null;
  /** A waypoint's own name, where it has one. */
  readonly name?: string | null;
}

interface FeatureBase {
  /** Shown by plotters as the waypoint, route or track name; null when it has none. */
  readonly name: string | null;
  readonly properties: ExportProperties;
}

/** A single mark. */
export interface PointFeature extends FeatureBase {
  readonly kind: 'point';
  readonly position: TimedPosition;
}

/** A drawn or dataset line; several parts for a multi-line. */
export interface LineFeature extends FeatureBase {
  readonly kind: 'line';
  readonly parts: readonly (readonly ExportPosition[])[];
}

/**
 * An area: one or more polygons, each its outer ring then holes. Rings are closed (first
 * position repeated last), as the drawing rules keep them.
 */
export interface PolygonFeature extends FeatureBase {
  readonly kind: 'polygon';
  readonly polygons: readonly (readonly (readonly ExportPosition[])[])[];
}

/** A circle, written as the closed ring the drawing rules keep (its centre and radius too). */
export interface CircleFeature extends FeatureBase {
  readonly kind: 'circle';
  readonly centre: ExportPosition;
  /** Metres on the sphere. */
  readonly radiusM: number;
  /** Closed ring around the centre. */
  readonly ring: readonly ExportPosition[];
}

/** A planned route: its points in order, each with its passing time. */
export interface RouteFeature extends FeatureBase {
  readonly kind: 'route';
  readonly points: readonly TimedPosition[];
}

/** A sailed track: fixes in time order. */
export interface TrackFeature extends FeatureBase {
  readonly kind: 'track';
  readonly points: readonly TimedPosition[];
}

export type ExportFeature =
  PointFeature | LineFeature | PolygonFeature | CircleFeature | RouteFeature | TrackFeature;

export type ExportFeatureKind = ExportFeature['kind'];

/** What one download holds. */
export interface ExportDocument {
  /** The file's title (GPX metadata, sheet name, Olex route name fallback). */
  readonly name: string;
  readonly features: readonly ExportFeature[];
}

/** Every vertex of a feature's geometry, parts one after another. */
export function featureParts(feature: ExportFeature): readonly (readonly TimedPosition[])[] {
  const untimed = (positions: readonly ExportPosition[]) =>
    positions.map((p) => ({ lat: p.lat, lon: p.lon, time: null }));
  switch (feature.kind) {
    case 'point':
      return [[feature.position]];
    case 'line':
      return feature.parts.map(untimed);
    case 'polygon':
      return feature.polygons.flatMap((rings) => rings.map(untimed));
    case 'circle':
      return [untimed(feature.ring)];
    case 'route':
    case 'track':
      return [feature.points];
  }
}

/** ISO 8601 UTC to the second, as every text format writes times. */
export function isoTime(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Union of property names over features, in first-seen order. */
export function propertyNames(features: readonly ExportFeature[]): string[] {
  const names = new Set<string>();
  for (const feature of features) for (const key of Object.keys(feature.properties)) names.add(key);
  return [...names];
}

/**
 * A decimal number in plain point notation, never exponent form (`1e-7`), with at most
 * `decimals` digits after the point and no trailing zeros.
 */
export function plainNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  // toFixed falls back to exponent form from 1e21; such a number has no fraction anyway.
  if (Math.abs(value) >= 1e21) return BigInt(value).toString();
  const fixed = value.toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

// Reads MET Norway's MetAlerts 2.0 `current.json`: a GeoJSON FeatureCollection, one feature
// per warning, its validity in `feature.when.interval` = [onset, end] (beside `properties`,
// not in them) and CAP's texts in `properties`. Each warning becomes the spec's record
// (R15.18): `id`, `effective` and `expires` from the interval, `headLine` from `title`,
// `severity`, and the area's polygon as the geometry. A warning without a polygon cannot be
// drawn and is skipped (R15.21); a body that is no FeatureCollection is refused as a whole.
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type { WarningDomain, WeatherWarningProperties } from '../../manifest.js';

/** Why one warning of the feed was left out. */
export interface SkippedWeatherWarning {
  readonly index: number;
  readonly id: string | null;
  readonly reason: string;
}

export interface ReadWeatherWarnings {
  readonly collection: FeatureCollection<Polygon | MultiPolygon, WeatherWarningProperties>;
  readonly skipped: readonly SkippedWeatherWarning[];
}

type JsonObject = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** An ISO time as served (UTC, `Z`), or null for a missing or unreadable one. */
function time(value: unknown): { iso: string; ms: number } | null {
  const raw = text(value);
  const ms = raw === null ? NaN : Date.parse(raw);
  return Number.isNaN(ms) ? null : { iso: new Date(ms).toISOString(), ms };
}

function domain(value: unknown): WarningDomain | null {
  return value === 'marine' || value === 'land' ? value : null;
}

const isPosition = (p: unknown): boolean =>
  Array.isArray(p) &&
  p.length >= 2 &&
  p.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(p[0] as number) <= 180 &&
  Math.abs(p[1] as number) <= 90;

const isRing = (ring: unknown): boolean =>
  Array.isArray(ring) && ring.length >= 4 && ring.every(isPosition);

const isPolygon = (rings: unknown): boolean =>
  Array.isArray(rings) && rings.length > 0 && rings.every(isRing);

/** The warning's area when it is a drawable polygon or multipolygon; else null. */
function area(geometry: unknown): Polygon | MultiPolygon | null {
  if (!isRecord(geometry)) return null;
  const { type, coordinates } = geometry;
  if (type === 'Polygon' && isPolygon(coordinates)) return geometry as unknown as Polygon;
  if (
    type === 'MultiPolygon' &&
    Array.isArray(coordinates) &&
    coordinates.length > 0 &&
    coordinates.every(isPolygon)
  ) {
    return geometry as unknown as MultiPolygon;
  }
  return null;
}

/** One MetAlerts feature as the spec's warning, or the reason it is left out. */
export function normaliseMetAlert(
  item: unknown,
  demo: boolean,
): Feature<Polygon | MultiPolygon, WeatherWarningProperties> | string {
  if (!isRecord(item)) return 'not an object';
  const p = isRecord(item['properties']) ? item['properties'] : {};
  const id = text(p['id']) ?? text(item['id']);
  if (id === null) return 'no id';
  const geometry = area(item['geometry']);
  if (geometry === null) return 'no polygon';
  const when = isRecord(item['when']) ? item['when'] : {};
  const interval = Array.isArray(when['interval']) ? (when['interval'] as unknown[]) : [];
  const effective = time(interval[0]);
  const expires = time(interval[1]);
  const properties: WeatherWarningProperties = {
    id,
    effective: effective?.iso ?? null,
    expires: expires?.iso ?? null,
    effectiveMs: effective?.ms ?? null,
    expiresMs: expires?.ms ?? null,
    headLine: text(p['title']) ?? text(p['eventAwarenessName']) ?? id,
    severity: text(p['severity']),
    certainty: text(p['certainty']),
    event: text(p['event']),
    area: text(p['area']),
    description: text(p['description']),
    instruction: text(p['instruction']),
    consequences: text(p['consequences']),
    domain: domain(p['geographicDomain']),
    riskMatrixColor: text(p['riskMatrixColor']),
    awarenessLevel: text(p['awareness_level']),
    contact: text(p['contact']),
    web: text(p['web']),
    demo,
  };
  return { type: 'Feature', id, geometry, properties };
}

/**
 * Parses a `current.json` document (a string or already parsed). Throws when it is no
 * FeatureCollection, so the poller keeps its last good data; single warnings that cannot be
 * drawn or named are listed in `skipped`.
 */
export function readMetAlerts(body: unknown, demo = false): ReadWeatherWarnings {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new Error('MetAlerts did not answer JSON');
    }
  }
  if (!isRecord(parsed) || parsed['type'] !== 'FeatureCollection') {
    throw new Error('MetAlerts did not answer a GeoJSON FeatureCollection');
  }
  if (!Array.isArray(parsed['features'])) throw new Error('MetAlerts answered no features');
  const features: Feature<Polygon | MultiPolygon, WeatherWarningProperties>[] = [];
  const skipped: SkippedWeatherWarning[] = [];
  const seen = new Set<string>();
  (parsed['features'] as unknown[]).forEach((item, index) => {
    const result = normaliseMetAlert(item, demo);
    if (typeof result === 'string') {
      const p = isRecord(item) && isRecord(item['properties']) ? item['properties'] : {};
      skipped.push({ index, id: text(p['id']), reason: result });
    } else if (seen.has(result.properties.id)) {
      skipped.push({ index, id: result.properties.id, reason: 'id seen before' });
    } else {
      seen.add(result.properties.id);
      features.push(result);
    }
  });
  return { collection: { type: 'FeatureCollection', features }, skipped };
}

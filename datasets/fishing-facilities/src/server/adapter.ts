// Reads BarentsWatch FiskInfo into GeoJSON features with one property set for both
// upstreams and the gear reported in Havkart:
// - `GET …/bwapi/v1/geodata/fishingfacility` → `{updatedTimestamp, fishingFacilities: [...]}`,
//   each item with `geometry` (GeoJSON) or `geometryWKT` (field names: upstream-formats.md);
// - `GET …/bwapi/v1/lostfishingfacility/notremoved` → `[{lostMessageId, toolTypeCode,
//   lostTime, geometry}]` (unverified beyond those names; a wrapping object is accepted).
// A record that does not parse is skipped and counted, never the whole answer.
import { netLengthMetres, toolTypeOf } from '@havkart/domain';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { EXTENDED_FIELDS } from './anonymise.js';
import { parseWkt } from './wkt.js';

export interface ReadResult {
  readonly collection: FeatureCollection;
  /** Records left out because they had no usable id or geometry. */
  readonly skipped: number;
}

const GEOMETRY_TYPES = new Set(['Point', 'LineString', 'MultiPoint', 'MultiLineString', 'Polygon']);

function geometryOf(record: Record<string, unknown>): Geometry | null {
  const geometry = record['geometry'];
  if (typeof geometry === 'object' && geometry !== null) {
    const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
    if (typeof type === 'string' && GEOMETRY_TYPES.has(type) && Array.isArray(coordinates)) {
      return geometry as Geometry;
    }
    return null;
  }
  const wkt = record['geometryWKT'] ?? record['geometrywkt'];
  if (typeof wkt === 'string') {
    try {
      return parseWkt(wkt);
    } catch {
      return null;
    }
  }
  return null;
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Common properties: tool type as code and filter name, times, net length. */
function baseProperties(record: Record<string, unknown>): Record<string, unknown> {
  const code = text(record['toolTypeCode']);
  const properties: Record<string, unknown> = {
    toolTypeCode: code ?? 'UNDEFINED',
    toolType: toolTypeOf(code),
  };
  for (const key of [
    'toolTypeName',
    'setupDateTime',
    'removedDateTime',
    'lastChangedDateTime',
    'lostTime',
    'source',
    'toolColor',
  ]) {
    const value = text(record[key]);
    if (value !== null) properties[key] = value;
  }
  const count = Number(record['toolCount']);
  if (Number.isInteger(count) && count > 0) properties['toolCount'] = count;
  const netLength = netLengthMetres(record['netLength']);
  if (netLength !== null) properties['netLength'] = netLength;
  return properties;
}

function facilityFeature(record: Record<string, unknown>): Feature | null {
  const toolId = text(record['toolId']);
  const geometry = geometryOf(record);
  if (!toolId || !geometry) return null;
  const properties: Record<string, unknown> = { toolId, ...baseProperties(record) };
  for (const key of EXTENDED_FIELDS) {
    const value = text(record[key]);
    if (value !== null) properties[key] = value;
  }
  return { type: 'Feature', id: toolId, geometry, properties };
}

function lostFeature(record: Record<string, unknown>): Feature | null {
  const id = text(record['lostMessageId']) ?? text(record['toolId']);
  const geometry = geometryOf(record);
  if (!id || !geometry) return null;
  const properties = { toolId: id, lostMessageId: id, ...baseProperties(record) };
  return { type: 'Feature', id, geometry, properties };
}

function read(list: unknown[], toFeature: (r: Record<string, unknown>) => Feature | null) {
  const features: Feature[] = [];
  let skipped = 0;
  for (const record of list) {
    const feature =
      typeof record === 'object' && record !== null
        ? toFeature(record as Record<string, unknown>)
        : null;
    if (feature) features.push(feature);
    else skipped += 1;
  }
  return { collection: { type: 'FeatureCollection' as const, features }, skipped };
}

/** The fishingfacility answer; throws when it is not that document at all. */
export function readFishingFacilities(body: string): ReadResult {
  const parsed: unknown = JSON.parse(body);
  const list =
    typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)['fishingFacilities']
      : undefined;
  if (!Array.isArray(list)) throw new Error('no fishingFacilities list in the answer');
  return read(list, facilityFeature);
}

/** The notremoved answer: a list, or an object holding one. */
export function readLostFishingFacilities(body: string): ReadResult {
  const parsed: unknown = JSON.parse(body);
  let list: unknown = parsed;
  if (!Array.isArray(parsed) && typeof parsed === 'object' && parsed !== null) {
    list = Object.values(parsed).find(Array.isArray);
  }
  if (!Array.isArray(list)) throw new Error('no list of lost fishing facilities in the answer');
  return read(list, lostFeature);
}

// Alert zones (spec 02 §3, §7; spec 01 §9; checklist R21.01, R21.10, A66): what a zone is,
// which vessels its filters take, and which geometries the server accepts.
import { countryFromMmsi } from '../ais/country.js';
import { mmsiCategory, type MmsiCategory } from '../ais/mmsi-category.js';
import { shipTypeCategory, type ShipTypeCategory } from '../ais/ship-type.js';
import { POLYGON_LIMITS, polygonVertexCount } from '../geo/polygon-limits.js';

/** How often a zone's alerts are mailed (R21.10). */
export const ZONE_FREQUENCIES = ['everyUpdate', 'fourTimesDaily', 'daily', 'mondays'] as const;
export type ZoneFrequency = (typeof ZONE_FREQUENCIES)[number];

/** Which alerting base a zone belongs to (R21.01, R21.03). */
export type ZoneAccess = 'open' | 'restricted';

/** Zone names: 1–100 characters after trimming, as fleet names. */
export const ZONE_NAME_MAX_LENGTH = 100;
/** Zones one user may keep on one alerting base. */
export const MAX_ZONES_PER_USER = 50;

type Position = readonly number[];
type Ring = readonly Position[];

/** A zone's area: a GeoJSON Polygon or MultiPolygon in WGS84 longitude, latitude. */
export type ZoneGeometry =
  | { readonly type: 'Polygon'; readonly coordinates: readonly Ring[] }
  | { readonly type: 'MultiPolygon'; readonly coordinates: readonly (readonly Ring[])[] };

/** A zone as the API gives it (R21.01). Empty filter lists take every vessel. */
export interface Zone {
  readonly id: string;
  readonly name: string;
  readonly access: ZoneAccess;
  readonly geometry: ZoneGeometry;
  /** ISO 3166 alpha-2 codes of the flag states taken; empty for all. */
  readonly countryCodes: readonly string[];
  readonly mmsiCategories: readonly MmsiCategory[];
  readonly shipTypes: readonly ShipTypeCategory[];
  readonly frequency: ZoneFrequency;
  /** Whether alerts are mailed to the owner at all. */
  readonly mail: boolean;
}

/** What the zone filters need of a vessel. */
export interface ZoneVessel {
  readonly mmsi: number;
  readonly shipType: number | string | null;
  readonly countryCode?: string | null;
}

/** Whether the zone's country, MMSI-category and ship-type filters take the vessel. */
export function zoneTakesVessel(
  zone: Pick<Zone, 'countryCodes' | 'mmsiCategories' | 'shipTypes'>,
  vessel: ZoneVessel,
): boolean {
  if (zone.countryCodes.length > 0) {
    const country = vessel.countryCode ?? countryFromMmsi(vessel.mmsi);
    if (!country || !zone.countryCodes.includes(country)) return false;
  }
  if (zone.mmsiCategories.length > 0 && !zone.mmsiCategories.includes(mmsiCategory(vessel.mmsi))) {
    return false;
  }
  if (
    zone.shipTypes.length > 0 &&
    !zone.shipTypes.includes(shipTypeCategory(vessel.shipType, vessel.mmsi))
  ) {
    return false;
  }
  return true;
}

/** The polygons of a zone geometry, each as its rings. */
export function zonePolygons(geometry: ZoneGeometry): readonly (readonly Ring[])[] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

const samePosition = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

function orientation(a: Position, b: Position, c: Position): number {
  const value = (b[1]! - a[1]!) * (c[0]! - b[0]!) - (b[0]! - a[0]!) * (c[1]! - b[1]!);
  return value === 0 ? 0 : value > 0 ? 1 : 2;
}

function onSegment(a: Position, b: Position, c: Position): boolean {
  return (
    b[0]! <= Math.max(a[0]!, c[0]!) &&
    b[0]! >= Math.min(a[0]!, c[0]!) &&
    b[1]! <= Math.max(a[1]!, c[1]!) &&
    b[1]! >= Math.min(a[1]!, c[1]!)
  );
}

/** Whether segments p1–q1 and p2–q2 meet (touching counts). */
function segmentsMeet(p1: Position, q1: Position, p2: Position, q2: Position): boolean {
  const o1 = orientation(p1, q1, p2);
  const o2 = orientation(p1, q1, q2);
  const o3 = orientation(p2, q2, p1);
  const o4 = orientation(p2, q2, q1);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(p1, p2, q1)) ||
    (o2 === 0 && onSegment(p1, q2, q1)) ||
    (o3 === 0 && onSegment(p2, p1, q2)) ||
    (o4 === 0 && onSegment(p2, q1, q2))
  );
}

/**
 * Whether a closed ring crosses or touches itself away from its shared corners. Every pair of
 * edges that are not neighbours is tested: at most 1,000 corners, so at most half a million
 * pairs, once when a zone is saved.
 */
export function ringCrossesItself(ring: Ring): boolean {
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i += 1) {
    for (let j = i + 2; j < edges; j += 1) {
      // The first and last edges share the closing corner.
      if (i === 0 && j === edges - 1) continue;
      if (segmentsMeet(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) return true;
    }
  }
  return false;
}

/**
 * Why a zone geometry is refused, in English for the 400 answer on `body.geometry`; null
 * when it is a closed (Multi)Polygon whose rings have at least 4 positions, do not cross
 * themselves and hold at most the shared vertex limit together.
 */
export function zoneGeometryProblem(geometry: unknown): string | null {
  const shape = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!shape || (shape.type !== 'Polygon' && shape.type !== 'MultiPolygon')) {
    return 'must be a GeoJSON Polygon or MultiPolygon';
  }
  if (!Array.isArray(shape.coordinates) || shape.coordinates.length === 0) {
    return 'has no coordinates';
  }
  const polygons = (
    shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates
  ) as unknown[];
  let vertices = 0;
  for (const polygon of polygons) {
    if (!Array.isArray(polygon) || polygon.length === 0) return 'has a polygon without rings';
    for (const ring of polygon as unknown[]) {
      if (!Array.isArray(ring)) return 'has a ring that is not a list of positions';
      const positions = ring as unknown[];
      const valid = positions.every(
        (p) =>
          Array.isArray(p) &&
          p.length >= 2 &&
          typeof p[0] === 'number' &&
          typeof p[1] === 'number' &&
          Number.isFinite(p[0]) &&
          Number.isFinite(p[1]) &&
          Math.abs(p[0]) <= 180 &&
          Math.abs(p[1]) <= 90,
      );
      if (!valid) return 'has a position that is not a longitude and latitude';
      const typed = positions as Position[];
      if (typed.length < 4) return 'has a ring of fewer than 4 positions';
      if (!samePosition(typed[0]!, typed[typed.length - 1]!)) {
        return 'has a ring whose last position is not its first';
      }
      // Counted before the crossing test, whose cost grows with the square of a ring.
      vertices += polygonVertexCount([typed]);
      if (vertices > POLYGON_LIMITS.maxVertices) {
        return `has more than ${POLYGON_LIMITS.maxVertices} vertices`;
      }
    }
  }
  for (const polygon of polygons as Ring[][]) {
    if (polygon.some(ringCrossesItself)) return 'has a ring that crosses itself';
  }
  return null;
}

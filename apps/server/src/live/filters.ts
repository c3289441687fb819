/** Request filters of the live API, compiled once per request or stream: pure. */
import { parseIsoTime } from '@havkart/domain';
import type { PreparedPolygon } from '@havkart/domain';
import { isAxisAlignedRectangle, prepareArea, type Polygon } from './geometry.js';
import type { BBox } from './grid-index.js';
import type { LiveState } from './live-state.js';
import type { VesselRecord } from './records.js';
import { tierShows, type LiveTier } from './tiers.js';

/** The filter fields of the combined endpoints, as validated (canonical key names). */
export interface CombinedFilterInput {
  since?: string;
  mmsi?: number | number[];
  shipTypes?: (number | string)[];
  countryCodes?: string[];
  navigationalStatus?: number[];
  geometry?: Polygon;
}

export interface VesselFilter {
  tier: LiveTier;
  sinceMs: number;
  mmsi: ReadonlySet<number> | null;
  shipTypeCodes: ReadonlySet<number> | null;
  shipTypeCategories: ReadonlySet<string> | null;
  countryCodes: ReadonlySet<string> | null;
  navigationalStatus: ReadonlySet<number> | null;
  /** The requested polygon, prepared once for the stream's or request's point tests. */
  area: PreparedPolygon | null;
  /** The polygon's box, for the index; null without a polygon. */
  bbox: BBox | null;
  /** The polygon is its own box, so the box test suffices. */
  rectangle: boolean;
  /**
   * The area a restricted-AIS profile limits the caller to (its geoFilter), as a point test;
   * absent or null for no limit.
   */
  limit?: ((lon: number, lat: number) => boolean) | null;
}

/** An ISO 8601 time (`parseIsoTime`, the one rule); one without an offset is UTC. */
export function parseSince(text: string): number {
  return parseIsoTime(text) ?? -Infinity;
}

export function compileVesselFilter(input: CombinedFilterInput, tier: LiveTier): VesselFilter {
  const mmsi = input.mmsi === undefined ? null : new Set([input.mmsi].flat());
  const codes = input.shipTypes?.filter((t): t is number => typeof t === 'number') ?? [];
  const names = input.shipTypes?.filter((t): t is string => typeof t === 'string') ?? [];
  const numericNames = names.filter((t) => /^\d+$/.test(t)).map(Number);
  const categories = names.filter((t) => !/^\d+$/.test(t)).map((t) => t.toLowerCase());
  const polygon = input.geometry ?? null;
  const area = polygon ? prepareArea(polygon) : null;
  return {
    tier,
    sinceMs: input.since ? parseSince(input.since) : -Infinity,
    mmsi,
    shipTypeCodes: input.shipTypes ? new Set([...codes, ...numericNames]) : null,
    shipTypeCategories: input.shipTypes ? new Set(categories) : null,
    countryCodes: input.countryCodes
      ? new Set(input.countryCodes.map((c) => c.toUpperCase()))
      : null,
    navigationalStatus: input.navigationalStatus ? new Set(input.navigationalStatus) : null,
    area,
    bbox: area ? area.bbox : null,
    rectangle: polygon ? isAxisAlignedRectangle(polygon) : false,
  };
}

/** Whether the point lies in the filter's area (always true without one). */
export function inArea(f: VesselFilter, lon: number, lat: number): boolean {
  if (f.limit && !f.limit(lon, lat)) return false;
  if (!f.bbox) return true;
  const b = f.bbox;
  if (lon < b.west || lon > b.east || lat < b.south || lat > b.north) return false;
  return f.rectangle || f.area!.contains(lon, lat);
}

/** Every condition except `since`, the area and the tier. */
export function matchesFields(f: VesselFilter, v: VesselRecord): boolean {
  if (f.mmsi && !f.mmsi.has(v.mmsi)) return false;
  if (f.shipTypeCodes) {
    const byCode = v.shipType !== null && f.shipTypeCodes.has(v.shipType);
    if (!byCode && !f.shipTypeCategories!.has(v.shipTypeCategory)) return false;
  }
  if (f.countryCodes && (v.countryCode === null || !f.countryCodes.has(v.countryCode)))
    return false;
  if (
    f.navigationalStatus &&
    (v.navigationalStatus === null || !f.navigationalStatus.has(v.navigationalStatus))
  ) {
    return false;
  }
  return true;
}

/** Every condition except `since` and the area. */
export function matchesAttributes(f: VesselFilter, v: VesselRecord): boolean {
  return matchesFields(f, v) && tierShows(f.tier, v);
}

/** The whole filter, for one record that has a position. */
export function matchesVessel(f: VesselFilter, v: VesselRecord): boolean {
  if (v.latitude === null || v.longitude === null) return false;
  if (v.msgtimeMs < f.sinceMs) return false;
  return inArea(f, v.longitude, v.latitude) && matchesAttributes(f, v);
}

/** The vessels of the state that pass the filter, through the index when there is an area. */
export function selectVessels(state: LiveState, f: VesselFilter): VesselRecord[] {
  const out: VesselRecord[] = [];
  if (f.mmsi && f.mmsi.size < 64) {
    for (const mmsi of f.mmsi) {
      const v = state.vessels.get(mmsi);
      if (v && matchesVessel(f, v)) out.push(v);
    }
    return out;
  }
  if (f.bbox) {
    state.vesselsIn(f.bbox, (v) => {
      if (matchesVessel(f, v)) out.push(v);
    });
    return out;
  }
  for (const v of state.vessels.values()) if (matchesVessel(f, v)) out.push(v);
  return out;
}

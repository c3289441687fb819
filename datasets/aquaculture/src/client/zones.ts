// Which PD or ISA control area a site lies in: the areas are fetched when asked for (the
// details' links), and the site's point is tested against each polygon.
import type { Feature, FeatureCollection, Polygon, MultiPolygon, Position } from 'geojson';
import { ISA_ZONE_PATH, PD_ZONE_PATH } from '../manifest.js';

export type ZoneKind = 'pd' | 'isa';

/** Ray casting: whether a point lies inside a ring (the ring's edge counts either way). */
function inRing([x, y]: readonly [number, number], ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and outside its holes. */
function inPolygon(point: readonly [number, number], rings: readonly Position[][]): boolean {
  const [outer, ...holes] = rings;
  return !!outer && inRing(point, outer) && !holes.some((hole) => inRing(point, hole));
}

/** The first area holding the point, or null. */
export function zoneAt(zones: FeatureCollection, point: readonly [number, number]): Feature | null {
  for (const zone of zones.features) {
    const geometry = zone.geometry as Polygon | MultiPolygon | null;
    if (geometry?.type === 'Polygon' && inPolygon(point, geometry.coordinates)) return zone;
    if (
      geometry?.type === 'MultiPolygon' &&
      geometry.coordinates.some((polygon) => inPolygon(point, polygon))
    ) {
      return zone;
    }
  }
  return null;
}

/** The path of a kind's areas in a week (PD areas do not change by week). */
export function zonePath(kind: ZoneKind, year: number, week: number): string {
  return kind === 'pd' ? PD_ZONE_PATH : `${ISA_ZONE_PATH}/${year}/${week}`;
}

/** The name of the area of a kind holding the point; null when there is none. */
export async function findZone(
  kind: ZoneKind,
  point: readonly [number, number],
  year: number,
  week: number,
): Promise<string | null> {
  const response = await fetch(new URL(zonePath(kind, year, week), window.location.origin));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const zone = zoneAt((await response.json()) as FeatureCollection, point);
  if (!zone) return null;
  const name = zone.properties?.['name'];
  return typeof name === 'string' ? name : String(zone.id ?? '');
}

// Pure rules of favourites (spec 01 §3, §4): the record and its reading are the domain's (one
// reader shared with the server); here the changes and vessel positions.
import { vesselMmsiOf, type Favourite } from '@havkart/domain';
import type { Point } from 'geojson';

export {
  categoryOf,
  customRouteLink,
  FAVOURITE_CATEGORIES,
  parseFavourite,
  parseFavourites,
  vesselMmsiOf,
  type FavouriteCategory,
} from '@havkart/domain';

export type { Favourite } from '@havkart/domain';

/** Adds a favourite; one already holding the same value is replaced (no duplicates). */
export function addFavourite(list: readonly Favourite[], favourite: Favourite): Favourite[] {
  return [...list.filter((item) => item.value !== favourite.value), favourite];
}

/** Changes a favourite and refreshes its lastUpdated (spec 01 §4). */
export function updateFavourite(
  list: readonly Favourite[],
  id: string,
  change: Partial<Omit<Favourite, 'id' | 'lastUpdated'>>,
  now: Date,
): Favourite[] {
  return list.map((item) =>
    item.id === id ? { ...item, ...change, id, lastUpdated: now.toISOString() } : item,
  );
}

/** Counts one more visit. */
export function visitFavourite(list: readonly Favourite[], id: string): Favourite[] {
  return list.map((item) => (item.id === id ? { ...item, visits: item.visits + 1 } : item));
}

export function removeFavourite(list: readonly Favourite[], id: string): Favourite[] {
  return list.filter((item) => item.id !== id);
}

/** A vessel position as the live data path reports it. */
export interface VesselPosition {
  readonly mmsi: number;
  readonly msgtime: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/**
 * Vessel favourites moved to each newer position (spec 01 §4): a record older than the one
 * the favourite holds, or without a position, changes nothing. Returns the same list when no
 * favourite changed, so callers can skip saving.
 */
export function applyVesselPositions(
  list: readonly Favourite[],
  records: readonly VesselPosition[],
  now: Date,
): readonly Favourite[] {
  const newest = new Map<number, VesselPosition>();
  for (const record of records) {
    if (typeof record.latitude !== 'number' || typeof record.longitude !== 'number') continue;
    const held = newest.get(record.mmsi);
    if (!held || Date.parse(record.msgtime) > Date.parse(held.msgtime))
      newest.set(record.mmsi, record);
  }
  let changed = false;
  const next = list.map((item) => {
    const mmsi = item.category === 'vessel' ? vesselMmsiOf(item.value) : null;
    const record = mmsi === null ? undefined : newest.get(mmsi);
    if (!record) return item;
    const heldTime = item.data?.positionTime;
    if (typeof heldTime === 'string' && Date.parse(record.msgtime) <= Date.parse(heldTime))
      return item;
    changed = true;
    const point: Point = { type: 'Point', coordinates: [record.longitude!, record.latitude!] };
    return {
      ...item,
      data: { ...item.data, positionTime: record.msgtime },
      geometries: [point],
      lastUpdated: now.toISOString(),
    };
  });
  return changed ? next : list;
}

/** MMSIs of the vessel favourites (for the `showFavoritesOnly` filter). */
export function favouriteVesselMmsis(list: readonly Favourite[]): Set<number> {
  const mmsis = new Set<number>();
  for (const item of list) {
    const mmsi = vesselMmsiOf(item.value);
    if (mmsi !== null) mmsis.add(mmsi);
  }
  return mmsis;
}

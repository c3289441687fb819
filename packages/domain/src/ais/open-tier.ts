import { shipTypeCategory } from './ship-type.js';

/** Fishing vessels shorter than this are left out of the open tier, metres. */
export const OPEN_TIER_MIN_FISHING_LENGTH = 15;
/** Leisure craft shorter than this are left out of the open tier, metres. */
export const OPEN_TIER_MIN_LEISURE_LENGTH = 45;

export interface OpenTierVessel {
  mmsi: number;
  shipType: number | string | null;
  dimensionA: number | null;
  dimensionB: number | null;
}

/** Reported length over all (bow + stern distance), or null when either part is missing. */
export function reportedLength(v: {
  dimensionA: number | null;
  dimensionB: number | null;
}): number | null {
  if (v.dimensionA == null || v.dimensionB == null) return null;
  const length = v.dimensionA + v.dimensionB;
  return length > 0 ? length : null;
}

/**
 * Whether the open tier may show a vessel: fishing vessels under 15 m and leisure craft
 * (pleasure craft and sailing vessels) under 45 m are withheld, by reported dimensions. A
 * fishing vessel or leisure craft that reports no length is withheld too, since it cannot be
 * shown to be long enough.
 */
export function visibleInOpenTier(v: OpenTierVessel): boolean {
  const category = shipTypeCategory(v.shipType, v.mmsi);
  const limit =
    category === 'fishing'
      ? OPEN_TIER_MIN_FISHING_LENGTH
      : category === 'pleasure_craft' || category === 'sailing_vessel'
        ? OPEN_TIER_MIN_LEISURE_LENGTH
        : 0;
  if (limit === 0) return true;
  const length = reportedLength(v);
  return length !== null && length >= limit;
}

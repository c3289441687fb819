/**
 * Access tiers of the live API (spec 02 §6–7): each serves the same state with its own
 * policy. What each adds over open is listed in docs/api.md.
 */
import { visibleInOpenTier } from '@havkart/domain';
import type { VesselRecord } from './records.js';

export type LiveTier = 'open' | 'restricted' | 'arctic' | 'fiskinfo' | 'fishhealth';

/** Latitude of the 62° N line north of which the arctic tier shows every vessel. */
export const ARCTIC_LATITUDE = 62;

/** Whether a tier may show a vessel. */
export function tierShows(tier: LiveTier, v: VesselRecord): boolean {
  switch (tier) {
    case 'restricted':
      return true;
    case 'arctic':
      return (v.latitude !== null && v.latitude >= ARCTIC_LATITUDE) || visibleInOpenTier(v);
    case 'fiskinfo':
      return v.shipTypeCategory === 'fishing' || visibleInOpenTier(v);
    case 'open':
    case 'fishhealth':
      return visibleInOpenTier(v);
  }
}

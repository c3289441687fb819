import { visibleInOpenTier, type OpenTierVessel } from '@havkart/domain';
import type { RouteAccess } from '../auth/access.js';

/** The AIS tiers track calls are asked through (spec 02 §6, A22). */
export type TrackTier = 'open' | 'fiskinfo' | 'arctic' | 'fishhealth';

/** Who may ask a tier, and which vessels a tier shows. */
export interface TrackAccess {
  /** Who may call a tier's routes, as the server-wide access check reads it. */
  routeAccess(tier: TrackTier): RouteAccess;
  /** Whether the tier may show this vessel's positions. */
  visible(tier: TrackTier, mmsi: number): boolean;
}

/**
 * Every tier as the open AIS tier; the open tier leaves out the vessels the open-tier rule
 * withholds, judged by the static data `staticOf` knows (a vessel without static data is
 * shown, as the live open tier shows it).
 */
export function openTierAccess(
  staticOf: (mmsi: number) => OpenTierVessel | undefined = () => undefined,
): TrackAccess {
  return {
    routeAccess: () => 'aisOpen',
    visible: (tier, mmsi) => {
      if (tier !== 'open') return true;
      const vessel = staticOf(mmsi);
      return vessel === undefined || visibleInOpenTier(vessel);
    },
  };
}

import { APP_NAME } from '../app.js';
import type { MmsiCategory } from '../ais/mmsi-category.js';
import { SHIP_TYPE_CATEGORIES, type ShipTypeCategory } from '../ais/ship-type.js';
import type { AisSource } from '../permissions/ais-sources.js';

/**
 * One variant of the app, identified by its name (spec 01 §1, §3; checklist R27.08). The
 * name is the `{app}` of `/api/v1/spadata/{app}` and the catalogue paths, the `x-spa-name`
 * request header and the prefix of every local-storage key.
 */
export interface AppVariant {
  /** Lower-case name: path segment, header value, storage-key prefix. */
  readonly name: string;
  /** Title shown in the banner and the document title. */
  readonly title: string;
  /** Icon id the web app resolves to its own image (e.g. `nais` → the NAIS mark). */
  readonly icon: string;
  /** Whether the embed control and the `/embed/…` paths are offered (spec 01 §2). */
  readonly embeddable: boolean;
  /** Whether its embedded page shows the weekly time slider (spec 01 §2: the fish-health app). */
  readonly weeklyTimeSlider?: boolean;
  /** AIS source the variant prefers; falls back to open without the policy (spec 01 §6). */
  readonly preferredAisSource: AisSource;
  /** Whether the arctic vessel's MMSI is shown (spec 01 §6: only in the arctic app). */
  readonly exposesArcticMmsi: boolean;
  /** What the variant leaves out of the vessel filters (spec 02 §3). */
  readonly exclusions: {
    /** Ship-type categories not offered in the ship-type filter (checklist default A35). */
    readonly shipTypeCategories: readonly ShipTypeCategory[];
    /** MMSI categories not offered in the MMSI-category filter. */
    readonly mmsiCategories: readonly MmsiCategory[];
  };
}

/** Excluded in every variant (spec 02 §3). */
const ALWAYS_EXCLUDED: readonly ShipTypeCategory[] = ['wellboat', 'wing_in_ground'];

/** Excluded except in the nais and ohoi apps (spec 02 §3). */
const MINOR_CATEGORIES: readonly ShipTypeCategory[] = [
  'dredger',
  'local_vessel',
  'other',
  'pilot_vessel',
  'pleasure_craft',
  'port_tender',
  'reserved',
  'sailing_vessel',
  'special_craft',
  'unknown',
];

/** Which of the spec's exclusion rules a variant escapes. */
interface ExclusionFacts {
  /** nais, ohoi: the minor categories stay. */
  keepsMinorCategories: boolean;
  /** arcticinfo, bolgevarsel, nais, ohoi: buoy is offered, unofficial MMSIs are not. */
  showsBuoysHidesUnofficial: boolean;
}

function exclusionsOf(facts: ExclusionFacts): AppVariant['exclusions'] {
  const excluded = new Set<ShipTypeCategory>(ALWAYS_EXCLUDED);
  if (!facts.keepsMinorCategories) for (const c of MINOR_CATEGORIES) excluded.add(c);
  if (!facts.showsBuoysHidesUnofficial) excluded.add('buoy');
  return {
    // In the spec's category order, so filter lists built from it keep that order.
    shipTypeCategories: SHIP_TYPE_CATEGORIES.filter((c) => excluded.has(c)),
    mmsiCategories: facts.showsBuoysHidesUnofficial ? ['unofficial'] : [],
  };
}

const PLAIN = { keepsMinorCategories: false, showsBuoysHidesUnofficial: false };

/** The default map app: the name everything uses when no variant is chosen. */
export const DEFAULT_APP_VARIANT: AppVariant = {
  name: APP_NAME,
  title: 'Havkart',
  icon: 'havkart',
  embeddable: true,
  preferredAisSource: 'open',
  exposesArcticMmsi: false,
  exclusions: exclusionsOf(PLAIN),
};

/**
 * Every variant Havkart knows. nais: the spec's start-up configuration of the navigation app
 * (spec 02 §9: title and icon NAIS, embedding supported, preferred AIS path the AIS API).
 * The others carry the spec's per-app exclusion rules (spec 02 §3, spec 01 §6).
 */
export const APP_VARIANTS: readonly AppVariant[] = [
  DEFAULT_APP_VARIANT,
  {
    name: 'nais',
    title: 'NAIS',
    icon: 'nais',
    embeddable: true,
    preferredAisSource: 'aisApi',
    exposesArcticMmsi: false,
    exclusions: exclusionsOf({ keepsMinorCategories: true, showsBuoysHidesUnofficial: true }),
  },
  {
    name: 'ohoi',
    title: 'Ohoi',
    icon: 'havkart',
    embeddable: true,
    preferredAisSource: 'open',
    exposesArcticMmsi: false,
    exclusions: exclusionsOf({ keepsMinorCategories: true, showsBuoysHidesUnofficial: true }),
  },
  {
    name: 'arcticinfo',
    title: 'Arctic Info',
    icon: 'havkart',
    embeddable: false,
    preferredAisSource: 'arctic',
    exposesArcticMmsi: true,
    exclusions: exclusionsOf({ keepsMinorCategories: false, showsBuoysHidesUnofficial: true }),
  },
  {
    name: 'bolgevarsel',
    title: 'Bølgevarsel',
    icon: 'havkart',
    embeddable: true,
    preferredAisSource: 'open',
    exposesArcticMmsi: false,
    exclusions: exclusionsOf({ keepsMinorCategories: false, showsBuoysHidesUnofficial: true }),
  },
  {
    // The weekly fish-health app: its embed shows the week slider (spec 01 §2).
    name: 'fiskehelse',
    title: 'Fiskehelse',
    icon: 'havkart',
    embeddable: true,
    weeklyTimeSlider: true,
    preferredAisSource: 'fiskehelse',
    exposesArcticMmsi: false,
    exclusions: exclusionsOf(PLAIN),
  },
];

/** The variant called `name` (case-insensitive), or undefined for a name Havkart does not know. */
export function findAppVariant(name: string): AppVariant | undefined {
  const wanted = name.trim().toLowerCase();
  return APP_VARIANTS.find((variant) => variant.name === wanted);
}

/** Ship-type categories a variant offers in its filter, in the spec's order. */
export function offeredShipTypeCategories(variant: AppVariant): ShipTypeCategory[] {
  return SHIP_TYPE_CATEGORIES.filter((c) => !variant.exclusions.shipTypeCategories.includes(c));
}

// Aquaculture sites (spec 02 §3, R25.01–R25.04): Fiskeridirektoratet's register of sites,
// coloured by the week's fish health from BarentsWatch (disease: PD and ISA; lice against
// the limit, A42). The sites are read once; a week change fetches only the week's themes.
import type { DatasetManifest } from '@havkart/datasets-core';

export const AQUACULTURE_ID = 'aquaculture';

/** The week's fish health of every site, answered by the server (BarentsWatch's path). */
export const FISH_HEALTH_WEEK_PATH = '/api/v1/geodata/fishhealth/locality';
/** The PD control areas, and the ISA control areas of one week (BarentsWatch's paths). */
export const PD_ZONE_PATH = '/api/v1/geodata/fishhealth/pdzone';
export const ISA_ZONE_PATH = '/api/v1/geodata/fishhealth/ilaprotectionzone';

export const manifest: DatasetManifest = {
  id: AQUACULTURE_ID,
  group: 'fishery',
  name: { 'nb-NO': 'Akvakultur', 'en-US': 'Aquaculture' },
  featureKey: { field: 'loknr' },
  sources: [{ dataUrl: `/api/v1/datasets/${AQUACULTURE_ID}/geojson` }],
  // Above the spawning grounds (22) and fairways (40), under rocks (55) and the gear (64).
  mapZIndex: 52,
  baseMap: false,
  polar: false,
  zoom: { min: 3, max: 16 },
  prioritised: false,
  updateMode: 'static',
  enabledByDefault: false,
  // The fish-health app is about these sites: there they are on from the start.
  enabledByDefaultIn: ['fiskehelse'],
  accessEnabled: true,
  needsApiKey: false,
  demoData: true,
};

/** Properties of a site as served. `loknr` is the feature key and the map's feature id. */
export interface AquacultureSiteProperties {
  readonly loknr: number;
  readonly name: string;
  /** `KLARERT`, `AKTIV` … as the register writes it. */
  readonly status: string | null;
  readonly capacity: number | null;
  /** `TN` (tonnes) or `STK` (pieces). */
  readonly capacityUnit: string | null;
  readonly municipality: string | null;
  readonly placement: string | null;
}

export type DiseaseTheme = 'pd' | 'isa' | 'none';
export type LiceTheme = 'aboveLimit' | 'belowLimit' | 'unreported';

/** One site's health in one week, with the classes the themes colour it by. */
export interface SiteWeekHealth {
  readonly localityNo: number;
  readonly hasPd: boolean;
  readonly hasIla: boolean;
  readonly avgAdultFemaleLice: number | null;
  readonly hasReportedLice: boolean;
  readonly isFallow: boolean;
  /** The lice limit that applied to the site this week (A42). */
  readonly liceLimit: number;
  readonly disease: DiseaseTheme;
  readonly lice: LiceTheme;
}

/** `GET {FISH_HEALTH_WEEK_PATH}/{year}/{week}`. */
export interface FishHealthWeek {
  readonly year: number;
  readonly week: number;
  readonly localities: readonly SiteWeekHealth[];
  /** Whether this is Havkart's made-up demo week. */
  readonly demoData: boolean;
}

/** The wellboats with a fish-health track in one ISO week (the vessel-track pane's list). */
export const FISH_HEALTH_VESSELS_PATH = '/api/v1/geodata/fishhealth/vessels';

/** One vessel of `GET {FISH_HEALTH_VESSELS_PATH}/{year}/{week}`. */
export interface FishHealthVessel {
  /** The vessel's MMSI, the key of its week track (`…/fishhealth/vesseltrack/{mmsi}/…`). */
  readonly mmsi: number;
  /** The vessel's name; null when the list gives none. */
  readonly name: string | null;
}

/** `GET {FISH_HEALTH_VESSELS_PATH}/{year}/{week}`. */
export interface FishHealthVessels {
  readonly year: number;
  readonly week: number;
  readonly vessels: readonly FishHealthVessel[];
  /** Whether this is Havkart's made-up demo list. */
  readonly demoData: boolean;
}

// Node entry: aquaculture sites (demo by default, Akvakulturregisteret's ArcGIS layer when
// DATASET_AQUACULTURE_URL is set) and their fish health by ISO week (demo weeks by default,
// BarentsWatch Fish Health when DATASET_AQUACULTURE_FISHHEALTH_URL is set, with the site's
// BarentsWatch client credentials, BARENTSWATCH_CLIENT_ID and _SECRET, for its token).
import {
  arcGisPagedFetch,
  clientCredentialsFetch,
  credentialsFrom,
  CREDENTIAL_ENV_ALIASES,
  startGeoJsonDataset,
  type DatasetServerPart,
  type DatasetServices,
} from '@havkart/datasets-core/server';
import type { FeatureCollection } from 'geojson';
import type { FishHealthVessels, FishHealthWeek } from '../manifest.js';
import { manifest } from '../manifest.js';
import { demoIsaZones, demoPdZones, demoSitesBody, demoWeek } from './demo.js';
import { readSites } from './sites.js';
import { createVesselSource } from './vessels.js';
import { createWeekSource } from './week-source.js';
import { createZoneSource } from './zones.js';

export * from './sites.js';
export * from './fish-health.js';
export { readZones } from './zones.js';
export { DEMO_VESSELS, readVesselList } from './vessels.js';
export { DEMO_SITES, demoSitesBody, demoWeek, demoWeekRecords } from './demo.js';

/** The register changes as sites are cleared or closed: read twice a day. */
const DEFAULT_REFRESH_MS = 12 * 3600 * 1000;

/** What the aquaculture dataset serves besides its sites. */
export interface FishHealthServices {
  /** The fish health of every reporting site in one ISO week; rejects when none can be had. */
  week(year: number, week: number): Promise<FishHealthWeek>;
  /** The PD control areas (they do not change by week; the week is for the URL only). */
  pdZones(year: number, week: number): Promise<FeatureCollection>;
  /** The ISA control areas of one week. */
  isaZones(year: number, week: number): Promise<FeatureCollection>;
  /** The wellboats of one week for the vessel-track pane; rejects when none can be had. */
  vessels(year: number, week: number): Promise<FishHealthVessels>;
}

export type AquacultureServices = DatasetServices & { readonly fishHealth: FishHealthServices };

/** The fish-health services of a started dataset, or null for any other dataset. */
export function fishHealthServicesOf(
  services: DatasetServices | undefined,
): FishHealthServices | null {
  const candidate = services as Partial<AquacultureServices> | undefined;
  return candidate?.fishHealth ?? null;
}

export const serverPart: DatasetServerPart = {
  datasetId: manifest.id,
  envAliases: CREDENTIAL_ENV_ALIASES,
  start: async (context): Promise<AquacultureServices> => {
    const { settings, logger } = context;
    const readRegister = (body: string) => {
      const { collection, skipped } = readSites(body);
      if (skipped > 0) {
        logger.warn(`Dataset ${manifest.id}: skipped ${skipped} records that did not parse`);
      }
      return collection;
    };
    const sites = await startGeoJsonDataset(
      {
        manifest,
        demo: () => readRegister(demoSitesBody()),
        adapter: readRegister,
        defaultRefreshMs: DEFAULT_REFRESH_MS,
        wrapFetch: arcGisPagedFetch,
      },
      context,
    );
    // Fish Health is BarentsWatch's: its token, where the site has credentials.
    const credentials = credentialsFrom(settings);
    const fetch = credentials ? clientCredentialsFetch(context.fetch, credentials) : context.fetch;
    const common = { datasetId: manifest.id, fetch, logger };
    const weeks = createWeekSource({
      ...common,
      ...(settings['FISHHEALTH_URL'] ? { url: settings['FISHHEALTH_URL'] } : {}),
      demo: demoWeek,
    });
    const pd = createZoneSource({
      ...common,
      kind: 'PD',
      ...(settings['PDZONE_URL'] ? { url: settings['PDZONE_URL'] } : {}),
      demo: demoPdZones,
    });
    const isa = createZoneSource({
      ...common,
      kind: 'ISA',
      ...(settings['ISAZONE_URL'] ? { url: settings['ISAZONE_URL'] } : {}),
      demo: demoIsaZones,
    });
    const vessels = createVesselSource({
      ...common,
      ...(settings['VESSELS_URL'] ? { url: settings['VESSELS_URL'] } : {}),
    });
    return {
      ...sites,
      fishHealth: {
        week: (year, week) => weeks.week(year, week),
        pdZones: (year, week) => pd.zones(year, week),
        isaZones: (year, week) => isa.zones(year, week),
        vessels: (year, week) => vessels.vessels(year, week),
      },
    };
  },
};

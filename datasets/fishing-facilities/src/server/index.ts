// Node entry: the two gear datasets' server parts, demo gear by default, BarentsWatch
// FiskInfo when DATASET_FISHINGFACILITY_URL / DATASET_LOSTFISHINGFACILITY_URL are set
// (with BARENTSWATCH_CLIENT_ID and _SECRET for the token).
import { CREDENTIAL_ENV_ALIASES, type DatasetServerPart } from '@havkart/datasets-core/server';
import { lostManifest, manifest } from '../manifest.js';
import { readFishingFacilities, readLostFishingFacilities } from './adapter.js';
import { demoFishingFacilitiesBody, demoLostFishingFacilitiesBody } from './demo.js';
import { startGearLayer } from './gear-layer.js';

export * from './adapter.js';
export * from './anonymise.js';
export * from './gear-layer.js';
export { parseWkt } from './wkt.js';
export { demoFishingFacilitiesBody, demoLostFishingFacilitiesBody } from './demo.js';

/** Gear is set and hauled all day: the upstream is read every 10 minutes by default. */
const DEFAULT_REFRESH_MS = 10 * 60 * 1000;

export const serverPart: DatasetServerPart = {
  datasetId: manifest.id,
  envAliases: CREDENTIAL_ENV_ALIASES,
  start: (context) =>
    startGearLayer(
      {
        manifest,
        read: readFishingFacilities,
        demoBody: demoFishingFacilitiesBody,
        withExtendedView: true,
        defaultRefreshMs: DEFAULT_REFRESH_MS,
      },
      context,
    ),
};

export const lostServerPart: DatasetServerPart = {
  datasetId: lostManifest.id,
  envAliases: CREDENTIAL_ENV_ALIASES,
  start: (context) =>
    startGearLayer(
      {
        manifest: lostManifest,
        read: readLostFishingFacilities,
        demoBody: demoLostFishingFacilitiesBody,
        // The notremoved list names no vessel; what is reported here is anonymised too.
        withExtendedView: false,
        defaultRefreshMs: DEFAULT_REFRESH_MS,
      },
      context,
    ),
};

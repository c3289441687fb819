import {
  manifest as ais,
  atonManifest as aton,
  baseStationsManifest as baseStations,
} from '@havkart/dataset-ais';
import { manifest as basemap, simpleManifest as basemapSimple } from '@havkart/dataset-basemap';
import { manifest as depth } from '@havkart/dataset-depth';
import { manifest as fairways } from '@havkart/dataset-fairways';
import {
  lostManifest as lostFishingFacility,
  manifest as fishingFacility,
} from '@havkart/dataset-fishing-facilities';
import { manifest as navigationInstallations } from '@havkart/dataset-navigation-installations';
import { manifest as coastalWarnings } from '@havkart/dataset-navigational-warnings';
import {
  placeLabelsManifest as placeLabels,
  seaNamesManifest as seaNames,
  svalbardNamesManifest as svalbardNames,
} from '@havkart/dataset-place-names';
import { rasterManifests } from '@havkart/dataset-raster-maps';
import { regionManifests } from '@havkart/dataset-regions';
import { manifest as rocks } from '@havkart/dataset-rocks';
import { manifest as seaIce } from '@havkart/dataset-sea-ice';
import { manifest as spawningAreas } from '@havkart/dataset-spawning-areas';
import { manifest as aquaculture } from '@havkart/dataset-aquaculture';
import { manifest as surfaceFacilities } from '@havkart/dataset-surface-facilities';
import {
  commercialManifest as speedLimitCommercial,
  recreationalManifest as speedLimitRecreational,
} from '@havkart/dataset-speed-limits';
import {
  icingManifest as icing,
  waveForecastManifest as waveForecast,
  weatherStationsManifest as weatherStations,
  weatherWarningsManifest as weatherWarnings,
} from '@havkart/dataset-weather';
import { createDatasetRegistry } from '@havkart/datasets-core';
import { DATASET_GROUPS } from './groups.js';

export { DATASET_GROUPS } from './groups.js';

/**
 * Every dataset, checked by the registry rules when this module loads, so a bad manifest
 * stops the server and fails the build's tests rather than reaching a user. Adding a
 * dataset: its folder, and one line here.
 */
export const datasetRegistry = createDatasetRegistry({
  groups: DATASET_GROUPS,
  datasets: [
    basemap,
    basemapSimple,
    navigationInstallations,
    fairways,
    seaNames,
    svalbardNames,
    placeLabels,
    ais,
    aton,
    baseStations,
    coastalWarnings,
    depth,
    weatherStations,
    waveForecast,
    seaIce,
    icing,
    weatherWarnings,
    fishingFacility,
    lostFishingFacility,
    spawningAreas,
    aquaculture,
    rocks,
    speedLimitCommercial,
    speedLimitRecreational,
    ...regionManifests,
    ...rasterManifests,
    surfaceFacilities,
  ],
});

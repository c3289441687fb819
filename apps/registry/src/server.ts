import { serverPart as basemap } from '@havkart/dataset-basemap/server';
import { serverPart as depth } from '@havkart/dataset-depth/server';
import { serverPart as fairways } from '@havkart/dataset-fairways/server';
import {
  lostServerPart as lostFishingFacility,
  serverPart as fishingFacility,
} from '@havkart/dataset-fishing-facilities/server';
import { serverPart as navigationInstallations } from '@havkart/dataset-navigation-installations/server';
import { serverPart as coastalWarnings } from '@havkart/dataset-navigational-warnings/server';
import {
  placeLabelsServerPart as placeLabels,
  seaNamesServerPart as seaNames,
  svalbardNamesServerPart as svalbardNames,
} from '@havkart/dataset-place-names/server';
import { rasterServerParts } from '@havkart/dataset-raster-maps/server';
import { regionServerParts } from '@havkart/dataset-regions/server';
import { serverPart as rocks } from '@havkart/dataset-rocks/server';
import { serverPart as seaIce } from '@havkart/dataset-sea-ice/server';
import { serverPart as spawningAreas } from '@havkart/dataset-spawning-areas/server';
import { serverPart as aquaculture } from '@havkart/dataset-aquaculture/server';
import { serverPart as surfaceFacilities } from '@havkart/dataset-surface-facilities/server';
import {
  commercialServerPart as speedLimitCommercial,
  recreationalServerPart as speedLimitRecreational,
} from '@havkart/dataset-speed-limits/server';
import {
  waveForecastServerPart as waveForecast,
  weatherStationsServerPart as weatherStations,
  weatherWarningsServerPart as weatherWarnings,
} from '@havkart/dataset-weather/server';
import type { DatasetServerPart } from '@havkart/datasets-core/server';

/**
 * The server parts of the registered datasets (Node only: file readers, upstream adapters).
 * Adding a dataset with a server part: one line here besides its manifest's line in
 * `index.ts`; a test checks every part belongs to a registered dataset.
 */
export const datasetServerParts: readonly DatasetServerPart[] = [
  basemap,
  navigationInstallations,
  fairways,
  seaNames,
  svalbardNames,
  placeLabels,
  coastalWarnings,
  depth,
  weatherStations,
  waveForecast,
  seaIce,
  weatherWarnings,
  fishingFacility,
  lostFishingFacility,
  spawningAreas,
  aquaculture,
  rocks,
  speedLimitCommercial,
  speedLimitRecreational,
  ...regionServerParts,
  ...rasterServerParts,
  surfaceFacilities,
];

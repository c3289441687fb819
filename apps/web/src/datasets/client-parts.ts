import { clientParts as aisParts } from '@havkart/dataset-ais/client';
import { clientParts as basemapParts } from '@havkart/dataset-basemap/client';
import { clientPart as depth } from '@havkart/dataset-depth/client';
import { clientPart as fairways } from '@havkart/dataset-fairways/client';
import {
  clientPart as fishingFacility,
  lostClientPart as lostFishingFacility,
} from '@havkart/dataset-fishing-facilities/client';
import { clientPart as navigationInstallations } from '@havkart/dataset-navigation-installations/client';
import { clientPart as coastalWarnings } from '@havkart/dataset-navigational-warnings/client';
import { clientParts as placeNameParts } from '@havkart/dataset-place-names/client';
import { clientParts as rasterParts } from '@havkart/dataset-raster-maps/client';
import { clientParts as regionParts } from '@havkart/dataset-regions/client';
import { clientPart as rocks } from '@havkart/dataset-rocks/client';
import { clientPart as seaIce } from '@havkart/dataset-sea-ice/client';
import { clientPart as spawningAreas } from '@havkart/dataset-spawning-areas/client';
import { clientPart as aquaculture } from '@havkart/dataset-aquaculture/client';
import { clientPart as surfaceFacilities } from '@havkart/dataset-surface-facilities/client';
import { clientParts as speedLimitParts } from '@havkart/dataset-speed-limits/client';
import {
  icingClientPart as icing,
  provideWeatherClock,
  provideWeatherUnits,
  waveForecastClientPart as waveForecast,
  weatherStationsClientPart as weatherStations,
  weatherWarningsClientPart as weatherWarnings,
} from '@havkart/dataset-weather/client';
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { useSetting } from '../settings/settings.store.js';
import { useWeatherUnitSettings } from '../settings/weather-units.js';

// The weather views show readings in the units chosen on the settings screen.
provideWeatherUnits(useWeatherUnitSettings);
// The warning views write times in UTC or local time, as the time bar does.
provideWeatherClock(() => useSetting<boolean>('utcTime') === true);

/**
 * The client parts this build draws: adding a dataset adds its parts here. A dataset the
 * catalogue lists without a part here has no service (logged when asked for).
 */
export const CLIENT_PARTS: readonly DatasetClientPart<ComponentType<never>>[] = [
  ...basemapParts,
  navigationInstallations,
  fairways,
  ...placeNameParts,
  ...aisParts,
  coastalWarnings,
  depth,
  weatherStations,
  waveForecast,
  weatherWarnings,
  seaIce,
  icing,
  fishingFacility,
  lostFishingFacility,
  spawningAreas,
  aquaculture,
  rocks,
  ...speedLimitParts,
  ...regionParts,
  ...rasterParts,
  surfaceFacilities,
];

// The dataset framework's entry for the rest of the web app: start-up hands it the catalogue,
// the map setup hands it the composer; once it has both, the services start.
import { themes } from '@havkart/theme';
import { getI18n } from 'react-i18next';
import { apiClient } from '../api/client.js';
import {
  datasetServicesCatalogue,
  provideDatasetServices,
} from '../app/startup/dataset-services-hook.js';
import { refreshOnForecastTimeChange } from '../features/forecast-time/forecast-time.datasets.js';
import {
  fetchAheadWhilePlaying,
  viewOfMap,
  type MapViewReader,
} from '../features/forecast-time/forecast-time.prefetch.js';
import { useForecastTime } from '../features/forecast-time/forecast-time.store.js';
import { useMapStatus } from '../map/map-status.store.js';
import { useAppearance } from '../shell/appearance.store.js';
import { CLIENT_PARTS } from './client-parts.js';
import { mergeDatasetStrings } from './dataset-strings.js';
import type { DatasetComposer } from './dataset-service.js';
import { currentDepthUnit, refreshOnDepthUnitChange } from './depth-unit.js';
import { layerLanguage, refreshOnLanguageChange } from './language.js';
import { mapSettingsContext, refreshOnMapSettingChange } from './map-settings.js';
import { createLiveHost } from './live-host.js';
import { updatePeriodically } from './periodic-updates.js';
import { periodicTasks } from '../app/startup/periodic-tasks.js';
import { DatasetServices, type DatasetCatalogueInput } from './dataset-services.js';
import { useDatasetServices } from './services.store.js';
import { polarViewAtStart } from '../map/polar-projection.js';
import { onSettingChange } from '../settings/settings.store.js';

export { useDatasetServices } from './services.store.js';
export { useDatasetSettings } from './settings.store.js';
export { useDatasetFlags } from './flags.store.js';
export type { DatasetCatalogueInput } from './dataset-services.js';

/** The composer, and the map it draws on once attached (live datasets update it directly). */
let composer: (DatasetComposer & { readonly map?: unknown }) | undefined;
let pending: DatasetCatalogueInput | undefined;

function mapIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (useMapStatus.getState().loaded) return resolve();
    const stop = useMapStatus.subscribe((state) => {
      if (!state.loaded) return;
      stop();
      resolve();
    });
  });
}

function build(
  catalogue: DatasetCatalogueInput,
  target: DatasetComposer & { readonly map?: unknown },
): void {
  // The parts' texts first, so their views and filter labels never show a raw key.
  const i18n = getI18n();
  if (i18n) mergeDatasetStrings(i18n, CLIENT_PARTS);
  // Declared before use: live hosts read the dataset's filters from the services.
  let services: DatasetServices | undefined = undefined;
  services = new DatasetServices(catalogue, {
    composer: target,
    clientParts: CLIENT_PARTS,
    fetchData: (url, { apiKey }) => apiClient.get<unknown>(url, { apiKey }),
    fetchText: (url, { apiKey }) => apiClient.text(url, { apiKey }),
    layerContext: () => ({
      theme: themes[useAppearance.getState().theme],
      // i18next's own language: the page's lang attribute is set only after the switch's
      // languageChanged event, when the layers are already being rebuilt.
      language: layerLanguage(i18n?.language ?? document.documentElement.lang),
      depthUnit: currentDepthUnit(),
      origin: window.location.origin,
      selectedTime: useForecastTime.getState().selected,
      now: Date.now(),
      ...mapSettingsContext(),
    }),
    roles: () => undefined,
    whenMapIdle: mapIdle,
    reload: () => window.location.reload(),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    liveHost: (datasetId) =>
      createLiveHost(datasetId, {
        api: apiClient,
        map: () => target.map ?? null,
        filters: (id) => services?.filters(id) ?? [],
        log: console,
      }),
    log: console,
  });
  useDatasetServices.setState({ services });
  refreshOnDepthUnitChange(services);
  if (i18n) refreshOnLanguageChange(services, i18n);
  refreshOnForecastTimeChange(services);
  const all = services;
  fetchAheadWhilePlaying(
    () => all.services.values(),
    // The composer holds the MapLibre map itself; its type names only what composing needs.
    () => viewOfMap(target.map as MapViewReader | undefined),
  );
  refreshOnMapSettingChange(services);
  // The polar switch: datasets off or back on, then the page reloads (spec 02 §4).
  onSettingChange('polarView', (value) => void all.setPolar(value === true));
  updatePeriodically(all.services.values(), periodicTasks);
  // In polar view, datasets without polar support are switched off at start (R27.26, A38).
  void services.start(polarViewAtStart);
}

/**
 * Creates the dataset services for the catalogue of a successful preload (spec 01 §4 step
 * 4). Datasets reach the map once the map's composer is connected.
 */
export function createDatasetServices(catalogue: DatasetCatalogueInput): void {
  if (composer) build(catalogue, composer);
  else pending = catalogue;
}

/** Connects the map's composer; services for a catalogue that came first start now. */
export function connectDatasetComposer(target: DatasetComposer & { readonly map?: unknown }): void {
  composer = target;
  if (pending) {
    build(pending, target);
    pending = undefined;
  }
}

// Start-up may have finished its preload before this module loaded.
provideDatasetServices((catalogue) =>
  createDatasetServices(catalogue as unknown as DatasetCatalogueInput),
);
const earlier = datasetServicesCatalogue();
if (earlier) createDatasetServices(earlier as unknown as DatasetCatalogueInput);

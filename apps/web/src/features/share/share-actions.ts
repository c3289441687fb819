// The app's side of applying a share link (spec 01 §4): each step of share-apply.ts done with
// the stores it concerns. Night mode, the lock and hidden vessel marks last for the visit and
// are never saved; the view and the datasets apply as if the user chose them.
import { setVesselShareOptions, vesselHost } from '@havkart/dataset-ais/client';
import { CURRENT_PAGE } from '../../app/page-variant.js';
import type { GenericFilter } from '../../datasets/filters.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import { useDatasetSettings } from '../../datasets/settings.store.js';
import { resources } from '../../i18n/i18n.js';
import { useAppearance } from '../../shell/appearance.store.js';
import { usePanels } from '../../shell/panels.store.js';
import { showToast } from '../../shell/toasts.js';
import { lockMapForVisit } from './map-lock.js';
import type { ShareActions } from './share-apply.js';
import { isRecord, type DatasetShareConfig } from './share-values.js';

/** A filter as a dataset saves it: an object with a string id; anything else is dropped. */
function filtersOf(config: DatasetShareConfig): GenericFilter[] | undefined {
  if (!config.filters) return undefined;
  // The dataset checks each filter's value against its own definitions when it applies them.
  return config.filters.filter(
    (filter) => isRecord(filter) && typeof filter.id === 'string',
  ) as unknown as GenericFilter[];
}

async function applyDatasets(configs: Readonly<Record<string, DatasetShareConfig>>) {
  const services = useDatasetServices.getState().services;
  if (!services) return;
  const listed = new Set(Object.keys(configs));
  // The link names the layers the sharer saw: others go off (base maps only by choosing one).
  for (const service of services.services.values()) {
    if (!listed.has(service.id) && !service.dataset.baseMap && services.isEnabled(service.id)) {
      await services.setEnabled(service.id, false);
    }
  }
  for (const [id, config] of Object.entries(configs)) {
    const filters = filtersOf(config);
    if (filters) useDatasetSettings.getState().updateDataset(id, { filters });
    if (config.options)
      useDatasetSettings.getState().updateDataset(id, { options: config.options });
    await services.setEnabled(id, config.enabled);
  }
}

/** The app's route inside this page: the router follows a replaced address on popstate. */
function navigateTo(route: string): void {
  const base = CURRENT_PAGE.basename ?? '';
  const query = route.indexOf('?');
  const path = query === -1 ? route : route.slice(0, query);
  const search = query === -1 ? window.location.search : route.slice(query);
  const state: unknown = window.history.state;
  window.history.replaceState(state, '', `${base}${path}${search}${window.location.hash}`);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

function currentTexts() {
  const language = document.documentElement.lang === 'en-US' ? 'en-US' : 'nb-NO';
  return resources[language].translation.share;
}

export const liveShareActions: ShareActions = {
  // The map already opened on the link's view (map/position/map-start.ts puts a share link
  // first, and a saved view never replaces an address's own), so moving it again here, once
  // start-up is ready, would only undo a move the user made while the app loaded.
  showView: () => undefined,
  nightMode: () => useAppearance.getState().showThemeForVisit('night'),
  lockMap: lockMapForVisit,
  panels({ details, menu }) {
    const panels = usePanels.getState();
    if (details !== undefined) (details ? panels.open : panels.close)('details');
    if (menu !== undefined) (menu ? panels.open : panels.close)('menu');
  },
  hideVesselMarks: ({ distanceCircles, bearingVectors }) =>
    setVesselShareOptions({
      hideDistanceCircles: distanceCircles,
      hideBearingVectors: bearingVectors,
    }),
  datasets: (configs) => void applyDatasets(configs).catch(() => undefined),
  skippedDatasets: () => showToast({ title: currentTexts().unavailableLayers, tone: 'info' }),
  navigate: navigateTo,
  vessel(mmsi, { follow, trackHours }) {
    const host = vesselHost();
    if (follow) host?.setFollowing(mmsi, null);
    if (trackHours !== undefined) {
      const to = new Date();
      host?.showTrack(mmsi, { from: new Date(to.getTime() - trackHours * 3_600_000), to });
    }
  },
};

/** Whether the recipient may see a dataset: the catalogue lists it for them, with access. */
export function datasetAvailable(id: string): boolean {
  return useDatasetServices.getState().services?.services.has(id) === true;
}

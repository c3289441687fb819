// The search box's sources, loaded once per page when the first search is sent: place names
// (the app configuration says which service), the weather stations, then each dataset's
// `searchSource`.
import type { DatasetSearchHost } from '@havkart/datasets-core/client';
import { placeNameSearchSource } from '@havkart/dataset-place-names/search';
import type { ApiClient } from '../../api/api-client.js';
import { useStartup } from '../../app/startup/startup.store.js';
import { CLIENT_PARTS } from '../../datasets/client-parts.js';
import { restrictedAis } from '../../datasets/live-host.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import { SearchSourceRegistry } from './registry.js';
import { searchableParts } from './searchable-parts.js';
import {
  WEATHER_STATIONS_DATASET,
  weatherStationSearchSource,
} from './sources/weather-stations.js';

/** How a place type reads now; the box sets it to the interface language's words. */
let typeName: (type: string) => string = (type) => type;
export function setPlaceTypeNames(name: (type: string) => string): void {
  typeName = name;
}

/** GET with the app's headers and token; the restricted profile as the live datasets ask it. */
export function searchHost(api: ApiClient): DatasetSearchHost {
  return {
    get: (path, signal) => api.get<unknown>(path, { signal }),
    restrictedAis: () => restrictedAis(api),
  };
}

let registry: Promise<SearchSourceRegistry> | undefined;

/**
 * Which datasets this visitor's catalogue holds, once start-up has ended: an app variant
 * without AIS (or a user not allowed it) gets no vessel source, and a failed start-up none
 * that a dataset gives.
 */
function catalogueHolds(): Promise<(datasetId: string) => boolean> {
  return new Promise((resolve) => {
    const answer = () => {
      const { phase } = useStartup.getState();
      if (phase === 'loading') return false;
      const services = useDatasetServices.getState().services;
      resolve((id) => services?.services.has(id) ?? false);
      return true;
    };
    if (answer()) return;
    const stop = useStartup.subscribe(() => {
      if (answer()) stop();
    });
  });
}

export function searchSources(host: DatasetSearchHost): Promise<SearchSourceRegistry> {
  registry ??= (async () => {
    const sources = new SearchSourceRegistry();
    const signal = new AbortController().signal;
    const places = placeNameSearchSource(
      () => useStartup.getState().placeSearchSource,
      (type) => typeName(type),
    );
    await sources.addAfterPreload(places, host, signal);
    const holds = await catalogueHolds();
    if (holds(WEATHER_STATIONS_DATASET)) {
      await sources.addAfterPreload(weatherStationSearchSource, host, signal);
    }
    const loaded = await Promise.allSettled(
      searchableParts(CLIENT_PARTS, holds).map((part) => part.searchSource!()),
    );
    for (const outcome of loaded) {
      if (outcome.status === 'fulfilled')
        await sources.addAfterPreload(outcome.value, host, signal);
      else console.warn('A search source could not be loaded', outcome.reason);
    }
    return sources;
  })();
  return registry;
}

// What a live dataset's part runs against (spec 02 §4): the map, the app's API client for
// latest calls and streams (headers, bearer token), the user's settings and the dataset's
// filters. Built per dataset by the service host; the part never reaches into the app.
import type { DatasetLiveHost } from '@havkart/datasets-core/client';
import { hasRestrictedAis, type RestrictedAisProfile } from '@havkart/domain';
import { themes } from '@havkart/theme';
import type { ApiClient } from '../api/api-client.js';
import { useStartup } from '../app/startup/startup.store.js';
import { isOnline, useNetwork } from '../network/network.store.js';
import { effectiveSetting } from '../settings/definitions.js';
import { useSettings } from '../settings/settings.store.js';
import { useAppearance } from '../shell/appearance.store.js';
import type { GenericFilter } from './filters.js';
import { filterRequestBody } from './filters.js';
import { useDatasetSettings } from './settings.store.js';

export interface LiveHostDeps {
  readonly api: ApiClient;
  /** The map the composer draws on, null before it exists. */
  map(): unknown;
  /** The dataset's filters as the user has them (saved, else the part's defaults). */
  filters(datasetId: string): readonly GenericFilter[];
  readonly log: Pick<Console, 'warn' | 'error'>;
}

/** The restricted-AIS answer, asked once per page and only when signed in. */
let restricted: Promise<boolean> | undefined;

export function restrictedAis(api: ApiClient): Promise<boolean> {
  if (!useStartup.getState().signedIn) return Promise.resolve(false);
  restricted ??= api
    .get<RestrictedAisProfile | undefined>('/live/v1/user/userpermissions/')
    .then((profile) => hasRestrictedAis(profile ?? null))
    .catch(() => false);
  return restricted;
}

export function createLiveHost(datasetId: string, deps: LiveHostDeps): DatasetLiveHost {
  const { api } = deps;
  return {
    datasetId,
    map: () => deps.map(),
    mapId: (key) => `${datasetId}:${key}`,
    post: (path, body, signal) => api.post<unknown>(path, body, { signal }),
    postText: (path, body, signal) => api.text(path, { method: 'POST', json: body, signal }),
    stream: (path, body, onEvent, signal) =>
      api.stream(
        path,
        { onEvent: (event) => onEvent(event.event, event.data) },
        {
          json: body,
          signal,
        },
      ),
    filterBody: () => filterRequestBody(deps.filters(datasetId)),
    // Copies: a plain object type reads as the contract's open record.
    filters: () => deps.filters(datasetId).map((filter) => ({ ...filter })),
    setting: (id) => effectiveSetting(id, useSettings.getState().values),
    theme: () => themes[useAppearance.getState().theme],
    restrictedAis: () => restrictedAis(api),
    // Offline (manual mode or no network) the live parts pause (spec 01 §4).
    online: () => isOnline(useNetwork.getState()),
    onChange(listener) {
      const stops = [
        useSettings.subscribe(listener),
        useDatasetSettings.subscribe(listener),
        useAppearance.subscribe(listener),
        useNetwork.subscribe(listener),
      ];
      return () => stops.forEach((stop) => stop());
    },
    log: deps.log,
  };
}

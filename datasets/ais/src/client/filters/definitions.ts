// The vessel filters of spec 02 §3 in the dataset framework's shape. Filters the live API
// understands carry its field name as `queryKey` (docs/api.md: countryCodes, mmsi,
// navigationalStatus, shipTypes); the rest are applied in the browser (`vesselMatches`) and
// are marked `excludeFromQuery`, since they depend on the user's settings and favourites.
import type { DatasetFilterDefinition } from '@havkart/datasets-core/client';

/** Name of the vessel filter pane in the client part's `filterPanes`. */
export const VESSEL_FILTER_PANE = 'vesselFilterPane';

/** The filter ids of spec 02 §3. */
export const VESSEL_FILTER_IDS = [
  'countryIds',
  'hideOldAis',
  'maxAge',
  'mmsis',
  'navigationalStatus',
  'officialMmsiFilters',
  'shipTypeCategories',
  'showFavoritesOnly',
] as const;

export type VesselFilterId = (typeof VESSEL_FILTER_IDS)[number];

/** The extra ship-type option for every category the app does not list (spec 02 §3, A35). */
export const ALL_OTHER = 'all_other';

const label = (id: VesselFilterId) => `datasets.ais.filter.${id}`;

const list = (id: VesselFilterId, queryKey: string, excludeFromQuery = false) =>
  ({
    id,
    kind: 'static',
    queryKey,
    multiple: true,
    defaultValue: [],
    labelKey: label(id),
    component: VESSEL_FILTER_PANE,
    ...(excludeFromQuery ? { excludeFromQuery } : {}),
  }) as const satisfies DatasetFilterDefinition;

/**
 * The vessel filters. `hideOldAis` and `showFavoritesOnly` hold their on/off state in the
 * value (the framework starts every filter inactive, and hideOldAis is on by default), so
 * an inactive one means its default (`effectiveVesselFilters`).
 */
export const vesselFilters: readonly DatasetFilterDefinition[] = [
  list('countryIds', 'countryCodes'),
  {
    id: 'hideOldAis',
    kind: 'static',
    queryKey: 'hideOldAis',
    excludeFromQuery: true,
    defaultValue: true,
    labelKey: label('hideOldAis'),
    component: VESSEL_FILTER_PANE,
  },
  {
    // The lower msgtime bound: now minus the old-AIS threshold, recomputed every 30 min.
    id: 'maxAge',
    kind: 'static',
    queryKey: 'maxAge',
    excludeFromQuery: true,
    defaultValue: null,
    labelKey: label('maxAge'),
    component: VESSEL_FILTER_PANE,
  },
  list('mmsis', 'mmsi'),
  list('navigationalStatus', 'navigationalStatus'),
  list('officialMmsiFilters', 'officialMmsiFilters', true),
  list('shipTypeCategories', 'shipTypes'),
  {
    id: 'showFavoritesOnly',
    kind: 'static',
    queryKey: 'showFavoritesOnly',
    excludeFromQuery: true,
    defaultValue: false,
    labelKey: label('showFavoritesOnly'),
    component: VESSEL_FILTER_PANE,
  },
];

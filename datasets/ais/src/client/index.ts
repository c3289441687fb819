// The client parts of the vessels and the aids-to-navigation datasets: layers for the map
// composer; the live data path (./live) keeps their sources current.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { atonManifest, manifest } from '../manifest.js';
import { ATON_STRINGS, atonDetails, atonFilterPanes, atonFilters } from './aton/index.js';
import { FILTER_STRINGS, filterPanes, vesselFilters } from './filters/index.js';
import { LEGEND_STRINGS } from './legend/strings.js';
import { baseStationsClientPart } from './base-stations/index.js';
import { atonLive, vesselLive } from './live/live-parts.js';
import {
  ATON_POPUP_STRINGS,
  atonListItem,
  atonPopup,
  VESSEL_POPUP_STRINGS,
  vesselListItem,
  vesselPopup,
} from './popup/index.js';
import { atonLayers, vesselLayers } from './render/layers.js';

export { atonLayers, vesselLayers, ATON_SOURCE, VESSEL_SOURCE } from './render/layers.js';

// The icon drawings, for legends and the icon sheet of the browser tests.
export { ICON_KINDS, iconPalette, iconSvg } from './icons/index.js';
export { ATON_ICON_KINDS, atonIconSvg } from './aton/index.js';

export * from './details/index.js';
// The newest held record of a vessel or an aid, for places that follow one (a pinned popup)
// or move the map to one (a link to `/ais/{mmsi}` or `/aton/{mmsi}`).
export { liveAid, liveVessel, onAidsChange } from './popup/live-records.js';
export * from './tracks/index.js';
// What a share link hides of the vessels for the visit it opened (spec 01 §3, §4).
export { setVesselShareOptions, type VesselShareOptions } from './live/share-options.js';
export { followAlerts } from './live/alerts-part.js';
export type { StreamTransport } from './live/stream-connection.js';

export const clientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: manifest.id,
  layers: vesselLayers,
  live: vesselLive,
  filters: vesselFilters,
  filterPanes,
  // Filter labels (labelKey datasets.ais.filter.*) and popup texts in both languages.
  strings: {
    'nb-NO': {
      ...FILTER_STRINGS['nb-NO'],
      ...VESSEL_POPUP_STRINGS['nb-NO'],
      ...LEGEND_STRINGS['nb-NO'],
    },
    'en-US': {
      ...FILTER_STRINGS['en-US'],
      ...VESSEL_POPUP_STRINGS['en-US'],
      ...LEGEND_STRINGS['en-US'],
    },
  },
  // The track line, or its speed colours while tracks are coloured by speed.
  legend: () => import('./legend/VesselLegend.js'),
  popup: vesselPopup,
  listItem: vesselListItem,
  // A vessel outside the loaded set is fetched by its MMSI (spec 02 §7).
  details: () => import('./details/VesselDetails.js'),
  detailsFindFeature: true,
  // Vessels by name, MMSI, call sign or IMO in the search box (spec 02 §7).
  searchSource: () => import('./search/index.js').then((module) => module.vesselSearchSource),
};

export const atonClientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: atonManifest.id,
  layers: atonLayers,
  live: atonLive,
  details: atonDetails,
  // Opened by its address, the aid arrives with the live data after the view shows.
  detailsFindFeature: true,
  filters: atonFilters,
  filterPanes: atonFilterPanes,
  strings: {
    'nb-NO': { ...ATON_STRINGS['nb-NO'], ...ATON_POPUP_STRINGS['nb-NO'] },
    'en-US': { ...ATON_STRINGS['en-US'], ...ATON_POPUP_STRINGS['en-US'] },
  },
  popup: atonPopup,
  listItem: atonListItem,
  // Every aid symbol, named by its type.
  legend: () => import('./legend/AtonLegend.js'),
};

/** Both parts, for the web app's list of client parts. */
export const clientParts = [clientPart, atonClientPart, baseStationsClientPart] as const;

// The navigation installations dataset: fixed and floating seamarks, lights and their
// sectors (spec 02 §3), shared by the server (tiles) and the web app (layers, routes).
import { type DatasetManifest, servedGeoJsonManifest } from '@havkart/datasets-core';

export const NAVIGATION_INSTALLATIONS_ID = 'navigationinstallations';

/** Seamarks are drawn from this zoom (spec 02 §9); tiles exist from it too. */
export const SEAMARK_MIN_ZOOM = 9;

/** Highest zoom tiles are cut for; the map overzooms past it. */
export const NAVIGATION_INSTALLATIONS_MAX_ZOOM = 14;

/** Kind of a feature, and the prefix of its route `featureId` (spec 02 §2). */
export const INSTALLATION_KINDS = {
  fixed: 'fxd',
  floating: 'flt',
  light: 'lgt',
} as const;

export type InstallationKind = keyof typeof INSTALLATION_KINDS;

/**
 * Light colour codes of the tiles (spec 02 §3): 1 white, 2 red, 3 yellow, 4 green. Any
 * other value, or none, is a light without a colour, which is not drawn.
 */
export const LIGHT_COLOURS = { 1: 'white', 2: 'red', 3: 'yellow', 4: 'green' } as const;

export type LightColourCode = keyof typeof LIGHT_COLOURS;

/** `lightclassification` of a floodlight, which is never drawn as a light (spec 02 §5). */
export const FLOODLIGHT_CLASSIFICATION = 4;

export const manifest: DatasetManifest = servedGeoJsonManifest({
  id: NAVIGATION_INSTALLATIONS_ID,
  group: 'navigation',
  name: { 'nb-NO': 'Navigasjonsinstallasjoner', 'en-US': 'Navigation installations' },
  featureKey: { field: 'globalid', prefixes: Object.values(INSTALLATION_KINDS) },
  // GeoJSON, so the web app finds a routed feature in the data; tiles are served as well.
  mapZIndex: 60,
  zoom: { min: SEAMARK_MIN_ZOOM, max: NAVIGATION_INSTALLATIONS_MAX_ZOOM },
});

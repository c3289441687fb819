import type { DatasetManifest } from '@havkart/datasets-core';

/** Sea place-name types (spec 02 §3), in the service's camelCase codes. */
export const SEA_NAME_TYPES = [
  'vikISjø',
  'holmeISjø',
  'øyISjø',
  'sundISjø',
  'skjærISjø',
  'grunneISjø',
  'bakkeISjø',
  'klakkISjø',
  'fjord',
  'sjøstykke',
  'havområde',
  'havdyp',
] as const;
export type SeaNameType = (typeof SEA_NAME_TYPES)[number];

/** Svalbard and Jan Mayen terrain forms (spec 02 §3). */
export const SVALBARD_TERRAIN_FORMS = [
  'ocean',
  'territory',
  'bank',
  'fiord',
  'submarine channel',
  'settlement',
  'historic settlement',
  'island',
  'strait/sound',
  'shoal/reef',
  'bay',
  'lake',
  'area',
  'shore/coast',
  'peninsula',
  'point',
  'mountain',
  'plain/plateau',
  'valley',
  'river',
  'pass',
  'slope',
  'moraine',
  'hill',
  'cliff',
  'cairn',
  'build cluster',
  'ice dome',
  'glacier',
] as const;
export type SvalbardTerrainForm = (typeof SVALBARD_TERRAIN_FORMS)[number];

/** Zooms the sea names are drawn at (spec 02 §9); their tiles go one further, to 15. */
export const SEA_NAME_ZOOMS = { min: 7, max: 14, sourceMax: 15 } as const;
/** Zooms the Svalbard/Jan Mayen names are drawn at (spec 02 §9). */
export const SVALBARD_NAME_ZOOMS = { min: 2.2, max: 10 } as const;

const common = {
  group: 'placenames',
  baseMap: false,
  prioritised: false,
  updateMode: 'static',
  enabledByDefault: true,
  accessEnabled: true,
  needsApiKey: false,
  demoData: true,
} as const;

/** Sea and fjord names along the Norwegian coast. */
export const seaNamesManifest: DatasetManifest = {
  ...common,
  id: 'seanames',
  name: { 'nb-NO': 'Stedsnavn i sjø', 'en-US': 'Sea place names' },
  featureKey: { field: 'id' },
  sources: [{ dataUrl: '/api/v1/datasets/seanames/geojson' }],
  mapZIndex: 90,
  polar: false,
  // Small enough to send whole: the web app finds a route's feature in it. Its source and
  // the tiles cut from it stop at zoom 15.
  zoom: { min: SEA_NAME_ZOOMS.min, max: SEA_NAME_ZOOMS.sourceMax },
};

/** Place names of Svalbard and Jan Mayen. */
export const svalbardNamesManifest: DatasetManifest = {
  ...common,
  id: 'svalbardnames',
  name: { 'nb-NO': 'Stedsnavn Svalbard og Jan Mayen', 'en-US': 'Svalbard and Jan Mayen names' },
  featureKey: { field: 'id' },
  sources: [{ dataUrl: '/api/v1/datasets/svalbardnames/geojson' }],
  mapZIndex: 91,
  polar: true,
  zoom: { min: Math.floor(SVALBARD_NAME_ZOOMS.min), max: SVALBARD_NAME_ZOOMS.max },
};

/**
 * Zooms the town and harbour labels are drawn at: from 7, where the coast's towns become
 * places to steer for; the GeoJSON tiles stop at 14 and over-zoom beyond.
 */
export const PLACE_LABEL_ZOOMS = { min: 7, max: 14 } as const;

/**
 * Towns and harbours (GeoNames populated places, the index the place search ships) as map
 * labels. Real places, not demo data: the shipped index is GeoNames cities1000.
 */
export const placeLabelsManifest: DatasetManifest = {
  ...common,
  id: 'placelabels',
  name: { 'nb-NO': 'Byer og havner', 'en-US': 'Towns and harbours' },
  featureKey: { field: 'id' },
  sources: [{ dataUrl: '/api/v1/datasets/placelabels/geojson' }],
  mapZIndex: 92,
  polar: false,
  zoom: { min: PLACE_LABEL_ZOOMS.min, max: PLACE_LABEL_ZOOMS.max },
  demoData: false,
};

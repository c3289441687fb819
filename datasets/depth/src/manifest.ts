// Depth: depth areas, depth curves and soundings (spec 02 §3: depth in metres), served as
// vector tiles (spec 02 §7). Shared by the server (tiles) and the web app (layers, legend).
import type { DatasetManifest } from '@havkart/datasets-core';

export const DEPTH_ID = 'depth';

/** Source layer name inside the tiles (the dataset id, as every tiled dataset here). */
export const DEPTH_SOURCE_LAYER = DEPTH_ID;

/** Depth curves are drawn from zoom 6, depth numbers from zoom 9 (spec 02 §9). */
export const DEPTH_CURVE_MIN_ZOOM = 6;
export const DEPTH_NUMBER_MIN_ZOOM = 9;

/** Highest zoom tiles are cut for; the map over-zooms past it. */
export const DEPTH_TILE_MAX_ZOOM = 13;

/** Lower limits of the depth areas, metres: 0–5, 5–10, …, 200 and deeper. */
export const DEPTH_AREA_STEPS = [0, 5, 10, 20, 50, 100, 200] as const;
/** Depths drawn as curves, metres. */
export const DEPTH_CURVES = [5, 10, 20, 50, 100, 200] as const;

/** Kinds of depth feature in the tiles (`kind`), each with `depth` in metres. */
export type DepthFeatureKind = 'area' | 'curve' | 'sounding';

/** The user's depth unit as the layer context names it (spec 01 §9: m or fathom). */
export type DepthUnit = 'meters' | 'fathoms';

/** Metres per fathom (spec 02 §9). */
export const METRES_PER_FATHOM = 1.8288;

/**
 * A depth in the user's unit (spec 02 §9): metres as they are, or fathoms = metres ÷ 1.8288
 * rounded to one decimal (10 m → 5.5).
 */
export function depthInUnit(metres: number, unit: DepthUnit): number {
  return unit === 'fathoms' ? Math.round((metres / METRES_PER_FATHOM) * 10) / 10 : metres;
}

export const manifest: DatasetManifest = {
  id: DEPTH_ID,
  group: 'navigation',
  name: { 'nb-NO': 'Dybde', 'en-US': 'Depth' },
  featureKey: null,
  sources: [{ dataUrl: `/tiles/${DEPTH_ID}/{z}/{x}/{y}.pbf` }],
  mapZIndex: 25,
  baseMap: false,
  polar: false,
  zoom: { min: DEPTH_CURVE_MIN_ZOOM, max: DEPTH_TILE_MAX_ZOOM },
  prioritised: false,
  updateMode: 'static',
  enabledByDefault: false,
  accessEnabled: true,
  needsApiKey: false,
  demoData: true,
};

// Applying a share link (spec 01 §4; checklist R19.15–R19.17): after the user data, in the
// spec's order — view (centre and zoom win over bounds), night mode, locked map, panels,
// hidden distance circles and bearing vectors, datasets, then the route — and only the parts
// whose option is set. The actions do the work; this decides what and in which order.
import type { LngLatBounds, LonLat } from '@havkart/domain';
import { shareCamera } from './share-config.js';
import type { DatasetShareConfig, ShareConfig } from './share-values.js';

export interface ShareActions {
  showView(camera: { center: LonLat; zoom: number } | { bounds: LngLatBounds }): void;
  /** Night mode on for this visit; never saved. */
  nightMode(): void;
  /** Every gesture and key off, zoom, rotate and locate buttons hidden (R19.16). */
  lockMap(): void;
  panels(open: { details?: boolean; menu?: boolean }): void;
  hideVesselMarks(hide: { distanceCircles: boolean; bearingVectors: boolean }): void;
  /** Datasets as if the user chose them; only those the recipient may see are handed over. */
  datasets(configs: Readonly<Record<string, DatasetShareConfig>>): void;
  /** Dataset ids in the link the recipient may not see. */
  skippedDatasets(ids: readonly string[]): void;
  navigate(route: string): void;
  /** Old-style only: follow the linked vessel, or show its track over `hours` (A43). */
  vessel(mmsi: number, asked: { follow?: boolean; trackHours?: number }): void;
}

/** Applies `config`; `available` says which dataset ids the recipient may see. */
export function applyShareConfig(
  config: ShareConfig,
  actions: ShareActions,
  available: (datasetId: string) => boolean,
): void {
  const { options, state } = config;
  const camera = shareCamera(config);
  if (camera) actions.showView(camera);
  if (options.useNightMode) actions.nightMode();
  if (options.nonInteractiveMap) actions.lockMap();
  if (options.useUiState && (state.detailsOpen !== undefined || state.menuOpen !== undefined)) {
    actions.panels({
      ...(state.detailsOpen !== undefined ? { details: state.detailsOpen } : {}),
      ...(state.menuOpen !== undefined ? { menu: state.menuOpen } : {}),
    });
  }
  if (options.hideDistanceCircles || options.hideBearingVectors) {
    actions.hideVesselMarks({
      distanceCircles: options.hideDistanceCircles,
      bearingVectors: options.hideBearingVectors,
    });
  }
  if (options.useDatasetConfig) {
    const ids = Object.keys(state.datasetConfigs);
    const skipped = ids.filter((id) => !available(id));
    const kept = Object.fromEntries(
      Object.entries(state.datasetConfigs).filter(([id]) => available(id)),
    );
    actions.datasets(kept);
    if (skipped.length > 0) actions.skippedDatasets(skipped);
  }
  if (state.route) actions.navigate(state.route);
  // What an old-style link asks of the vessel it selects, once its details are open.
  const mmsi = /^\/(?:ais|vessel)\/(\d{1,9})$/.exec(state.route ?? '')?.[1];
  const { trackSelectedFeature, aisTrackInterval, hideAisTrack } = config.extras;
  const trackHours = hideAisTrack === true ? undefined : aisTrackInterval;
  if (mmsi && (trackSelectedFeature === true || trackHours !== undefined)) {
    actions.vessel(Number(mmsi), {
      ...(trackSelectedFeature === true ? { follow: true } : {}),
      ...(trackHours !== undefined ? { trackHours } : {}),
    });
  }
}

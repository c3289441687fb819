// Map features that are no dataset's, such as favourites, open their popups through the same
// popups as the datasets' features: a source names its features by a pseudo dataset id,
// finds them under a click and draws the popup's title and body. Sources register at
// start-up, before the first click, so the popups read this list as it stands.
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { ComponentType } from 'react';
import type { PopupHit } from './popup-rules.js';

export interface PopupSource {
  /** The `datasetId` its hits carry; no dataset has it. */
  readonly id: string;
  /** Its feature under a point of the map (CSS pixels), if any. */
  hitAt(map: MapLibreMap, point: { x: number; y: number }): PopupHit | undefined;
  /** The popup's title text. */
  readonly Title: ComponentType<{ hit: PopupHit }>;
  /** The popup's body; it may be lazy (the popup waits for it in Suspense). */
  readonly Body: ComponentType<{ hit: PopupHit; onClose(): void }>;
}

const sources = new Map<string, PopupSource>();

/** Adds a popup source; returns what removes it. */
export function registerPopupSource(source: PopupSource): () => void {
  sources.set(source.id, source);
  return () => {
    if (sources.get(source.id) === source) sources.delete(source.id);
  };
}

/** The source of a hit, when it is no dataset's feature. */
export function popupSourceOf(hit: Pick<PopupHit, 'datasetId'>): PopupSource | undefined {
  return sources.get(hit.datasetId);
}

/** The sources' features under a point of the map. */
export function sourceHitsAt(map: MapLibreMap, point: { x: number; y: number }): PopupHit[] {
  return [...sources.values()].flatMap((source) => source.hitAt(map, point) ?? []);
}

// The part of MapLibre's map the live data path drives, typed structurally so this package
// needs no MapLibre dependency; the web app's map fits it.
import type { Feature, FeatureCollection } from 'geojson';

export interface GeoJsonDiff {
  readonly add?: Feature[];
  readonly remove?: (string | number)[];
  readonly removeAll?: boolean;
}

export interface LiveGeoJsonSource {
  updateData(diff: GeoJsonDiff): unknown;
  setData(data: FeatureCollection): unknown;
}

export interface LiveMapBounds {
  getWest(): number;
  getSouth(): number;
  getEast(): number;
  getNorth(): number;
}

export interface LiveMap {
  getSource(id: string): unknown;
  getLayer(id: string): unknown;
  getZoom(): number;
  getBounds(): LiveMapBounds;
  on(type: string, listener: () => void): unknown;
  off(type: string, listener: () => void): unknown;
  setLayerZoomRange(id: string, minzoom: number, maxzoom: number): unknown;
  setLayoutProperty(id: string, name: string, value: unknown): unknown;
  hasImage(id: string): boolean;
  addImage(
    id: string,
    image: { width: number; height: number; data: Uint8Array | Uint8ClampedArray },
    options?: { pixelRatio?: number },
  ): void;
  removeImage(id: string): void;
}

export function isGeoJsonSource(source: unknown): source is LiveGeoJsonSource {
  return (
    typeof source === 'object' &&
    source !== null &&
    typeof (source as LiveGeoJsonSource).updateData === 'function'
  );
}

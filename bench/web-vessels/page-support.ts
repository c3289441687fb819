// Shared parts of the benchmark pages: the deterministic fleet, percentiles, render timing,
// and the vessel map (GeoJSON layers of the app plus the custom vessel layer).
import * as maplibregl from 'maplibre-gl';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapTheme } from '@havkart/theme';
import type { VesselRecord } from '../../datasets/ais/src/client/live/records.js';
import { vesselLayers } from '../../datasets/ais/src/client/render/layers.js';

/** A small deterministic random source, so every path moves the same vessels. */
export function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

export function record(mmsi: number, rnd: () => number, time: number, box: Box): VesselRecord {
  return {
    mmsi,
    msgtime: new Date(time).toISOString(),
    longitude: box.west + rnd() * (box.east - box.west),
    latitude: box.south + rnd() * (box.north - box.south),
    courseOverGround: rnd() * 360,
    trueHeading: Math.floor(rnd() * 360),
    speedOverGround: rnd() * 20,
    shipType: 60 + Math.floor(rnd() * 30),
    name: `VESSEL ${mmsi}`,
    dimensionA: 40,
    dimensionB: 10,
    dimensionC: 6,
    dimensionD: 6,
  };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** Times every main-thread render of the map (MapLibre's frame function). */
export function timeRenders(map: MapLibreMap) {
  const target = map as unknown as { _render(t: number): unknown };
  const original = target._render.bind(map);
  const state = { busy: 0, frames: 0 };
  target._render = (t: number) => {
    const start = performance.now();
    const result = original(t);
    state.busy += performance.now() - start;
    state.frames++;
    return result;
  };
  return state;
}

/** Layers of today's GeoJSON path in the page (positions, vectors, hulls). */
export const GEOJSON_LAYERS = ['ais:hull-fill', 'ais:hull-line', 'ais:vectors', 'ais:positions'];

/** A map with the app's vessel sources and layers (labels left out) over plain water. */
export async function vesselMap(theme: MapTheme, options: Partial<maplibregl.MapOptions>) {
  maplibregl.setWorkerUrl('/maplibre/maplibre-gl-worker.mjs');
  const built = vesselLayers({
    theme,
    language: 'en-US' as const,
    depthUnit: 'meters' as const,
    options: {},
    dataUrl: '',
    origin: location.origin,
  });
  const map = new maplibregl.Map({
    container: 'map',
    style: {
      version: 8,
      sources: Object.fromEntries(
        Object.entries(built.sources).map(([key, source]) => [`ais:${key}`, source]),
      ) as never,
      layers: [
        { id: 'water', type: 'background', paint: { 'background-color': theme.water } },
        ...built.layers
          .filter((l) => l.layer.type !== 'symbol' || l.role === 'positions')
          .map((l) => ({ ...l.layer, id: `ais:${l.role}`, source: `ais:${l.sourceKey}` }) as never),
      ],
    },
    fadeDuration: 0,
    attributionControl: false,
    ...options,
  });
  await map.once('load');
  return map;
}

/** Premultiplied RGBA 0…1 of a #rrggbb colour. */
export function rgba(hex: string): [number, number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255, 1];
}

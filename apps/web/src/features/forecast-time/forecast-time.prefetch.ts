// While the time bar plays, the next step's tiles are fetched as soon as a step is shown
// (spec 02 §4: "next tiles fetched ahead"), so the server has cut them and the frame that
// shows the next hour only revalidates tiles the browser already holds.
import type { CatalogueDataset } from '@havkart/datasets-core';
import { steppedForecastTime } from '@havkart/domain';
import { isTileTemplate } from '../../datasets/map-descriptor.js';
import { tilesForBounds, tileUrl, type Bounds } from '../../offline/tiles.js';
import { useForecastTime } from './forecast-time.store.js';

/**
 * Tiles fetched ahead per dataset at most: a view wider than this at its zoom (a large
 * screen) gets no fetching ahead rather than a burst the step would not wait for anyway.
 */
export const FETCH_AHEAD_MAX_TILES = 64;

export interface MapViewNow {
  readonly bounds: Bounds;
  readonly zoom: number;
}

/** What fetching ahead reads of a MapLibre map. */
export interface MapViewReader {
  getZoom(): number;
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
}

/** The map's view now, west and east kept within one world. */
export function viewOfMap(map: MapViewReader | null | undefined): MapViewNow | null {
  if (!map) return null;
  const box = map.getBounds();
  const bounds: Bounds = [
    Math.max(-180, box.getWest()),
    box.getSouth(),
    Math.min(180, box.getEast()),
    box.getNorth(),
  ];
  return { bounds, zoom: map.getZoom() };
}

/** What fetching ahead needs of a dataset service. */
export interface AheadService {
  readonly dataset: Pick<CatalogueDataset, 'minZoom' | 'maxZoom' | 'tileMinZoom' | 'tileMaxZoom'>;
  readonly flags: { readonly active: boolean };
  followsSelectedTime(): boolean;
  dataUrlAt(time: string): string | undefined;
}

/** The tile URLs the active datasets that follow the time will ask for at `time` here. */
export function tilesAhead(
  services: Iterable<AheadService>,
  time: string,
  view: MapViewNow,
): string[] {
  const urls: string[] = [];
  for (const service of services) {
    if (!service.flags.active || !service.followsSelectedTime()) continue;
    const template = service.dataUrlAt(time);
    if (!template || !isTileTemplate(template)) continue;
    const { dataset } = service;
    const lowest = dataset.tileMinZoom ?? dataset.minZoom;
    const highest = dataset.tileMaxZoom ?? dataset.maxZoom;
    const z = Math.min(highest, Math.max(lowest, Math.floor(view.zoom)));
    const tiles = tilesForBounds(view.bounds, z, z);
    if (tiles.length > FETCH_AHEAD_MAX_TILES) continue;
    urls.push(...tiles.map((tile) => tileUrl(template, tile)));
  }
  return urls;
}

/**
 * Fetches the next step's tiles each time a step is shown while playing. Returns the
 * unsubscribe. A failed fetch costs nothing: the map asks for the tile itself when it gets there.
 */
export function fetchAheadWhilePlaying(
  services: () => Iterable<AheadService>,
  view: () => MapViewNow | null,
  fetchTile: (url: string) => Promise<unknown> = (url) => fetch(url, { priority: 'low' }),
): () => void {
  return useForecastTime.subscribe((state, previous) => {
    if (!state.playing) return;
    if (state.selected === previous.selected && previous.playing) return;
    const next = steppedForecastTime(state, 1);
    if (next === null || next === state.selected) return;
    const now = view();
    if (!now) return;
    for (const url of tilesAhead(services(), next, now)) {
      void fetchTile(url).catch(() => undefined);
    }
  });
}

// A click on a favourite drawn on the map opens the favourite popup (spec 01 §2, loaded on
// first use), unless a dataset's feature lies under the pointer too: that feature's own popup
// opens then (a favourite vessel's popup and details carry their own star).
import { createElement, lazy, Suspense } from 'react';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import type { MapComposer } from '../../map/composer.js';
import { useMapStatus } from '../../map/map-status.store.js';
import { useModals } from '../../shell/modals.store.js';
import { FAVOURITES_LAYER_ID } from './favourites.layers.js';
import { useFavourites } from './favourites.store.js';

const FavouritePopup = lazy(() => import('./FavouritePopup.js'));

const LAYERS = ['areas', 'lines', 'points'].map((role) => `${FAVOURITES_LAYER_ID}:${role}`);

/** The first feature of `layers` under a point of the map, if any. */
function featureAt(map: MapLibreMap, point: { x: number; y: number }, layers: string[]) {
  const present = layers.filter((id) => map.getLayer(id));
  if (present.length === 0) return undefined;
  return map.queryRenderedFeatures(
    [
      [point.x - 4, point.y - 4],
      [point.x + 4, point.y + 4],
    ],
    { layers: present },
  )[0];
}

export function connectFavouriteClicks(composer: MapComposer, title: () => string): () => void {
  let wired: MapLibreMap | null = null;
  const onClick = (event: MapMouseEvent) => {
    const map = event.target;
    const id: unknown = featureAt(map, event.point, LAYERS)?.properties.id;
    if (typeof id !== 'string') return;
    if (featureAt(map, event.point, composer.interactiveLayerIds())) return;
    if (!useFavourites.getState().favourites.some((item) => item.id === id)) return;
    useModals.getState().openModal({
      id: 'favourite',
      title: title(),
      content: createElement(Suspense, { fallback: null }, createElement(FavouritePopup, { id })),
    });
  };
  const wire = () => {
    // The composer holds the MapLibre map itself; its type names only what composing needs.
    const map = composer.map as unknown as MapLibreMap | null;
    // Favourites can be clicked once the map has drawn.
    if (!map || map === wired || !useMapStatus.getState().loaded) return;
    wired?.off('click', onClick);
    map.on('click', onClick);
    wired = map;
  };
  wire();
  const stop = useMapStatus.subscribe(wire);
  return () => {
    stop();
    wired?.off('click', onClick);
  };
}

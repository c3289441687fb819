// Favourites on the map in the favourite colour #00a5e0 (spec 01 §9) while 'Show favorites in
// map' is on (spec 01 §4): redrawn after every change.
import { colourTokens } from '@havkart/theme';
import type { FeatureCollection, Geometry } from 'geojson';
import type { MapComposer, MapDatasetDescriptor } from '../../map/composer.js';
import { effectiveSetting } from '../../settings/definitions.js';
import { useSettings } from '../../settings/settings.store.js';
import type { Favourite } from './favourites.rules.js';
import { useFavourites } from './favourites.store.js';

/** Layer id prefix of the favourites (`favourites:points`). */
export const FAVOURITES_LAYER_ID = 'favourites';

/** Just above the vessels (mapZIndex 100), so the ring shows around a favourite vessel. */
const FAVOURITES_ORDER = 101;

/** The setting that shows favourites on the map. */
export const FAVOURITES_SETTING = 'favourites';

export function favouritesCollection(list: readonly Favourite[]): FeatureCollection<Geometry> {
  return {
    type: 'FeatureCollection',
    features: list.flatMap((favourite) =>
      favourite.geometries.map((geometry) => ({
        type: 'Feature' as const,
        properties: { id: favourite.id, name: favourite.name, category: favourite.category },
        // Reading a favourite keeps only shapes of a GeoJSON geometry type with coordinates.
        geometry: geometry as Geometry,
      })),
    ),
  };
}

export function favouritesDescriptor(list: readonly Favourite[]): MapDatasetDescriptor {
  // The spec gives one favourite colour for day and night alike.
  const colour = colourTokens.day.favourite;
  return {
    datasetId: FAVOURITES_LAYER_ID,
    placement: { kind: 'dataset', order: FAVOURITES_ORDER },
    sources: { shapes: { type: 'geojson', data: favouritesCollection(list) } },
    layers: () => [
      {
        role: 'areas',
        sourceRole: 'shapes',
        type: 'line',
        filter: ['in', ['geometry-type'], ['literal', ['Polygon', 'MultiPolygon']]],
        paint: { 'line-color': colour, 'line-width': 2 },
      },
      {
        role: 'lines',
        sourceRole: 'shapes',
        type: 'line',
        filter: ['in', ['geometry-type'], ['literal', ['LineString', 'MultiLineString']]],
        paint: { 'line-color': colour, 'line-width': 3 },
      },
      {
        role: 'points',
        sourceRole: 'shapes',
        type: 'circle',
        filter: ['in', ['geometry-type'], ['literal', ['Point', 'MultiPoint']]],
        paint: {
          'circle-radius': 11,
          'circle-color': 'rgba(0, 0, 0, 0)',
          'circle-stroke-width': 3,
          'circle-stroke-color': colour,
        },
      },
    ],
  };
}

/** Keeps the favourites on the map exactly while the setting is on; returns the clean-up. */
export function connectFavouritesLayer(composer: MapComposer): () => void {
  let drawn: readonly Favourite[] | null = null;
  const apply = (): void => {
    const on = effectiveSetting(FAVOURITES_SETTING, useSettings.getState().values) === true;
    const { favourites } = useFavourites.getState();
    if (!on) {
      if (drawn) composer.remove(FAVOURITES_LAYER_ID);
      drawn = null;
      return;
    }
    if (drawn === favourites) return;
    if (drawn) composer.remove(FAVOURITES_LAYER_ID);
    composer.add(favouritesDescriptor(favourites));
    drawn = favourites;
  };
  apply();
  const stopSettings = useSettings.subscribe(apply);
  const stopFavourites = useFavourites.subscribe(apply);
  return () => {
    stopSettings();
    stopFavourites();
    if (drawn) composer.remove(FAVOURITES_LAYER_ID);
    drawn = null;
  };
}

// Favourites (spec 01 §3, §4): the store, its map layer and its links to the user data and
// to the AIS dataset's live positions and `showFavoritesOnly` filter.
import {
  onVesselRecords,
  setFavouriteMmsis,
  type FullVesselRecord,
} from '@havkart/dataset-ais/client';
import type { MapComposer } from '../../map/composer.js';
import { onUserDataLoaded } from '../../user-data/user-data.js';
import { connectCustomAreas } from './custom-areas.js';
import { connectFavouriteClicks } from './favourite-clicks.js';
import { favouriteVesselMmsis } from './favourites.rules.js';
import { connectFavouritesLayer } from './favourites.layers.js';
import {
  FAVOURITES_SECTION,
  updateFavouriteVesselPositions,
  useFavourites,
} from './favourites.store.js';

export {
  useFavourites,
  updateFavouriteVesselPositions,
  favouriteByValue,
  FAVOURITES_SECTION,
} from './favourites.store.js';
export type { Favourite, FavouriteCategory } from './favourites.rules.js';
export { favouriteVesselMmsis, vesselMmsiOf } from './favourites.rules.js';

/** MMSIs of the vessel favourites now (the `showFavoritesOnly` filter). */
export function favouriteMmsis(): Set<number> {
  return favouriteVesselMmsis(useFavourites.getState().favourites);
}

/**
 * Connects favourites to the rest of the app: drawn through the map composer, the signed-in
 * user's saved list and custom areas applied (local ones go to the server when it holds none), vessel
 * favourites moved by live positions, and the favourite MMSIs handed to the AIS filters.
 */
export function connectFavourites(composer: MapComposer): () => void {
  const stopLayer = connectFavouritesLayer(composer);
  const stopAreas = connectCustomAreas();
  const stopClicks = connectFavouriteClicks();
  const stopLoaded = onUserDataLoaded((data, sync) => {
    if (Array.isArray(data[FAVOURITES_SECTION])) {
      useFavourites.getState().load(data[FAVOURITES_SECTION]);
    } else if (useFavourites.getState().favourites.length > 0) {
      void sync.save(FAVOURITES_SECTION, useFavourites.getState().favourites);
    }
  });
  const stopRecords = onVesselRecords((records: readonly FullVesselRecord[]) =>
    updateFavouriteVesselPositions(records),
  );
  setFavouriteMmsis(favouriteMmsis());
  const stopMmsis = useFavourites.subscribe((state, previous) => {
    if (state.favourites !== previous.favourites) {
      setFavouriteMmsis(favouriteVesselMmsis(state.favourites));
    }
  });
  return () => {
    stopLayer();
    stopAreas();
    stopClicks();
    stopLoaded();
    stopRecords();
    stopMmsis();
  };
}

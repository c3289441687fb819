// A click on a favourite drawn on the map opens the favourite popup (spec 01 §2) at the click,
// through the map's popups like any feature's, with the body loaded on first use. A dataset's
// feature under the pointer wins (the popups ask this source only where none is hit): a
// favourite vessel's popup and details carry their own star.
import { createElement, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { PopupHit } from '../../map/popups/popup-rules.js';
import { registerPopupSource } from '../../map/popups/popup-sources.js';
import { FAVOURITES_LAYER_ID } from './favourites.layers.js';
import { useFavourites } from './favourites.store.js';

const FavouritePopup = lazy(() => import('./FavouritePopup.js'));

const LAYERS = ['areas', 'lines', 'points'].map((role) => `${FAVOURITES_LAYER_ID}:${role}`);

/** Pixels around the pointer a favourite may be: a point favourite stays easy to click. */
const TOLERANCE_PX = 4;

/** The favourite drawn under a point of the map, as a popup hit, if any. */
function favouriteAt(map: MapLibreMap, point: { x: number; y: number }): PopupHit | undefined {
  const present = LAYERS.filter((id) => map.getLayer(id));
  if (present.length === 0) return undefined;
  const [feature] = map.queryRenderedFeatures(
    [
      [point.x - TOLERANCE_PX, point.y - TOLERANCE_PX],
      [point.x + TOLERANCE_PX, point.y + TOLERANCE_PX],
    ],
    { layers: present },
  );
  const id: unknown = feature?.properties.id;
  if (typeof id !== 'string') return undefined;
  if (!useFavourites.getState().favourites.some((item) => item.id === id)) return undefined;
  return { datasetId: FAVOURITES_LAYER_ID, featureId: id, properties: { id } };
}

function FavouriteTitle(): string {
  const { t } = useTranslation();
  return t('favourites.title');
}

function FavouriteBody({ hit, onClose }: { hit: PopupHit; onClose(): void }) {
  return createElement(FavouritePopup, { id: hit.featureId, onClose });
}

/** Makes favourites on the map open their popup when clicked. Returns the clean-up. */
export function connectFavouriteClicks(): () => void {
  return registerPopupSource({
    id: FAVOURITES_LAYER_ID,
    hitAt: favouriteAt,
    Title: FavouriteTitle,
    Body: FavouriteBody,
  });
}

// Opening a favourite (spec 01 §4; checklist R19.06): the map is fitted to its shapes through
// the map position module, the app goes to its route, and one more visit is counted.
import { shapesBounds } from '@havkart/domain';
import { POINT_ZOOM, showBounds } from '../../map/position/index.js';
import type { Favourite } from './favourites.rules.js';
import { useFavourites } from './favourites.store.js';

export type Navigate = (to: { pathname: string; search: string; hash: string }) => void;

/** The route of a value (`/customroute?r=…` keeps its own query, others keep the page's). */
export function favouriteAddress(
  value: string,
  pageSearch: string,
): { pathname: string; search: string } {
  const query = value.indexOf('?');
  return query === -1
    ? { pathname: value, search: pageSearch }
    : { pathname: value.slice(0, query), search: value.slice(query) };
}

export function openFavourite(favourite: Favourite, navigate: Navigate): void {
  const bounds = shapesBounds(favourite.geometries);
  if (bounds) showBounds(bounds, POINT_ZOOM);
  useFavourites.getState().visit(favourite.id);
  navigate({
    ...favouriteAddress(favourite.value, window.location.search),
    hash: window.location.hash,
  });
}

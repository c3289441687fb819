// Navigation that carries a position: the map moves through the position module and the
// address gets the route with the view's `#map=…` hash, so the two always agree.
import { useNavigate } from 'react-router';
import { mapHash, type CentreView } from './camera.js';
import { showView } from './live.js';

/** Opens `pathname` with the map at `view` (a chosen place, a favourite). */
export function useNavigateWithView(): (pathname: string, view: CentreView) => void {
  const navigate = useNavigate();
  return (pathname, view) => {
    showView(view);
    navigate({ pathname, search: window.location.search, hash: mapHash(view) });
  };
}

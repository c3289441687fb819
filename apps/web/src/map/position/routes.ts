// What a route asks of the map (spec 01 §2): `/point/{lon}_{lat}` and
// `/sharedposition/{lon}_{lat}[_{zoom}]` name a place, `/{datasetId}/{featureId}` (and
// `/vessel/{mmsi}`) a feature whose position is found once its data is there.
import { clampZoom, parsePointCoordinate } from '@havkart/domain';
import { mapHash, POINT_ZOOM, type CameraStart, type CentreView } from './camera.js';

export type RouteFocus =
  | { readonly kind: 'view'; readonly camera: CameraStart }
  | { readonly kind: 'feature'; readonly datasetId: string; readonly featureId: string };

/** `{lon}_{lat}` with an optional `_{zoom}` (checklist A39). */
function sharedPosition(text: string): CentreView | null {
  const parts = text.split('_');
  const zoom = parts.length === 3 ? Number(parts[2]) : POINT_ZOOM;
  const point = parsePointCoordinate(parts.slice(0, 2).join('_'));
  if (!point || (parts.length !== 2 && parts.length !== 3) || !Number.isFinite(zoom)) return null;
  return { center: point, zoom: clampZoom(zoom) };
}

function segment(text: string | undefined): string | null {
  if (!text) return null;
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * What the map should show for a route opened by its address; null for a route that names
 * no position. `isDataset` tells dataset ids from other first segments.
 */
export function routeFocus(
  pathname: string,
  isDataset: (id: string) => boolean,
): RouteFocus | null {
  const [first, second, ...rest] = pathname.split('/').filter((part) => part !== '');
  const name = segment(first);
  const id = segment(second);
  if (!name || !id || rest.length > 0) return null;
  if (name === 'point') {
    const point = parsePointCoordinate(id);
    return point ? { kind: 'view', camera: { center: point, zoom: POINT_ZOOM } } : null;
  }
  if (name === 'sharedposition') {
    const view = sharedPosition(id);
    return view ? { kind: 'view', camera: view } : null;
  }
  if (name === 'vessel') return { kind: 'feature', datasetId: 'ais', featureId: id };
  return isDataset(name) ? { kind: 'feature', datasetId: name, featureId: id } : null;
}

/** The address of a route with the map at `view`: the path and the `#map=…` hash. */
export function positionAddress(
  pathname: string,
  view: CentreView,
): { pathname: string; hash: string } {
  return { pathname, hash: mapHash(view) };
}

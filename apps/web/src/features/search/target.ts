// Where a chosen result takes the map: the view the map-position module shows with its route.
import type { DatasetSearchTarget } from '@havkart/datasets-core/client';
import { POINT_ZOOM, type CentreView } from '../../map/position/index.js';

/** The view to show with the target's route; null when it names no place (map stays). */
export function targetView(target: DatasetSearchTarget): CentreView | null {
  if (!target.center) return null;
  const [lon, lat] = target.center;
  return { center: [lon, lat], zoom: target.zoom ?? POINT_ZOOM };
}

// Where a chosen result takes the map: the view the map-position module shows with its route.
import type { DatasetSearchTarget } from '@havkart/datasets-core/client';
import { POINT_ZOOM, type CentreView } from '../../map/position/index.js';

/** The view to show with the target's route; null when it names no place (map stays). */
export function targetView(target: DatasetSearchTarget): CentreView | null {
  if (!target.center) return null;
  const [lon, lat] = target.center;
  return { center: [lon, lat], zoom: target.zoom ?? POINT_ZOOM };
}

/** What {@link showTargetDataset} needs of the dataset services. */
export interface TargetDatasets {
  get(id: string): unknown;
  isEnabled(id: string): boolean;
  setEnabled(id: string, enabled: boolean): Promise<void>;
}

/**
 * A result routed to `/{datasetId}/{featureId}` (a weather station) turns its dataset on,
 * so the map draws what was chosen and the details find it in the data.
 */
export function showTargetDataset(pathname: string, datasets: TargetDatasets | null): void {
  const [, datasetId, featureId] = pathname.split('/');
  if (!datasets || !datasetId || !featureId || !datasets.get(datasetId)) return;
  if (!datasets.isEnabled(datasetId)) void datasets.setEnabled(datasetId, true).catch(() => {});
}

import type { LonLat } from '@havkart/domain';
import type { MapDatasetDescriptor } from './composer.js';

/** The layer id prefix of the picked point. */
export const SELECTED_POINT_ID = 'selected-point';

/** Above every dataset (their orders are far below), so the picked point is never hidden. */
const SELECTED_POINT_ORDER = 10_000;

/** The point the details pane describes, as a ring with a halo over the map. */
export function selectedPointDescriptor(point: LonLat): MapDatasetDescriptor {
  return {
    datasetId: SELECTED_POINT_ID,
    placement: { kind: 'dataset', order: SELECTED_POINT_ORDER },
    sources: {
      position: {
        type: 'geojson',
        data: {
          type: 'Feature',
          properties: {},
          geometry: { type: 'Point', coordinates: [...point] },
        },
      },
    },
    layers: (theme) => [
      {
        role: 'ring',
        type: 'circle',
        sourceRole: 'position',
        paint: {
          'circle-radius': 7,
          'circle-color': 'rgba(0, 0, 0, 0)',
          'circle-stroke-width': 3,
          'circle-stroke-color': theme.selection,
        },
      },
    ],
  };
}

// Draws the nearest-SAR lines while the emergency view shows a result, fitted to the point and
// the nearest unit; the layers go when the result is hidden or the view closes (R23.05).
import { LABEL_FONT } from '@havkart/dataset-basemap/client';
import type { Language } from '@havkart/domain';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { DRAWING_BAND_SORT_KEY, mapId, type MapDatasetDescriptor } from '../../map/composer.js';
import { mapComposer } from '../../map/map-setup.js';
import { useMapStatus } from '../../map/map-status.store.js';
import { useEmergency } from './emergency.store.js';
import { sarFeatures, sarFitBounds } from './sar-lines.js';

export const SAR_LAYER_ID = 'nearest-sar';

function descriptor(): MapDatasetDescriptor {
  return {
    datasetId: SAR_LAYER_ID,
    placement: { kind: 'band', sortKey: DRAWING_BAND_SORT_KEY + 4 },
    sources: { lines: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
    layers: (theme) => [
      {
        role: 'lines',
        sourceRole: 'lines',
        type: 'line',
        filter: ['==', ['get', 'role'], 'line'],
        paint: { 'line-color': theme.selection, 'line-width': 2, 'line-dasharray': [3, 2] },
      },
      {
        role: 'labels',
        sourceRole: 'lines',
        type: 'symbol',
        filter: ['==', ['get', 'role'], 'label'],
        layout: {
          'text-field': ['get', 'label'],
          'text-font': [LABEL_FONT],
          'text-size': 12,
          'text-allow-overlap': true,
        },
        paint: {
          'text-color': theme.label,
          'text-halo-color': theme.labelHalo,
          'text-halo-width': 1.5,
        },
      },
    ],
  };
}

const liveMap = (): MapLibreMap | null =>
  // The composer holds MapLibre's map; its own type names only what composing needs.
  mapComposer.map as unknown as MapLibreMap | null;

/** Keeps the lines on the map in step with the result while the view is open. */
export function useSarOnMap(language: Language): void {
  const mapLoaded = useMapStatus((state) => state.loaded);
  useEffect(() => {
    const map = liveMap();
    if (!map) return;
    const show = () => {
      const { point, units, status } = useEmergency.getState();
      if (!point || status !== 'ready' || units.length === 0) {
        if (mapComposer.has(SAR_LAYER_ID)) mapComposer.remove(SAR_LAYER_ID);
        return;
      }
      if (!mapComposer.has(SAR_LAYER_ID)) mapComposer.add(descriptor());
      map
        .getSource<GeoJSONSource>(mapId(SAR_LAYER_ID, 'lines'))
        ?.setData(sarFeatures(point, units, language));
      const box = sarFitBounds(point, units);
      if (box)
        map.fitBounds([box[0], box[1], box[2], box[3]], {
          padding: 80,
          maxZoom: 12,
          animate: false,
        });
    };
    show();
    const stop = useEmergency.subscribe((state, previous) => {
      if (state.units !== previous.units || state.status !== previous.status) show();
    });
    return () => {
      stop();
      if (mapComposer.has(SAR_LAYER_ID)) mapComposer.remove(SAR_LAYER_ID);
    };
  }, [mapLoaded, language]);
}

// While a report form is open the map's clicks are its positions (R24.08): a click fills the
// next row instead of opening a popup, and the rows that read are drawn as numbered points, so
// the user sees where the report puts the gear. Both go when the form closes.
import { LABEL_FONT } from '@havkart/dataset-basemap/client';
import type { LonLat } from '@havkart/domain';
import type { GeoJSONSource, Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { DRAWING_BAND_SORT_KEY, mapId, type MapDatasetDescriptor } from '../../map/composer.js';
import { claimMapClicks } from '../../map/map-clicks.js';
import { mapComposer } from '../../map/map-setup.js';
import { useMapStatus } from '../../map/map-status.store.js';
import type { PositionDraft } from './report-form.rules.js';
import { positionPoints } from './report-positions.js';

export const REPORT_POSITIONS_LAYER_ID = 'report-positions';

function descriptor(): MapDatasetDescriptor {
  return {
    datasetId: REPORT_POSITIONS_LAYER_ID,
    placement: { kind: 'band', sortKey: DRAWING_BAND_SORT_KEY + 6 },
    sources: { points: { type: 'geojson', data: positionPoints([]) } },
    layers: (theme) => [
      {
        role: 'points',
        sourceRole: 'points',
        type: 'circle',
        paint: {
          'circle-radius': 8,
          'circle-color': theme.selection,
          'circle-stroke-color': theme.labelHalo,
          'circle-stroke-width': 2,
        },
      },
      {
        role: 'numbers',
        sourceRole: 'points',
        type: 'symbol',
        layout: {
          'text-field': ['to-string', ['get', 'n']],
          'text-font': [LABEL_FONT],
          'text-size': 11,
          'text-allow-overlap': true,
        },
        paint: { 'text-color': theme.labelHalo },
      },
    ],
  };
}

const liveMap = (): MapLibreMap | null =>
  // The composer holds MapLibre's map; its own type names only what composing needs.
  mapComposer.map as unknown as MapLibreMap | null;

/** Takes the map's clicks as positions and shows the form's positions while it is mounted. */
export function useReportPositionsOnMap(
  positions: readonly PositionDraft[],
  onPick: (point: LonLat) => void,
): void {
  const mapLoaded = useMapStatus((state) => state.loaded);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  useEffect(() => {
    const map = liveMap();
    if (!map) return;
    const release = claimMapClicks();
    const onClick = (event: MapMouseEvent) => pick.current([event.lngLat.lng, event.lngLat.lat]);
    map.on('click', onClick);
    if (!mapComposer.has(REPORT_POSITIONS_LAYER_ID)) mapComposer.add(descriptor());
    return () => {
      map.off('click', onClick);
      release();
      if (mapComposer.has(REPORT_POSITIONS_LAYER_ID)) mapComposer.remove(REPORT_POSITIONS_LAYER_ID);
    };
  }, [mapLoaded]);
  useEffect(() => {
    liveMap()
      ?.getSource<GeoJSONSource>(mapId(REPORT_POSITIONS_LAYER_ID, 'points'))
      ?.setData(positionPoints(positions));
  }, [positions, mapLoaded]);
}

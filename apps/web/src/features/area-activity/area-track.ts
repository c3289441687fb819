// The selected vessel's track in area activity (R22.01): fetched over the date range through
// the vessel host, so the user's track tiers apply and the track layer draws it, and a point
// where the slider says the vessel was. Both go when the selection is cleared or the view closes.
import { vesselHost } from '@havkart/dataset-ais/client';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { DRAWING_BAND_SORT_KEY, mapId, type MapDatasetDescriptor } from '../../map/composer.js';
import { mapComposer } from '../../map/map-setup.js';
import { useMapStatus } from '../../map/map-status.store.js';
import { useTracks } from '../vessel-tracks/tracks.store.js';
import { positionAt, timeInRange } from './area-activity.rules.js';
import { useAreaActivity } from './area-activity.store.js';

export const AREA_POSITION_LAYER_ID = 'area-activity-position';

function descriptor(): MapDatasetDescriptor {
  return {
    datasetId: AREA_POSITION_LAYER_ID,
    placement: { kind: 'band', sortKey: DRAWING_BAND_SORT_KEY + 5 },
    sources: { point: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
    layers: (theme) => [
      {
        role: 'point',
        sourceRole: 'point',
        type: 'circle',
        paint: {
          'circle-radius': 7,
          'circle-color': theme.selection,
          'circle-stroke-color': theme.labelHalo,
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}

const liveMap = (): MapLibreMap | null =>
  // The composer holds MapLibre's map; its own type names only what composing needs.
  mapComposer.map as unknown as MapLibreMap | null;

/** The selected vessel's track points, once the track fetched is that vessel's. */
function selectedTrack() {
  const { selectedVessels } = useAreaActivity.getState();
  const { shown, points } = useTracks.getState();
  const mmsi = selectedVessels[0];
  return mmsi !== undefined && shown?.mmsi === mmsi ? points : [];
}

/** Where the slider puts the selected vessel now, or null. */
export function sliderPosition(): { longitude: number; latitude: number } | null {
  const { dateRange, selectedDateTime } = useAreaActivity.getState();
  return positionAt(selectedTrack(), timeInRange(dateRange, selectedDateTime));
}

/** Keeps the track and the slider's point in step with the selection while the view is open. */
export function useAreaTrackOnMap(): void {
  const mapLoaded = useMapStatus((state) => state.loaded);
  useEffect(() => {
    let fetched: string | null = null;
    const fetchTrack = () => {
      const { selectedVessels, dateRange } = useAreaActivity.getState();
      const mmsi = selectedVessels[0];
      const key = mmsi === undefined ? null : `${mmsi}|${dateRange.from}|${dateRange.to}`;
      if (key === fetched) return;
      fetched = key;
      if (mmsi === undefined) vesselHost()?.hideTrack();
      else
        vesselHost()?.showTrack(mmsi, {
          from: new Date(dateRange.from),
          to: new Date(dateRange.to),
        });
    };
    const drawPoint = () => {
      const map = liveMap();
      const position = sliderPosition();
      if (!map || !position) {
        if (mapComposer.has(AREA_POSITION_LAYER_ID)) mapComposer.remove(AREA_POSITION_LAYER_ID);
        return;
      }
      if (!mapComposer.has(AREA_POSITION_LAYER_ID)) mapComposer.add(descriptor());
      map.getSource<GeoJSONSource>(mapId(AREA_POSITION_LAYER_ID, 'point'))?.setData({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Point', coordinates: [position.longitude, position.latitude] },
      });
    };
    fetchTrack();
    drawPoint();
    const stops = [
      useAreaActivity.subscribe(() => {
        fetchTrack();
        drawPoint();
      }),
      useTracks.subscribe(drawPoint),
    ];
    return () => {
      for (const stop of stops) stop();
      if (fetched !== null) vesselHost()?.hideTrack();
      if (mapComposer.has(AREA_POSITION_LAYER_ID)) mapComposer.remove(AREA_POSITION_LAYER_ID);
    };
  }, [mapLoaded]);
}

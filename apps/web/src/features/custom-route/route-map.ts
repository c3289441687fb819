// The route on the live map while its view is open: the line and numbered points in the band
// above every dataset. The view claims the map's clicks, so a click adds a point instead of
// opening the point's details; a point is moved by dragging it.
import type { LatLon } from '@havkart/domain';
import { LABEL_FONT } from '@havkart/dataset-basemap/client';
import type { FeatureCollection } from 'geojson';
import type {
  GeoJSONSource,
  Map as MapLibreMap,
  MapLayerMouseEvent,
  MapMouseEvent,
} from 'maplibre-gl';
import { useEffect } from 'react';
import { DRAWING_BAND_SORT_KEY, mapId, type MapDatasetDescriptor } from '../../map/composer.js';
import { claimMapClicks } from '../../map/map-clicks.js';
import { mapComposer } from '../../map/map-setup.js';
import { useMapStatus } from '../../map/map-status.store.js';
import { useCustomRoute } from './custom-route.store.js';

export const ROUTE_LAYER_ID = 'custom-route';
/** Under the drawing tool's measure labels, over everything else. */
const ROUTE_SORT_KEY = DRAWING_BAND_SORT_KEY + 5;

/** The route's line and its points numbered from 1, as GeoJSON (longitude first). */
export function routeFeatures(points: readonly LatLon[]): FeatureCollection {
  const positions = points.map(([lat, lon]) => [lon, lat]);
  return {
    type: 'FeatureCollection',
    features: [
      ...(positions.length > 1
        ? [
            {
              type: 'Feature' as const,
              properties: { role: 'line' },
              geometry: { type: 'LineString' as const, coordinates: positions },
            },
          ]
        : []),
      ...positions.map((coordinates, index) => ({
        type: 'Feature' as const,
        properties: { role: 'point', index, label: String(index + 1) },
        geometry: { type: 'Point' as const, coordinates },
      })),
    ],
  };
}

function routeDescriptor(): MapDatasetDescriptor {
  return {
    datasetId: ROUTE_LAYER_ID,
    placement: { kind: 'band', sortKey: ROUTE_SORT_KEY },
    sources: { route: { type: 'geojson', data: routeFeatures([]) } },
    layers: (theme) => [
      {
        role: 'line',
        sourceRole: 'route',
        type: 'line',
        filter: ['==', ['geometry-type'], 'LineString'],
        paint: { 'line-color': theme.selection, 'line-width': 3 },
      },
      {
        role: 'points',
        sourceRole: 'route',
        type: 'circle',
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-radius': 9,
          'circle-color': theme.selection,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
      {
        role: 'numbers',
        sourceRole: 'route',
        type: 'symbol',
        filter: ['==', ['geometry-type'], 'Point'],
        layout: {
          'text-field': ['get', 'label'],
          'text-font': [LABEL_FONT],
          'text-size': 11,
          'text-allow-overlap': true,
          'text-ignore-placement': true,
        },
        paint: { 'text-color': '#ffffff' },
      },
    ],
  };
}

const liveMap = (): MapLibreMap | null =>
  // The composer holds MapLibre's map; its own type names only what composing needs.
  mapComposer.map as unknown as MapLibreMap | null;

function showPoints(points: readonly LatLon[]): void {
  liveMap()
    ?.getSource<GeoJSONSource>(mapId(ROUTE_LAYER_ID, 'route'))
    ?.setData(routeFeatures(points));
}

/**
 * Draws the route while the view is open and edits it from the map: a click adds a point, a
 * drag moves one. Everything is removed again when the view closes.
 */
export function useRouteOnMap(): void {
  // A route link opened directly shows its view before the map has drawn its first frame.
  const mapLoaded = useMapStatus((state) => state.loaded);
  useEffect(() => {
    const map = liveMap();
    if (!map) return;
    if (!mapComposer.has(ROUTE_LAYER_ID)) mapComposer.add(routeDescriptor());
    showPoints(useCustomRoute.getState().route.points);
    const unsubscribe = useCustomRoute.subscribe((state, previous) => {
      if (state.route.points !== previous.route.points) showPoints(state.route.points);
    });
    const releaseClicks = claimMapClicks();
    const pointsLayer = mapId(ROUTE_LAYER_ID, 'points');
    let dragging: number | null = null;
    // MapLibre fires a click after a drag's mouseup too; that one must not add a point.
    let justDragged = false;

    const onClick = (event: MapMouseEvent) => {
      if (justDragged) {
        justDragged = false;
        return;
      }
      const onPoint = map.queryRenderedFeatures(event.point, { layers: [pointsLayer] });
      if (onPoint.length > 0) return;
      useCustomRoute.getState().append([event.lngLat.lat, event.lngLat.lng]);
    };
    const onDown = (event: MapLayerMouseEvent) => {
      const index = event.features?.[0]?.properties?.index;
      if (typeof index !== 'number') return;
      event.preventDefault();
      dragging = index;
      map.getCanvas().style.cursor = 'grabbing';
    };
    const onMove = (event: MapMouseEvent) => {
      if (dragging === null) return;
      justDragged = true;
      useCustomRoute.getState().move(dragging, [event.lngLat.lat, event.lngLat.lng]);
    };
    const onUp = () => {
      if (dragging === null) return;
      dragging = null;
      map.getCanvas().style.cursor = '';
    };
    map.on('click', onClick);
    map.on('mousedown', pointsLayer, onDown);
    map.on('mousemove', onMove);
    map.on('mouseup', onUp);
    return () => {
      map.off('click', onClick);
      map.off('mousedown', pointsLayer, onDown);
      map.off('mousemove', onMove);
      map.off('mouseup', onUp);
      releaseClicks();
      unsubscribe();
      mapComposer.remove(ROUTE_LAYER_ID);
    };
  }, [mapLoaded]);
}

import { areaGeometry, MAX_ZOOM, MIN_ZOOM, type GeoJsonGeometry } from '@havkart/domain';
import type { Polygon, MultiPolygon } from 'geojson';
import { useEffect } from 'react';
import type { MapDatasetDescriptor } from '../../map/composer.js';
import { showView } from '../../map/position/index.js';
import { mapComposer } from '../../map/map-setup.js';

/** The layer id prefix of the area an application asks for. */
export const APPLICATION_AREA_ID = 'application-area';

/** Above the datasets, under the picked point (10 000), so the reviewed area stays visible. */
const APPLICATION_AREA_ORDER = 9_000;

/** The applied-for area of an application's details, or null when it has none. */
export function applicationArea(details: Record<string, unknown>): GeoJsonGeometry | null {
  return areaGeometry(details.areaOfInterest);
}

/** The area as a filled outline over the map, in the theme's selection colour. */
export function applicationAreaDescriptor(area: GeoJsonGeometry): MapDatasetDescriptor {
  // `areaGeometry` checked the rings when it made the value, so the coordinates are numbers.
  const geometry = area as Polygon | MultiPolygon;
  return {
    datasetId: APPLICATION_AREA_ID,
    placement: { kind: 'dataset', order: APPLICATION_AREA_ORDER },
    sources: {
      area: { type: 'geojson', data: { type: 'Feature', properties: {}, geometry } },
    },
    layers: (theme) => [
      {
        role: 'fill',
        type: 'fill',
        sourceRole: 'area',
        paint: { 'fill-color': theme.selection, 'fill-opacity': 0.15 },
      },
      {
        role: 'outline',
        type: 'line',
        sourceRole: 'area',
        paint: { 'line-color': theme.selection, 'line-width': 3 },
      },
    ],
  };
}

/** West, south, east, north of every ring's points, in degrees. */
export function areaBounds(area: GeoJsonGeometry): [number, number, number, number] {
  const polygons = (
    area.type === 'Polygon' ? [area.coordinates] : area.coordinates
  ) as number[][][][];
  const points = polygons.flat(2);
  const lons = points.map((point) => point[0] as number);
  const lats = points.map((point) => point[1] as number);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

const TILE = 512;
const mercatorY = (lat: number) =>
  Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, lat)) * Math.PI) / 360));

/**
 * Centre and zoom that fit the bounds in a map of `width`×`height` CSS pixels with `padding`
 * on every side (MapLibre's 512-pixel tiles, Web Mercator), within the app's zoom range.
 */
export function fitView(
  [west, south, east, north]: [number, number, number, number],
  width: number,
  height: number,
  padding = 40,
): { center: [number, number]; zoom: number } {
  const usableWidth = Math.max(1, width - 2 * padding);
  const usableHeight = Math.max(1, height - 2 * padding);
  const lonFraction = Math.max(1e-9, (east - west) / 360);
  const latFraction = Math.max(1e-9, (mercatorY(north) - mercatorY(south)) / (2 * Math.PI));
  const zoom = Math.min(
    Math.log2(usableWidth / TILE / lonFraction),
    Math.log2(usableHeight / TILE / latFraction),
  );
  const centreY = (mercatorY(north) + mercatorY(south)) / 2;
  const centreLat = (Math.atan(Math.exp(centreY)) * 360) / Math.PI - 90;
  return {
    center: [(west + east) / 2, centreLat],
    zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom)),
  };
}

/**
 * Draws an area on the main map while a view shows it, and moves the map to fit it. One area
 * at a time: the application under review, or the one an applicant is entering.
 */
export function useAreaOnMap(area: GeoJsonGeometry | null): void {
  // The same area parsed again (a new object each render) must not move the map again.
  const key = area ? JSON.stringify(area) : '';
  useEffect(() => {
    if (!area) return;
    mapComposer.add(applicationAreaDescriptor(area));
    const map = document.querySelector<HTMLElement>('[data-testid="map"]');
    const { center, zoom } = fitView(
      areaBounds(area),
      map?.clientWidth ?? window.innerWidth,
      map?.clientHeight ?? window.innerHeight,
    );
    showView({ center, zoom });
    return () => mapComposer.remove(APPLICATION_AREA_ID);
    // Keyed by the area's content, not by the object's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

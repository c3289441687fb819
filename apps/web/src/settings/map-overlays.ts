import type { Feature, FeatureCollection, LineString } from 'geojson';
import type { MapComposer, MapDatasetDescriptor } from '../map/composer.js';
import { polarGeoJson, polarViewAtStart } from '../map/polar-projection.js';
import { effectiveSetting } from './definitions.js';
import { useSettings } from './settings.store.js';

/** Map overlays owned by settings, above every dataset; ids never clash with datasets'. */
export const GRATICULE_ID = 'graticule';
export const LINE_62_NORTH_ID = 'line-62-north';

const line = (coordinates: [number, number][]): LineString => ({ type: 'LineString', coordinates });

function lines(geometries: LineString[]): FeatureCollection<LineString> {
  return {
    type: 'FeatureCollection',
    features: geometries.map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
  };
}

/**
 * Meridians and parallels: every 5° (`major`) at any zoom, and every degree from zoom 5,
 * where the 5° grid is too coarse to read a position from.
 */
export function graticuleLines(): FeatureCollection<LineString> {
  const features: Feature<LineString>[] = [];
  const add = (geometry: LineString, degrees: number) =>
    features.push({ type: 'Feature', properties: { major: degrees % 5 === 0 }, geometry });
  for (let lon = -180; lon < 180; lon += 1)
    add(
      line([
        [lon, -80],
        [lon, 85],
      ]),
      lon,
    );
  for (let lat = -80; lat <= 85; lat += 1)
    add(
      line([
        [-180, lat],
        [180, lat],
      ]),
      lat,
    );
  return { type: 'FeatureCollection', features };
}

/**
 * The graticule as the polar map draws it (spec 02 §4): parallels in 1° steps become circles
 * round the pole, meridians rays from it; what lies beyond the polar square is left out.
 */
function polarGraticuleLines(): unknown {
  const drawn = graticuleLines();
  for (const feature of drawn.features) {
    const [[west, lat] = [], [east] = []] = feature.geometry.coordinates;
    if (lat === undefined || west !== -180 || east !== 180) continue;
    const points: [number, number][] = [];
    for (let lon = -180; lon <= 180; lon += 1) points.push([lon, lat]);
    feature.geometry = line(points);
  }
  return polarGeoJson(drawn);
}

/** The 62° N parallel, the boundary of several fishery rules (spec 01 §2). */
export function line62North(): FeatureCollection<LineString> {
  const points: [number, number][] = [];
  // Short steps, so the parallel stays a parallel however the map is projected.
  for (let lon = -40; lon <= 70; lon += 1) points.push([lon, 62]);
  return lines([line(points)]);
}

const graticule: MapDatasetDescriptor = {
  datasetId: GRATICULE_ID,
  placement: { kind: 'dataset', order: 990 },
  sources: {
    lines: {
      type: 'geojson',
      data: (polarViewAtStart ? polarGraticuleLines() : graticuleLines()) as FeatureCollection,
    },
  },
  layers: (theme) => [
    {
      role: 'major',
      sourceRole: 'lines',
      type: 'line',
      filter: ['==', ['get', 'major'], true],
      paint: { 'line-color': theme.coastline, 'line-width': 0.8, 'line-opacity': 0.45 },
    },
    {
      role: 'minor',
      sourceRole: 'lines',
      type: 'line',
      minzoom: 5,
      filter: ['==', ['get', 'major'], false],
      paint: { 'line-color': theme.coastline, 'line-width': 0.5, 'line-opacity': 0.3 },
    },
  ],
};

const sixtyTwoNorth: MapDatasetDescriptor = {
  datasetId: LINE_62_NORTH_ID,
  placement: { kind: 'dataset', order: 991 },
  sources: {
    line: {
      type: 'geojson',
      data: (polarViewAtStart ? polarGeoJson(line62North()) : line62North()) as FeatureCollection,
    },
  },
  layers: (theme) => [
    {
      role: 'line',
      sourceRole: 'line',
      type: 'line',
      paint: { 'line-color': theme.selection, 'line-width': 2.5, 'line-dasharray': [3, 2] },
    },
  ],
};

/** Keeps the graticule and the 62° N line on the map exactly while their settings are on. */
export function connectSettingOverlays(composer: MapComposer): () => void {
  const apply = (): void => {
    const { values } = useSettings.getState();
    for (const [id, descriptor] of [
      ['graticule', graticule],
      ['line62North', sixtyTwoNorth],
    ] as const) {
      const on = effectiveSetting(id, values) === true;
      if (on && !composer.has(descriptor.datasetId)) composer.add(descriptor);
      if (!on && composer.has(descriptor.datasetId)) composer.remove(descriptor.datasetId);
    }
  };
  apply();
  return useSettings.subscribe(apply);
}

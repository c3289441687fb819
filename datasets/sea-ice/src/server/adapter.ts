// Reads the MET Norway Ice Service's chart (a zipped polygon shapefile, `NIS_CLASS` per
// area, older copies `ICE_TYPE`; the date in the file name) into the served GeoJSON.
// shpjs reprojects each shapefile from its `.prj` with proj4.
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { parseZip, type ShapefileLayer } from 'shpjs';
import type { SeaIceClass, SeaIceProperties } from '../manifest.js';

/** The chart's class names (upper-cased, single spaces) and the class each is shown as. */
const CLASS_OF_NAME: Readonly<Record<string, SeaIceClass>> = {
  'FAST ICE': 'fast-ice',
  'VERY CLOSE DRIFT ICE': 'very-close-drift-ice',
  'CLOSE DRIFT ICE': 'close-drift-ice',
  'OPEN DRIFT ICE': 'open-drift-ice',
  'VERY OPEN DRIFT ICE': 'very-open-drift-ice',
  'OPEN WATER': 'open-water',
};

/** The class an area of the chart is shown as: Ice Free and unknown names are `other`. */
export function seaIceClassOf(nisClass: string): SeaIceClass {
  return CLASS_OF_NAME[nisClass.trim().replace(/\s+/g, ' ').toUpperCase()] ?? 'other';
}

/** The chart's date from its file name (`NIS_arctic_20260115_pl_a`), as `2026-01-15`. */
export function chartDateOf(fileName: string | undefined): string | null {
  const digits = /(?:^|[^0-9])(\d{4})(\d{2})(\d{2})(?![0-9])/.exec(fileName ?? '');
  if (!digits) return null;
  const [, year, month, day] = digits;
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

const isArea = (feature: Feature): feature is Feature<Polygon | MultiPolygon> =>
  feature.geometry?.type === 'Polygon' || feature.geometry?.type === 'MultiPolygon';

function classNameOf(properties: Feature['properties']): string | null {
  const value = properties?.['NIS_CLASS'] ?? properties?.['ICE_TYPE'];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** What a chart held: its areas, and how many features were skipped (no area or class). */
export interface SeaIceChart {
  readonly collection: FeatureCollection<Polygon | MultiPolygon, SeaIceProperties>;
  readonly skipped: number;
}

/** Areas of the chart's layers, each with its class and the chart's date. */
export function chartFromLayers(layers: readonly ShapefileLayer[]): SeaIceChart {
  const features: Feature<Polygon | MultiPolygon, SeaIceProperties>[] = [];
  let skipped = 0;
  for (const layer of layers) {
    const date = chartDateOf(layer.fileName);
    for (const feature of layer.features) {
      const nisClass = classNameOf(feature.properties);
      if (!isArea(feature) || nisClass === null) {
        skipped++;
        continue;
      }
      features.push({
        type: 'Feature',
        geometry: feature.geometry,
        properties: { class: seaIceClassOf(nisClass), nisClass, date },
      });
    }
  }
  return { collection: { type: 'FeatureCollection', features }, skipped };
}

/** Reads a chart zip; rejects when it holds no readable shapefile. */
export async function readNisChart(zip: Uint8Array): Promise<SeaIceChart> {
  const parsed = await parseZip(zip);
  return chartFromLayers(Array.isArray(parsed) ? parsed : [parsed]);
}

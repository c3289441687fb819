// Shapefile (R28.05): a zip of .shp/.shx/.dbf/.prj/.cpg per geometry type, WGS 84, written
// with @mapbox/shp-write's record writer. Its `zip` helper is not used: it merges every line
// into one record, so attributes would no longer match their lines.
import shpWrite from '@mapbox/shp-write';
import { zipSync } from 'fflate';
import {
  isoTime,
  propertyNames,
  type ExportDocument,
  type ExportFeature,
  type ExportPosition,
  type ExportValue,
} from './model.js';
import { orientRing } from './rings.js';
import { dbfFieldNames } from './dbf-names.js';

/** WGS 84 in the ESRI well-known text shapefile readers expect in the .prj. */
export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]';

/** Code page of the .dbf text, named in the .cpg so readers decode æ, ø and å right. */
const CODE_PAGE = '1252';

type Layer = 'points' | 'lines' | 'polygons';
const SHAPE_TYPE: Record<Layer, 'POINT' | 'POLYLINE' | 'POLYGON'> = {
  points: 'POINT',
  lines: 'POLYLINE',
  polygons: 'POLYGON',
};

type Coordinate = [number, number];
const coordinate = (p: ExportPosition): Coordinate => [p.lon, p.lat];

function layerOf(feature: ExportFeature): Layer {
  if (feature.kind === 'point') return 'points';
  return feature.kind === 'polygon' || feature.kind === 'circle' ? 'polygons' : 'lines';
}

/** The record's geometry in the shape the record writer takes for its type. */
function geometry(feature: ExportFeature): unknown {
  const ring = (r: readonly ExportPosition[], outer: boolean) =>
    // Shapefile outer rings run clockwise, holes counter-clockwise.
    orientRing(r, outer ? 'cw' : 'ccw').map(coordinate);
  switch (feature.kind) {
    case 'point':
      return coordinate(feature.position);
    case 'line':
      return feature.parts.map((part) => part.map(coordinate));
    case 'route':
    case 'track':
      return [feature.points.map(coordinate)];
    case 'circle':
      return [ring(feature.ring, true)];
    case 'polygon':
      return feature.polygons.flatMap((rings) => rings.map((r, i) => ring(r, i === 0)));
  }
}

/** A DBF text field holds single bytes: characters outside the code page become `?`. */
function dbfText(text: string): string {
  return text.replace(/[^\u0020-\u007E\u00A0-\u00FF]/g, '?').slice(0, 254);
}

function dbfValue(value: ExportValue): string | number | boolean | null {
  return typeof value === 'string' ? dbfText(value) : value;
}

/** Start and end times of timed features, the nearest a row can come to per-vertex times. */
function timeRange(feature: ExportFeature): { start: string; end: string } {
  const times =
    feature.kind === 'route' || feature.kind === 'track'
      ? feature.points.flatMap((p) => (p.time === null ? [] : [p.time]))
      : feature.kind === 'point' && feature.position.time !== null
        ? [feature.position.time]
        : [];
  if (times.length === 0) return { start: '', end: '' };
  return { start: isoTime(Math.min(...times)), end: isoTime(Math.max(...times)) };
}

function layerFiles(features: readonly ExportFeature[], layer: Layer): Record<string, Uint8Array> {
  const names = propertyNames(features);
  const fields = dbfFieldNames(['name', 'kind', 'start', 'end', ...names]);
  // A column must hold one type: mixed numbers and texts become text. An empty number is
  // blank in the DBF (read as null), but a DBF logical has no blank, so booleans with gaps
  // become text too.
  const textual = new Set(
    names.filter((name) => {
      const values = features.map((f) => f.properties[name] ?? null);
      const types = new Set(values.filter((v) => v !== null).map((v) => typeof v));
      return types.size > 1 || (types.has('boolean') && values.includes(null));
    }),
  );
  const rows = features.map((feature) => {
    const { start, end } = timeRange(feature);
    const row: Record<string, string | number | boolean | null> = {
      [fields.get('name')!]: dbfText(feature.name ?? ''),
      [fields.get('kind')!]: feature.kind,
      [fields.get('start')!]: start,
      [fields.get('end')!]: end,
    };
    for (const name of names) {
      const value = dbfValue(feature.properties[name] ?? null);
      row[fields.get(name)!] = textual.has(name) && value !== null ? String(value) : value;
    }
    return row;
  });
  const files: Record<string, Uint8Array> = {};
  shpWrite.write(rows, SHAPE_TYPE[layer], features.map(geometry) as object[], (error, written) => {
    if (error) throw error;
    const bytes = (view: DataView) => new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    files[`${layer}.shp`] = bytes(written.shp);
    files[`${layer}.shx`] = bytes(written.shx);
    files[`${layer}.dbf`] = bytes(written.dbf);
  });
  files[`${layer}.prj`] = new TextEncoder().encode(WGS84_PRJ);
  files[`${layer}.cpg`] = new TextEncoder().encode(CODE_PAGE);
  return files;
}

/** The document as a zipped shapefile set: `points.*`, `lines.*`, `polygons.*` where present. */
export function writeShape(document: ExportDocument): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const layer of ['points', 'lines', 'polygons'] as const) {
    const features = document.features.filter((feature) => layerOf(feature) === layer);
    if (features.length > 0) Object.assign(files, layerFiles(features, layer));
  }
  return zipSync(files, { level: 6 });
}

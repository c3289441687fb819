// Shapefile (R28.05): a zip of .shp/.shx/.dbf/.prj/.cpg per geometry type, WGS 84. The
// geometry files come from our own writer (shp-file.ts) and the table from `dbf`.
// @mapbox/shp-write was tried first and dropped: its zip helper merges every line into one
// record (attributes no longer match their lines), and its record writer takes time
// quadratic in the number of lines (25,000 lines: 29 s).
import { structure as dbfTable, type DbfField } from 'dbf';
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
import { SHAPE_TYPES, writeShp, type ShapeType, type ShpRecord } from './shp-file.js';

/** WGS 84 in the ESRI well-known text shapefile readers expect in the .prj. */
export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]';

/** Code page of the .dbf text, named in the .cpg so readers decode æ, ø and å right. */
const CODE_PAGE = '1252';

type Layer = 'points' | 'lines' | 'polygons';
const SHAPE_TYPE: Record<Layer, ShapeType> = {
  points: SHAPE_TYPES.point,
  lines: SHAPE_TYPES.polyline,
  polygons: SHAPE_TYPES.polygon,
};

type Coordinate = [number, number];
const coordinate = (p: ExportPosition): Coordinate => [p.lon, p.lat];

function layerOf(feature: ExportFeature): Layer {
  if (feature.kind === 'point') return 'points';
  return feature.kind === 'polygon' || feature.kind === 'circle' ? 'polygons' : 'lines';
}

/** The record's geometry: a point's coordinate, or the parts (rings) of a line or area. */
function geometry(feature: ExportFeature): ShpRecord {
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
  // A loop, not Math.min(...times): a long track has more times than a call takes arguments.
  let first = Infinity;
  let last = -Infinity;
  for (const time of times) {
    first = Math.min(first, time);
    last = Math.max(last, time);
  }
  return { start: isoTime(first), end: isoTime(last) };
}

/** Widest text of a column, numbers as 18-byte numbers, booleans as logicals. */
const MAX_TEXT_BYTES = 254;
const NUMBER_BYTES = 18;

/**
 * Column types and widths from the rows. A text column is as wide as its longest value:
 * the `dbf` default of 254 bytes per text made files (and the time to zip them) many times
 * larger.
 */
function dbfFields(rows: readonly Record<string, string | number | boolean | null>[]): DbfField[] {
  const names = rows.length > 0 ? Object.keys(rows[0]!) : [];
  return names.map((name) => {
    const values = rows.map((row) => row[name] ?? null).filter((value) => value !== null);
    if (values.length > 0 && values.every((value) => typeof value === 'number')) {
      return { name, type: 'N', size: NUMBER_BYTES };
    }
    if (values.length > 0 && values.every((value) => typeof value === 'boolean')) {
      return { name, type: 'L', size: 1 };
    }
    const longest = values.reduce<number>((max, value) => Math.max(max, String(value).length), 1);
    return { name, type: 'C', size: Math.min(MAX_TEXT_BYTES, longest) };
  });
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
  const { shp, shx } = writeShp(SHAPE_TYPE[layer], features.map(geometry));
  const dbf = dbfTable(rows, dbfFields(rows));
  const files: Record<string, Uint8Array> = {
    [`${layer}.shp`]: shp,
    [`${layer}.shx`]: shx,
    [`${layer}.dbf`]: new Uint8Array(dbf.buffer, dbf.byteOffset, dbf.byteLength),
  };
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

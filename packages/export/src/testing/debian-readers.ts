// Debian's own readers of the download formats, run as separate programs: GDAL's ogr2ogr
// (every format), gpxpy (GPX) and openpyxl (Excel). They share nothing with our writers or
// with the npm readers, so a file they read as we meant it will open in other programs too.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OGR2OGR = '/usr/bin/ogr2ogr';
const OGRINFO = '/usr/bin/ogrinfo';
/** Debian's Python, which holds python3-gpxpy and python3-openpyxl (not a pyenv one). */
const PYTHON = '/usr/bin/python3';

/** What is missing of the Debian readers; empty when all are installed. */
export function missingDebianReaders(): string[] {
  const missing: string[] = [];
  if (!existsSync(OGR2OGR)) missing.push('gdal-bin');
  for (const [module, pkg] of [
    ['gpxpy', 'python3-gpxpy'],
    ['openpyxl', 'python3-openpyxl'],
  ] as const) {
    const probe = existsSync(PYTHON) ? spawnSync(PYTHON, ['-c', `import ${module}`]) : null;
    if (probe?.status !== 0) missing.push(pkg);
  }
  return missing;
}

/** A GeoJSON feature as ogr2ogr writes it. */
export interface OgrFeature {
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown } | null;
}

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.error}`);
  }
  return result.stdout;
}

/** A scratch folder holding the bytes as `file.{extension}`, removed after `use`. */
export function withFile<T>(bytes: Uint8Array, extension: string, use: (path: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'havkart-export-'));
  try {
    const path = join(folder, `file.${extension}`);
    writeFileSync(path, bytes);
    return use(path);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One layer of a file as ogr2ogr converts it to GeoJSON. */
export function ogrFeatures(
  source: string,
  layer?: string,
  openOptions: string[] = [],
): OgrFeature[] {
  const args = ['-f', 'GeoJSON', '/vsistdout/', source];
  if (layer) args.push(layer);
  for (const option of openOptions) args.push('-oo', option);
  return (JSON.parse(run(OGR2OGR, args)) as { features: OgrFeature[] }).features;
}

/** Features per layer as `ogrinfo` counts them, without converting them. */
export function ogrFeatureCounts(
  source: string,
  openOptions: string[] = [],
): Record<string, number> {
  const args = ['-ro', '-so', '-al', source];
  for (const option of openOptions) args.push('-oo', option);
  const counts: Record<string, number> = {};
  let layer = '';
  for (const line of run(OGRINFO, args).split('\n')) {
    const name = /^Layer name: (.*)$/.exec(line);
    if (name) layer = name[1]!;
    const count = /^Feature Count: (\d+)$/.exec(line);
    if (count) counts[layer] = Number(count[1]);
  }
  return counts;
}

const GPXPY_SCRIPT = `
import json, sys, gpxpy
with open(sys.argv[1], encoding='utf-8') as f:
    gpx = gpxpy.parse(f)
def point(p):
    return {'lat': p.latitude, 'lon': p.longitude, 'name': p.name,
            'time': p.time.isoformat() if p.time else None}
print(json.dumps({
    'version': gpx.version,
    'waypoints': [point(p) for p in gpx.waypoints],
    'routes': [{'name': r.name, 'points': [point(p) for p in r.points]} for r in gpx.routes],
    'tracks': [{'name': t.name, 'segments': [[point(p) for p in s.points] for s in t.segments]}
               for t in gpx.tracks],
}))
`;

export interface GpxpyPoint {
  lat: number;
  lon: number;
  name: string | null;
  time: string | null;
}

/** A GPX file as gpxpy reads it. */
export function gpxpyRead(path: string): {
  version: string;
  waypoints: GpxpyPoint[];
  routes: { name: string | null; points: GpxpyPoint[] }[];
  tracks: { name: string | null; segments: GpxpyPoint[][] }[];
} {
  return JSON.parse(run(PYTHON, ['-c', GPXPY_SCRIPT, path])) as ReturnType<typeof gpxpyRead>;
}

const OPENPYXL_SCRIPT = `
import json, sys, datetime, openpyxl
workbook = openpyxl.load_workbook(sys.argv[1], read_only=True)
def cell(v):
    return v.isoformat() if isinstance(v, datetime.datetime) else v
print(json.dumps([{'title': sheet.title,
                   'rows': [[cell(v) for v in row] for row in sheet.iter_rows(values_only=True)]}
                  for sheet in workbook.worksheets]))
`;

/** A sheet as openpyxl reads it: times as ISO text without a zone. */
export interface OpenpyxlSheet {
  title: string;
  rows: unknown[][];
}

/** Every sheet of a workbook as openpyxl reads it. */
export function openpyxlSheets(path: string): OpenpyxlSheet[] {
  return JSON.parse(run(PYTHON, ['-c', OPENPYXL_SCRIPT, path])) as OpenpyxlSheet[];
}

/** The first sheet of a workbook as openpyxl reads it. */
export function openpyxlRead(path: string): OpenpyxlSheet {
  return openpyxlSheets(path)[0]!;
}

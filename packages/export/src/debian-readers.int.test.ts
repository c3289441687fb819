// Every offered format read back by Debian's readers (gdal-bin, python3-gpxpy,
// python3-openpyxl): coordinates to 1e-6°, times and attributes as written.
import { describe, expect, it } from 'vitest';
import { exportFormat } from './formats.js';
import { nodeDeflater } from './node-deflate.js';
import { tableColumns, tableRows } from './table.js';
import {
  gpxpyRead,
  missingDebianReaders,
  ogrFeatures,
  openpyxlRead,
  openpyxlSheets,
  withFile,
} from './testing/debian-readers.js';
import { largeDocument } from './testing/large-document.js';
import { sheetNames, xlsxChunks } from './xlsx.js';
import { concatBytes } from './zip-entry.js';
import { SAMPLE_DOCUMENT, SAMPLE_TIMES } from './testing/sample-document.js';

const missing = missingDebianReaders();
if (missing.length > 0 && process.env.CI !== 'true') {
  console.warn(`Debian readers missing (${missing.join(', ')}): skipping; apt-get install them`);
}

const { T0, HOUR } = SAMPLE_TIMES;
const iso = (t: number) => new Date(t).toISOString().replace('.000Z', 'Z');
const ROUTE_TIMES = [T0, T0 + HOUR, T0 + 2 * HOUR];

async function written(formatId: string): Promise<Uint8Array> {
  return (await exportFormat(formatId)!.load())(SAMPLE_DOCUMENT);
}

function expectClose(actual: number[], expected: number[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, i) => expect(Math.abs(value - expected[i]!)).toBeLessThanOrEqual(1e-6));
}

describe.skipIf(missing.length > 0 && process.env.CI !== 'true')('Debian readers', () => {
  it('are installed (CI requires them)', () => {
    expect(missing, `apt-get install ${missing.join(' ')}`).toEqual([]);
  });

  it('gpxpy reads the GPX: waypoint, route with passing times, tracks', async () => {
    const gpx = withFile(await written('gpx'), 'gpx', gpxpyRead);
    expect(gpx.version).toBe('1.1');
    expect(gpx.waypoints.map((p) => [p.name, p.lat, p.lon, p.time])).toEqual([
      ['Fyr "Skomvær"', 67.4123456, 11.8765432, '2026-11-27T08:00:00+00:00'],
    ]);
    const [route] = gpx.routes;
    expect(route!.name).toBe('Rute 1');
    expect(route!.points.map((p) => Date.parse(p.time!))).toEqual(ROUTE_TIMES);
    expect(route!.points.map((p) => p.name)).toEqual(['Bodø', null, 'Ut']);
    expect(gpx.tracks.map((t) => t.name)).toEqual(['Måling', 'Område', null, 'LK 123']);
    expect(gpx.tracks[3]!.segments[0]!.map((p) => Date.parse(p.time!))).toEqual([T0, T0 + 60_000]);
  });

  it('ogr2ogr reads the GPX route points with their times', async () => {
    const points = withFile(await written('gpx'), 'gpx', (path) =>
      ogrFeatures(path, 'route_points'),
    );
    expect(points.map((p) => p.properties['time'])).toEqual(ROUTE_TIMES.map(iso));
    expectClose(
      points.flatMap((p) => p.geometry!.coordinates as number[]),
      [14.4, 67.28, 14.4, 67.45, 14.1, 67.6],
    );
  });

  it('ogr2ogr reads the GeoJSON with its measures and times', async () => {
    const features = withFile(await written('geojson'), 'geojson', (path) => ogrFeatures(path));
    expect(features.map((f) => f.geometry!.type)).toEqual([
      'Point',
      'LineString',
      'Polygon',
      'Polygon',
      'LineString',
      'LineString',
    ]);
    expect(features[0]!.properties).toMatchObject({ name: 'Fyr "Skomvær"', time: iso(T0) });
    expect(features[1]!.properties['lengthM']).toBe(18520.5);
    expect(features[3]!.properties['radiusM']).toBe(1000);
    expectClose(features[0]!.geometry!.coordinates as number[], [11.876543, 67.412346]);
  });

  it('ogr2ogr reads the CSV (byte-order mark, comma, point decimals, UTC times)', async () => {
    const rows = withFile(await written('csv'), 'csv', (path) =>
      ogrFeatures(path, undefined, [
        'X_POSSIBLE_NAMES=longitude',
        'Y_POSSIBLE_NAMES=latitude',
        'AUTODETECT_TYPE=YES',
      ]),
    );
    expect(rows).toHaveLength(19);
    expect(rows[0]!.properties).toMatchObject({
      feature: 1,
      name: 'Fyr "Skomvær"',
      note: 'Kai, ved bøye',
    });
    expectClose(rows[0]!.geometry!.coordinates as number[], [11.8765432, 67.4123456]);
    const route = rows.filter((row) => row.properties['kind'] === 'route');
    expect(route.map((row) => Date.parse(String(row.properties['time'])))).toEqual(ROUTE_TIMES);
  });

  it('ogr2ogr reads each shapefile layer from the zip, attributes under their DBF names', async () => {
    const layers = withFile(await written('shape'), 'zip', (path) =>
      ['points', 'lines', 'polygons'].map((layer) => ogrFeatures(`/vsizip/${path}/${layer}.shp`)),
    );
    const [points, lines, polygons] = layers;
    expect(points!.map((f) => f.properties['name'])).toEqual(['Fyr "Skomvær"']);
    expect(points![0]!.properties['note']).toBe('Kai, ved bøye');
    expectClose(points![0]!.geometry!.coordinates as number[], [11.8765432, 67.4123456]);
    expect(lines!.map((f) => f.properties['kind'])).toEqual(['line', 'route', 'track']);
    expect(lines![0]!.properties['length_m']).toBe(18520.5);
    expect(lines![1]!.properties).toMatchObject({ start: iso(T0), end: iso(T0 + 2 * HOUR) });
    expect(polygons!.map((f) => f.properties['kind'])).toEqual(['polygon', 'circle']);
    expect(polygons![0]!.properties['area_m2']).toBe(1234567.5);
  });

  it('ogr2ogr and openpyxl read the Excel sheet, times as date cells', async () => {
    const bytes = await written('xlsx');
    const rows = withFile(bytes, 'xlsx', (path) => ogrFeatures(path, undefined, ['HEADERS=FORCE']));
    expect(rows).toHaveLength(19);
    expect(rows[0]!.properties).toMatchObject({
      name: 'Fyr "Skomvær"',
      latitude: 67.4123456,
      longitude: 11.8765432,
    });
    const sheet = withFile(bytes, 'xlsx', openpyxlRead);
    expect(sheet.title).toBe('Tur til Bodø & <Lofoten>');
    const header = sheet.rows[0]!;
    const kind = header.indexOf('kind');
    const time = header.indexOf('time');
    const routeTimes = sheet.rows.filter((row) => row[kind] === 'route').map((row) => row[time]);
    // openpyxl gives the cell's wall-clock value; the writer puts UTC there.
    expect(routeTimes.map((t) => Date.parse(`${String(t)}Z`))).toEqual(ROUTE_TIMES);
  });

  it('openpyxl and ogr2ogr read 6,000 rows over three sheets: texts, numbers, booleans, times', () => {
    const document = largeDocument(3_000, 3_000);
    const bytes = concatBytes([
      ...xlsxChunks(document, { maxRowsPerSheet: 2_500, deflater: nodeDeflater }),
    ]);
    const columns = tableColumns(document);
    const expected = [...tableRows(document)];
    const titles = sheetNames(document.name, 3);

    const sheets = withFile(bytes, 'xlsx', openpyxlSheets);
    expect(sheets.map((sheet) => sheet.title)).toEqual(titles);
    sheets.forEach((sheet) => expect(sheet.rows[0]).toEqual(columns));
    const rows = sheets.flatMap((sheet) => sheet.rows.slice(1));
    expect(rows).toHaveLength(expected.length);
    const mismatches: string[] = [];
    rows.forEach((row, r) =>
      expected[r]!.forEach((want, c) => {
        const got = row[c] ?? null;
        // openpyxl gives a date cell's wall-clock value; the writer puts UTC there.
        const same =
          want !== null && typeof want === 'object'
            ? Date.parse(`${String(got)}Z`) === want.time
            : got === want;
        if (!same && mismatches.length < 5) {
          mismatches.push(
            `row ${r} ${columns[c]}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`,
          );
        }
      }),
    );
    expect(mismatches).toEqual([]);

    const layers = withFile(bytes, 'xlsx', (path) =>
      titles.map((title) => ogrFeatures(path, title, ['HEADERS=FORCE'])),
    );
    expect(layers.map((layer) => layer.length)).toEqual([2_500, 2_500, 1_000]);
    const read = layers.flat();
    const name = columns.indexOf('name');
    expect(read.map((f) => f.properties['name'])).toEqual(expected.map((row) => row[name]));
    const lat = columns.indexOf('latitude');
    expectClose(
      read.map((f) => Number(f.properties['latitude'])),
      expected.map((row) => row[lat] as number),
    );
  });
});

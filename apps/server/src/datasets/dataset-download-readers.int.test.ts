// Coastal-warning downloads from the real server read back by Debian's readers (gdal-bin,
// python3-gpxpy, python3-openpyxl): every vertex to 1e-6°, the attributes as served.
import {
  gpxpyRead,
  missingDebianReaders,
  ogrFeatures,
  openpyxlRead,
  sortedPositions,
  withFile,
  type OgrFeature,
} from '@havkart/export/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const missing = missingDebianReaders();
const skip = missing.length > 0 && process.env.CI !== 'true';
if (skip) console.warn(`Debian readers missing (${missing.join(', ')}): skipping`);

type Attributes = { eventId: string; number: string | null; area: string | null; status: string };
interface Served {
  features: { properties: Attributes; geometry: { coordinates: unknown } }[];
}

/** Every [lat, lon] of GeoJSON coordinates, whatever the nesting. */
function positions(coordinates: unknown): [number, number][] {
  if (!Array.isArray(coordinates)) return [];
  if (typeof coordinates[0] === 'number') return [[coordinates[1] as number, coordinates[0]]];
  return coordinates.flatMap((inner: unknown) => positions(inner));
}

const ogrPositions = (features: OgrFeature[]) =>
  features.flatMap((f) => positions(f.geometry?.coordinates));

describe.skipIf(skip)('coastal warnings downloads read by Debian readers', () => {
  let t: TestApp;
  let served: Served;
  let expected: [number, number][];
  let byEventId: Map<string, Attributes>;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    served = (await t.app.inject('/api/v1/datasets/coastalwarnings/geojson')).json<Served>();
    expected = sortedPositions(served.features.flatMap((f) => positions(f.geometry.coordinates)));
    byEventId = new Map(served.features.map((f) => [f.properties.eventId, f.properties]));
  });
  afterAll(async () => t?.cleanup());

  async function download(formatId: string): Promise<Uint8Array> {
    const response = await t.app.inject(
      `/api/v1/datasets/coastalwarnings/download?format=${formatId}`,
    );
    expect(response.statusCode).toBe(200);
    return new Uint8Array(response.rawPayload);
  }

  function expectSamePositions(read: [number, number][]) {
    const sorted = sortedPositions(read);
    expect(sorted).toHaveLength(expected.length);
    sorted.forEach(([lat, lon], i) => {
      expect(Math.abs(lat - expected[i]![0])).toBeLessThanOrEqual(1e-6);
      expect(Math.abs(lon - expected[i]![1])).toBeLessThanOrEqual(1e-6);
    });
  }

  /** Each record's area and status equal those served for its warning. */
  function expectServedAttributes(records: Record<string, unknown>[], eventIdField: string) {
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      const warning = byEventId.get(String(record[eventIdField]));
      expect(warning, String(record[eventIdField])).toBeDefined();
      expect(record['area'] || null).toBe(warning!.area);
      expect(record['status']).toBe(warning!.status);
    }
  }

  it('are installed (CI requires them)', () => {
    expect(missing, `apt-get install ${missing.join(' ')}`).toEqual([]);
  });

  it('GPX: gpxpy and ogr2ogr read every vertex, named by warning number', async () => {
    const bytes = await download('gpx');
    const gpx = withFile(bytes, 'gpx', gpxpyRead);
    expectSamePositions(
      [...gpx.waypoints, ...gpx.tracks.flatMap((track) => track.segments.flat())].map(
        (p): [number, number] => [p.lat, p.lon],
      ),
    );
    const numbers = new Set(served.features.map((f) => f.properties.number));
    expect(gpx.waypoints.every((p) => numbers.has(p.name))).toBe(true);
    const ogr = withFile(bytes, 'gpx', (path) => [
      ...ogrFeatures(path, 'waypoints'),
      ...ogrFeatures(path, 'track_points'),
    ]);
    expectSamePositions(ogrPositions(ogr));
  });

  it('GeoJSON: ogr2ogr reads every vertex and the attributes', async () => {
    const features = withFile(await download('geojson'), 'geojson', (path) => ogrFeatures(path));
    expectSamePositions(ogrPositions(features));
    expectServedAttributes(
      features.map((f) => f.properties),
      'eventId',
    );
  });

  it('CSV: ogr2ogr reads a row per vertex with the attributes', async () => {
    const rows = withFile(await download('csv'), 'csv', (path) =>
      ogrFeatures(path, undefined, ['X_POSSIBLE_NAMES=longitude', 'Y_POSSIBLE_NAMES=latitude']),
    );
    expectSamePositions(ogrPositions(rows));
    expectServedAttributes(
      rows.map((row) => row.properties),
      'eventId',
    );
  });

  it('Shape: ogr2ogr reads each layer through /vsizip/, attributes under DBF names', async () => {
    const features = withFile(await download('shape'), 'zip', (path) =>
      // The demo warnings hold points, lines and polygons: each layer is in the zip.
      ['points', 'lines', 'polygons'].flatMap((layer) =>
        ogrFeatures(`/vsizip/${path}/${layer}.shp`),
      ),
    );
    expectSamePositions(ogrPositions(features));
    expectServedAttributes(
      features.map((f) => f.properties),
      'event_id',
    );
  });

  it('Excel: ogr2ogr and openpyxl read the cells', async () => {
    const bytes = await download('xlsx');
    const rows = withFile(bytes, 'xlsx', (path) => ogrFeatures(path, undefined, ['HEADERS=FORCE']));
    expectSamePositions(
      rows.map((row): [number, number] => [
        Number(row.properties['latitude']),
        Number(row.properties['longitude']),
      ]),
    );
    expectServedAttributes(
      rows.map((row) => row.properties),
      'eventId',
    );
    const sheet = withFile(bytes, 'xlsx', openpyxlRead);
    const [header, ...cells] = sheet.rows;
    const records = cells.map((row) =>
      Object.fromEntries(header!.map((name, i) => [String(name), row[i]])),
    );
    expect(records).toHaveLength(rows.length);
    expectServedAttributes(records, 'eventId');
  });
});

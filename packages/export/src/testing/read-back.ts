// Reads a written file back with readers that share no code with the writers, so a test
// sees what another program would: the features' names and every vertex.
import { parseString } from '@fast-csv/parse';
import ExcelJS from 'exceljs';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import * as shapefile from 'shapefile';

/** What any reader can tell of a file: names per feature and every vertex, [lat, lon]. */
export interface ReadBack {
  readonly names: (string | null)[];
  readonly positions: [number, number][];
}

type XmlPoint = { lat: string; lon: string };
const xmlPosition = (p: XmlPoint): [number, number] => [Number(p.lat), Number(p.lon)];

function readGpx(bytes: Uint8Array): ReadBack {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    isArray: (name) => ['wpt', 'rte', 'rtept', 'trk', 'trkseg', 'trkpt'].includes(name),
  });
  type Named = { name?: string };
  const gpx = (
    parser.parse(new TextDecoder().decode(bytes)) as {
      gpx: {
        wpt?: (XmlPoint & Named)[];
        rte?: (Named & { rtept: XmlPoint[] })[];
        trk?: (Named & { trkseg: { trkpt: XmlPoint[] }[] })[];
      };
    }
  ).gpx;
  const wpt = gpx.wpt ?? [];
  const rte = gpx.rte ?? [];
  const trk = gpx.trk ?? [];
  return {
    names: [...wpt, ...rte, ...trk].map((f) => f.name ?? null),
    positions: [
      ...wpt.map(xmlPosition),
      ...rte.flatMap((r) => r.rtept.map(xmlPosition)),
      ...trk.flatMap((t) => t.trkseg.flatMap((s) => s.trkpt.map(xmlPosition))),
    ],
  };
}

type GeoJsonGeometry = { type: string; coordinates: unknown };

/** Every [lat, lon] of a geometry, whatever its nesting. */
function geometryPositions(coordinates: unknown): [number, number][] {
  if (!Array.isArray(coordinates)) return [];
  if (typeof coordinates[0] === 'number') return [[coordinates[1] as number, coordinates[0]]];
  return coordinates.flatMap((inner: unknown) => geometryPositions(inner));
}

function readGeoJson(bytes: Uint8Array): ReadBack {
  const collection = JSON.parse(new TextDecoder().decode(bytes)) as {
    features: { properties: { name?: string | null }; geometry: GeoJsonGeometry }[];
  };
  return {
    names: collection.features.map((f) => f.properties.name ?? null),
    positions: collection.features.flatMap((f) => geometryPositions(f.geometry.coordinates)),
  };
}

/** Table rows (CSV or a sheet) to names per feature and positions per row. */
function fromRows(rows: Record<string, unknown>[]): ReadBack {
  const names = new Map<string, string | null>();
  for (const row of rows) {
    const name = row['name'];
    names.set(String(row['feature']), name === '' || name == null ? null : String(name));
  }
  return {
    names: [...names.values()],
    positions: rows.map((row) => [Number(row['latitude']), Number(row['longitude'])]),
  };
}

function readCsv(bytes: Uint8Array): Promise<ReadBack> {
  return new Promise((resolve, reject) => {
    const rows: Record<string, string>[] = [];
    parseString(new TextDecoder().decode(bytes), { headers: true, strictColumnHandling: true })
      .on('error', reject)
      .on('data', (row: Record<string, string>) => rows.push(row))
      .on('end', () => resolve(fromRows(rows)));
  });
}

async function readXlsx(bytes: Uint8Array): Promise<ReadBack> {
  const workbook = new ExcelJS.Workbook();
  // ExcelJS's types ask for a Node Buffer; the bytes are the same.
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    rows.push(Object.fromEntries(header.map((name, i) => [name, row.getCell(i + 1).value])));
  });
  return fromRows(rows);
}

async function readShape(bytes: Uint8Array): Promise<ReadBack> {
  const files = unzipSync(bytes);
  const names: (string | null)[] = [];
  const positions: [number, number][] = [];
  for (const layer of ['points', 'lines', 'polygons']) {
    const shp = files[`${layer}.shp`];
    if (!shp) continue;
    const source = await shapefile.open(shp, files[`${layer}.dbf`], { encoding: 'windows-1252' });
    for (let next = await source.read(); !next.done; next = await source.read()) {
      const name = next.value.properties['name'];
      names.push(typeof name === 'string' && name !== '' ? name : null);
      positions.push(...geometryPositions(next.value.geometry.coordinates));
    }
  }
  return { names, positions };
}

/** The file read back by an independent reader of its format. */
export async function readBack(formatId: string, bytes: Uint8Array): Promise<ReadBack> {
  switch (formatId) {
    case 'gpx':
      return readGpx(bytes);
    case 'geojson':
      return readGeoJson(bytes);
    case 'csv':
      return readCsv(bytes);
    case 'xlsx':
      return readXlsx(bytes);
    case 'shape':
      return readShape(bytes);
    default:
      throw new Error(`No independent reader for ${formatId}`);
  }
}

/** Positions sorted, so files that order features differently (by layer, by type) compare. */
export function sortedPositions(positions: readonly [number, number][]): [number, number][] {
  return [...positions].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

// Generator entry point, run by scripts/build-basemap.sh after the GMT and polygonize steps:
//   tsx build.ts --work <dir with land-polygons.geojsons> --out <datasets/basemap/data>
// Writes land.geojson.gz first (other packages' tests only need it), then the MBTiles
// file, then manifest.json describing both.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import GeoJSONVT from 'geojson-vt';
import { format, resolveConfig } from 'prettier';
import type { FeatureCollection, Position } from 'geojson';
import {
  BASEMAP_ATTRIBUTION,
  BASEMAP_COASTLINE_MIN_ZOOM,
  BASEMAP_MAX_ZOOM,
  BASEMAP_MIN_ZOOM,
  BASEMAP_REGION,
  basemapManifest,
} from '../src/manifest.js';
import { ringAreaKm2, roundPolygon } from './geometry.js';
import { MbtilesWriter } from './mbtiles.js';
import type { LandPolygon } from './sources.js';
import {
  polygonCollection,
  readGshhgLand,
  readWorldLand,
  shorelineOf,
  worldOutside,
} from './sources.js';
import { BUFFER, EXTENT, cutBand } from './tiler.js';
import type { Band } from './tiler.js';

const { values: args } = parseArgs({
  options: {
    work: { type: 'string' },
    out: { type: 'string' },
    'max-zoom': { type: 'string' },
    'land-only': { type: 'boolean', default: false },
    // leave an existing land.geojson.gz as it is (see scripts/build-basemap.sh)
    'keep-land-geojson': { type: 'boolean', default: false },
  },
});
if (!args.work || !args.out) throw new Error('usage: build.ts --work <dir> --out <dir>');
const work = args.work;
const outDir = args.out;
const maxZoom = Number(args['max-zoom'] ?? BASEMAP_MAX_ZOOM);
const t0 = Date.now();
const log = (msg: string): void =>
  console.log(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${msg}`);

const gshhg = readGshhgLand(join(work, 'land-polygons.geojsons'), BASEMAP_REGION);
log(`GSHHG land: ${gshhg.length} polygons`);

// 4 decimals (≤ 11 m): enough for the consumers of this file (the AIS simulator keeps
// vessels off land), at a fraction of the full file's size.
const landOut: FeatureCollection = polygonCollection(gshhg.map((p) => roundPolygon(p.rings, 4)));
if (args['keep-land-geojson'] && existsSync(join(outDir, 'land.geojson.gz'))) {
  log('kept the existing land.geojson.gz');
} else {
  writeFileSync(join(outDir, 'land.geojson.gz'), gzipSync(JSON.stringify(landOut), { level: 9 }));
  log('wrote land.geojson.gz');
}
if (args['land-only']) process.exit(0);

/** Drops islands below `minIslandKm2` and fills lakes below `minLakeKm2` (both km²). */
function generalise(polys: LandPolygon[], minIslandKm2: number, minLakeKm2: number) {
  return polys
    .filter((p) => p.areaKm2 >= minIslandKm2)
    .map((p) => [
      p.rings[0] ?? [],
      ...p.rings.slice(1).filter((hole) => minLakeKm2 <= 0 || ringAreaKm2(hole) >= minLakeKm2),
    ]);
}

const world50 = readWorldLand('50m');
const world10 = readWorldLand('10m');
const world10Outside = worldOutside(world10, BASEMAP_REGION);
const shore = shorelineOf(gshhg);
log(`world land 50m/10m: ${world50.length}/${world10.length}; shoreline: ${shore.length} lines`);

// The index goes two zooms past the band because geojson-vt never simplifies at its own
// maxZoom, which would leave the band's last zoom at full detail.
const vt = (
  fc: FeatureCollection,
  bandMax: number,
  tolerance: number,
  simplifyLastZoom = true,
): GeoJSONVT =>
  new GeoJSONVT(fc, {
    maxZoom: simplifyLastZoom ? Math.min(24, bandMax + 2) : bandMax,
    indexMaxZoom: 0,
    tolerance,
    extent: EXTENT,
    buffer: BUFFER,
  });
const regionLand = (minIslandKm2: number, minLakeKm2: number): FeatureCollection =>
  polygonCollection([...world10Outside, ...generalise(gshhg, minIslandKm2, minLakeKm2)]);

// geojson-vt tolerances in tile units (2048 per tile, so 4 units = 1 px of a 512 px tile).
// From zoom 10 the land and the coastline are the same rings with the same tolerance, so
// they keep the same vertices and the line lies on the fill's edge at any zoom. Zoom 12,
// which clients overzoom up to z22, is not simplified at all.
const LOW_ZOOM_TOLERANCE = 1.5;
const SHORE_TOLERANCE = 4;

const world = (polys: Position[][][], min: number, max: number): Band => ({
  minZoom: min,
  maxZoom: max,
  land: vt(polygonCollection(polys), max, LOW_ZOOM_TOLERANCE),
  coastline: null,
  bounds: null,
});
const region = (min: number, max: number, land: GeoJSONVT): Band => ({
  minZoom: min,
  maxZoom: max,
  land,
  coastline: null,
  bounds: BASEMAP_REGION,
});
const bands: Array<() => Band> = [
  () => world(world50, 0, 3),
  () => world(world10, 4, 5),
  // Small islands and lakes are dropped where they would be specks of a pixel or two.
  () => region(6, 7, vt(regionLand(0.5, 50), 7, LOW_ZOOM_TOLERANCE)),
  () => region(8, 9, vt(regionLand(0.05, 5), 9, LOW_ZOOM_TOLERANCE)),
  () => ({
    minZoom: BASEMAP_COASTLINE_MIN_ZOOM,
    maxZoom: BASEMAP_MAX_ZOOM,
    land: vt(regionLand(0, 0), BASEMAP_MAX_ZOOM, SHORE_TOLERANCE, false),
    coastline: vt(
      { type: 'FeatureCollection', features: shore },
      BASEMAP_MAX_ZOOM,
      SHORE_TOLERANCE,
      false,
    ),
    bounds: BASEMAP_REGION,
  }),
];

const mbtilesPath = join(outDir, 'basemap.mbtiles');
const writer = new MbtilesWriter(mbtilesPath);
for (const make of bands) {
  const band = make();
  if (band.minZoom > maxZoom) continue;
  const n = cutBand({ ...band, maxZoom: Math.min(band.maxZoom, maxZoom) }, writer);
  log(`z${band.minZoom}-${Math.min(band.maxZoom, maxZoom)}: ${n} tiles`);
}

const require = createRequire(import.meta.url);
/** Version of an installed package; some packages do not export their package.json. */
function versionOf(pkg: string, entry = pkg): string {
  let dir = dirname(require.resolve(entry));
  while (dir !== dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (json.name === pkg && json.version) return json.version;
    }
    dir = dirname(dir);
  }
  return 'unknown';
}
const [w, s, e, n] = BASEMAP_REGION;
writer.finish({
  name: 'Havkart base map',
  format: 'pbf',
  type: 'baselayer',
  version: '1',
  description: basemapManifest.title,
  attribution: BASEMAP_ATTRIBUTION,
  bounds: `${w},${s},${e},${n}`,
  center: '15,65,4',
  minzoom: String(BASEMAP_MIN_ZOOM),
  maxzoom: String(maxZoom),
  json: JSON.stringify({
    vector_layers: [
      { id: 'land', fields: {}, minzoom: BASEMAP_MIN_ZOOM, maxzoom: maxZoom },
      {
        id: 'coastline',
        fields: { kind: 'String' },
        minzoom: BASEMAP_COASTLINE_MIN_ZOOM,
        maxzoom: maxZoom,
      },
    ],
  }),
});
log(`wrote basemap.mbtiles: ${writer.uniqueTiles} distinct tiles`);

const fileInfo = (name: string) => {
  const bytes = readFileSync(join(outDir, name));
  return {
    bytes: statSync(join(outDir, name)).size,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
};
const tilesByZoom = Object.fromEntries([...writer.countsByZoom].sort((a, b) => a[0] - b[0]));
const manifest = {
  id: basemapManifest.id,
  generatedAt: new Date().toISOString().slice(0, 10),
  bbox: BASEMAP_REGION,
  minZoom: BASEMAP_MIN_ZOOM,
  maxZoom,
  coastlineMinZoom: BASEMAP_COASTLINE_MIN_ZOOM,
  layers: {
    land: {
      gshhgPolygons: gshhg.length,
      naturalEarthPolygons10m: world10.length,
      naturalEarthPolygons50m: world50.length,
    },
    coastline: { rings: shore.length },
  },
  tiles: {
    total: Object.values(tilesByZoom).reduce((a, b) => a + b, 0),
    distinct: writer.uniqueTiles,
    byZoom: tilesByZoom,
  },
  files: {
    'basemap.mbtiles': fileInfo('basemap.mbtiles'),
    'land.geojson.gz': fileInfo('land.geojson.gz'),
  },
  generator: {
    gmt: process.env['GMT_VERSION'] ?? 'unknown',
    gshhg: (process.env['GSHHG_VERSION'] ?? 'unknown').replace(/-[^-]*$/, ''),
    gshhgDebianPackage: `gmt-gshhg-full ${process.env['GSHHG_VERSION'] ?? 'unknown'}`,
    shapely: process.env['SHAPELY_VERSION'] ?? 'unknown',
    geos: process.env['GEOS_VERSION'] ?? 'unknown',
    'geojson-vt': versionOf('geojson-vt'),
    'vt-pbf': versionOf('vt-pbf'),
    'world-atlas': versionOf('world-atlas', 'world-atlas/land-10m.json'),
    node: process.version,
  },
  tilingSeconds: Math.round((Date.now() - t0) / 1000),
};
// Formatted like the rest of the repository so `prettier --check` passes after regenerating.
const prettierOptions = (await resolveConfig(join(outDir, 'manifest.json'))) ?? {};
writeFileSync(
  join(outDir, 'manifest.json'),
  await format(JSON.stringify(manifest), { ...prettierOptions, parser: 'json' }),
);
log('wrote manifest.json');

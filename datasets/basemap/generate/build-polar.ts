// Polar base-map generator (spec 02 §4, R14.34, A85): `tsx build-polar.ts --out <data dir>`.
// Reads the committed land.geojson.gz (the GSHHG land of the Mercator tiles) and the world
// land beyond its region, moves both to the polar map (polar-land.ts) and cuts them into
// basemap-polar.mbtiles with its own manifest. Needs no GMT: scripts/build-basemap.sh
// --polar-only runs it alone.
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import GeoJSONVT from 'geojson-vt';
import { format, resolveConfig } from 'prettier';
import type { FeatureCollection, Polygon, Position } from 'geojson';
import { POLAR_SCALE_FACTOR } from '@havkart/domain';
import { BASEMAP_ATTRIBUTION, BASEMAP_REGION } from '../src/manifest.js';
import { POLAR_BASEMAP_MAX_ZOOM } from '../src/polar.js';
import { ringAreaKm2 } from './geometry.js';
import { MbtilesWriter } from './mbtiles.js';
import { POLAR_LAND_MIN_LATITUDE, polarPolygons } from './polar-land.js';
import { polygonCollection, readWorldLand, worldOutside } from './sources.js';
import { BUFFER, EXTENT, cutBand } from './tiler.js';

const { values: args } = parseArgs({ options: { out: { type: 'string' } } });
if (!args.out) throw new Error('usage: build-polar.ts --out <datasets/basemap/data>');
const outDir = args.out;
const t0 = Date.now();
const log = (msg: string): void =>
  console.log(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${msg}`);

const landFile = JSON.parse(
  gunzipSync(readFileSync(join(outDir, 'land.geojson.gz'))).toString('utf8'),
) as FeatureCollection<Polygon>;
const region = landFile.features.map((f) => f.geometry.coordinates);
const world50 = readWorldLand('50m');
const world10Outside = worldOutside(readWorldLand('10m'), BASEMAP_REGION);
log(`land: ${region.length} region polygons, ${world50.length} world (50m)`);

/** Region polygons whose outer ring covers at least `minKm2`. */
const regionAbove = (minKm2: number): Position[][][] =>
  region.filter((rings) => ringAreaKm2(rings[0] ?? []) >= minKm2);

// Tolerance in tile units (2048 per tile): 1.5 as the Mercator tiles' low zooms.
const index = (polygons: Position[][][], maxZoom: number): GeoJSONVT =>
  new GeoJSONVT(polygonCollection(polarPolygons(polygons)), {
    maxZoom: maxZoom + 2,
    indexMaxZoom: 0,
    tolerance: 1.5,
    extent: EXTENT,
    buffer: BUFFER,
  });

const writer = new MbtilesWriter(join(outDir, 'basemap-polar.mbtiles'));
const bands = [
  { minZoom: 0, maxZoom: 3, land: () => index(world50, 3) },
  { minZoom: 4, maxZoom: 5, land: () => index([...world10Outside, ...regionAbove(5)], 5) },
  {
    minZoom: 6,
    maxZoom: POLAR_BASEMAP_MAX_ZOOM,
    land: () => index([...world10Outside, ...regionAbove(0.05)], POLAR_BASEMAP_MAX_ZOOM),
  },
];
for (const band of bands) {
  const n = cutBand(
    {
      minZoom: band.minZoom,
      maxZoom: band.maxZoom,
      land: band.land(),
      coastline: null,
      bounds: null,
    },
    writer,
  );
  log(`z${band.minZoom}-${band.maxZoom}: ${n} tiles`);
}
writer.finish({
  name: 'Havkart polar base map',
  format: 'pbf',
  type: 'baselayer',
  version: '1',
  description: 'Land on the polar view (EPSG:3575 scaled into the Web Mercator square)',
  attribution: BASEMAP_ATTRIBUTION,
  bounds: '-180,-85.0511,180,85.0511',
  center: '0,0,2',
  minzoom: '0',
  maxzoom: String(POLAR_BASEMAP_MAX_ZOOM),
  json: JSON.stringify({
    vector_layers: [{ id: 'land', fields: {}, minzoom: 0, maxzoom: POLAR_BASEMAP_MAX_ZOOM }],
  }),
});

const bytes = readFileSync(join(outDir, 'basemap-polar.mbtiles'));
const tilesByZoom = Object.fromEntries([...writer.countsByZoom].sort((a, b) => a[0] - b[0]));
const manifest = {
  id: 'basemap-polar',
  generatedAt: new Date().toISOString().slice(0, 10),
  projection: 'EPSG:3575 scaled into the Web Mercator square',
  scaleFactor: POLAR_SCALE_FACTOR,
  landMinLatitude: POLAR_LAND_MIN_LATITUDE,
  minZoom: 0,
  maxZoom: POLAR_BASEMAP_MAX_ZOOM,
  layers: { land: { regionPolygons: region.length, naturalEarthPolygons50m: world50.length } },
  tiles: {
    total: Object.values(tilesByZoom).reduce((a, b) => a + b, 0),
    distinct: writer.uniqueTiles,
    byZoom: tilesByZoom,
  },
  files: {
    'basemap-polar.mbtiles': {
      bytes: statSync(join(outDir, 'basemap-polar.mbtiles')).size,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
    'land.geojson.gz': {
      sha256: createHash('sha256')
        .update(readFileSync(join(outDir, 'land.geojson.gz')))
        .digest('hex'),
    },
  },
  tilingSeconds: Math.round((Date.now() - t0) / 1000),
};
const manifestPath = join(outDir, 'manifest-polar.json');
const prettierOptions = (await resolveConfig(manifestPath)) ?? {};
writeFileSync(
  manifestPath,
  await format(JSON.stringify(manifest), { ...prettierOptions, parser: 'json' }),
);
log(`wrote basemap-polar.mbtiles (${writer.uniqueTiles} distinct tiles) and manifest-polar.json`);

// Builds data/NIS_arctic_demo_pl_a.zip: a made-up ice chart near Svalbard in the layout of the
// MET Norway Ice Service's charts (a zipped polygon shapefile in a polar stereographic
// projection, the class in `NIS_CLASS`, the date in the file name), so the demo runs through
// the same reader as the real chart. Deterministic: run it again, get the same bytes.
//   npx tsx datasets/sea-ice/generate/demo-ice-chart.ts
import { writeFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import proj4 from 'proj4';
import { writePolygons, writeTable } from './shapefile.js';
/** The chart's projection: polar stereographic north, true at 70° N, as OGC well-known text. */
export const DEMO_PRJ =
  'PROJCS["WGS 84 / NSIDC Sea Ice Polar Stereographic North",GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]],PROJECTION["Polar_Stereographic"],PARAMETER["latitude_of_origin",70],PARAMETER["central_meridian",-45],PARAMETER["false_easting",0],PARAMETER["false_northing",0],UNIT["metre",1]]';
/** A winter's day; the chart's date is read from this part of the file name. */
const DEMO_DATE = '20260115';
const BASE_NAME = `NIS_arctic_${DEMO_DATE}_pl_a`;
/** Areas as lon/lat boxes [west, south, east, north]: ice thinning southwards, east of Svalbard. */
const AREAS = [
  { nisClass: 'Fast Ice', box: [18.5, 77.6, 21, 78.4] },
  { nisClass: 'Very Close Drift Ice', box: [28, 79.5, 60, 81.5] },
  { nisClass: 'Close Drift Ice', box: [28, 78.5, 60, 79.5] },
  { nisClass: 'Open Drift Ice', box: [30, 77.5, 60, 78.5] },
  { nisClass: 'Very Open Drift Ice', box: [30, 76.5, 60, 77.5] },
  { nisClass: 'Open Water', box: [30, 75.5, 60, 76.5] },
  { nisClass: 'Ice Free', box: [0, 72, 28, 76] },
];
/** The box's outline along its parallels and meridians, a point every half degree. */
function outline([west, south, east, north]) {
  const along = (from, to) => {
    const steps = Math.max(1, Math.ceil(Math.abs(to - from) / 0.5));
    return Array.from({ length: steps }, (_, i) => from + ((to - from) * i) / steps);
  };
  return [
    ...along(west, east).map((lon) => [lon, south]),
    ...along(south, north).map((lat) => [east, lat]),
    ...along(east, west).map((lon) => [lon, north]),
    ...along(north, south).map((lat) => [west, lat]),
  ];
}
/** Shoelace sum: negative for a clockwise ring (y up). */
function signedArea(ring) {
  let sum = 0;
  ring.forEach(([x1, y1], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length];
    sum += x1 * y2 - x2 * y1;
  });
  return sum / 2;
}
function projectedRing(box) {
  const projection = proj4(DEMO_PRJ);
  const ring = outline(box).map((p) => projection.forward(p));
  // Shapefile outer rings run clockwise.
  if (signedArea(ring) > 0) ring.reverse();
  return [[...ring, ring[0]]];
}
export function buildDemoChart() {
  const { shp, shx } = writePolygons(AREAS.map((area) => projectedRing(area.box)));
  const dbf = writeTable(AREAS.map((area) => ({ NIS_CLASS: area.nisClass })));
  const mtime = new Date(Date.UTC(2026, 0, 15));
  return zipSync(
    {
      [`${BASE_NAME}.shp`]: shp,
      [`${BASE_NAME}.shx`]: shx,
      [`${BASE_NAME}.dbf`]: dbf,
      [`${BASE_NAME}.prj`]: Buffer.from(DEMO_PRJ, 'latin1'),
    },
    { mtime },
  );
}
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  const target = new URL('../data/NIS_arctic_demo_pl_a.zip', import.meta.url);
  writeFileSync(target, buildDemoChart());
  console.log(`Wrote ${target.pathname}`);
}
//# sourceMappingURL=demo-ice-chart.js.map

// The demo chart: a made-up ice chart near Svalbard in the layout of the
// MET Norway Ice Service's charts (a zipped polygon shapefile in a polar stereographic
// projection, the class in `NIS_CLASS`, the date in the file name), so the demo runs through
// the same reader as the real chart. Deterministic: run it again, get the same bytes.
// Written to data/ by generate/demo-ice-chart.ts.
import { zipSync } from 'fflate';
import proj4 from 'proj4';
import { writePolygons, writeTable, type ShapeRings } from './shapefile-writer.js';

/** The chart's projection: polar stereographic north, true at 70° N, as OGC well-known text. */
export const DEMO_PRJ =
  'PROJCS["WGS 84 / NSIDC Sea Ice Polar Stereographic North",GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]],PROJECTION["Polar_Stereographic"],PARAMETER["latitude_of_origin",70],PARAMETER["central_meridian",-45],PARAMETER["false_easting",0],PARAMETER["false_northing",0],UNIT["metre",1]]';

/** A winter's day; the chart's date is read from this part of the file name. */
const DEMO_DATE = '20260115';
const BASE_NAME = `NIS_arctic_${DEMO_DATE}_pl_a`;

/** Areas as lon/lat boxes [west, south, east, north]: ice thinning southwards, east of Svalbard. */
const AREAS: readonly { nisClass: string; box: readonly [number, number, number, number] }[] = [
  { nisClass: 'Fast Ice', box: [18.5, 77.6, 21, 78.4] },
  { nisClass: 'Very Close Drift Ice', box: [28, 79.5, 60, 81.5] },
  { nisClass: 'Close Drift Ice', box: [28, 78.5, 60, 79.5] },
  { nisClass: 'Open Drift Ice', box: [30, 77.5, 60, 78.5] },
  { nisClass: 'Very Open Drift Ice', box: [30, 76.5, 60, 77.5] },
  { nisClass: 'Open Water', box: [30, 75.5, 60, 76.5] },
  { nisClass: 'Ice Free', box: [0, 72, 28, 76] },
];

/** The box's outline along its parallels and meridians, a point every half degree. */
function outline([west, south, east, north]: readonly number[]): [number, number][] {
  const along = (from: number, to: number) => {
    const steps = Math.max(1, Math.ceil(Math.abs(to - from) / 0.5));
    return Array.from({ length: steps }, (_, i) => from + ((to - from) * i) / steps);
  };
  return [
    ...along(west as number, east as number).map((lon): [number, number] => [lon, south as number]),
    ...along(south as number, north as number).map((lat): [number, number] => [
      east as number,
      lat,
    ]),
    ...along(east as number, west as number).map((lon): [number, number] => [lon, north as number]),
    ...along(north as number, south as number).map((lat): [number, number] => [
      west as number,
      lat,
    ]),
  ];
}

/** Shoelace sum: negative for a clockwise ring (y up). */
function signedArea(ring: readonly (readonly [number, number])[]): number {
  let sum = 0;
  ring.forEach(([x1, y1], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length] as readonly [number, number];
    sum += x1 * y2 - x2 * y1;
  });
  return sum / 2;
}

function projectedRing(box: readonly number[]): ShapeRings {
  const projection = proj4(DEMO_PRJ);
  const ring = outline(box).map((p) => projection.forward(p) as [number, number]);
  // Shapefile outer rings run clockwise.
  if (signedArea(ring) > 0) ring.reverse();
  return [[...ring, ring[0] as [number, number]]];
}

export function buildDemoChart(): Uint8Array {
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

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

type LonLat = readonly [number, number];
/** An area's rings as lon/lat corners: the outer ring first, then holes around islands. */
type Area = { nisClass: string; rings: readonly (readonly LonLat[])[] };

const box = (west: number, south: number, east: number, north: number): LonLat[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
];

/**
 * Ice thinning southwards, east of Svalbard, drawn at sea only: the areas keep clear of the
 * base map's land (Kong Karls Land, Hopen, Franz Josef Land to the east) and islands inside
 * an area are cut out of it, as the Ice Service's charts leave land blank. A test checks the
 * areas against the base map's land polygons.
 */
const AREAS: readonly Area[] = [
  // In Storfjorden, between Spitsbergen and Edgeøya, off both coasts.
  { nisClass: 'Fast Ice', rings: [box(19.4, 77.7, 20.6, 78.15)] },
  {
    // Reaches north into the Arctic basin, over Nordaustlandet's north coast; Kvitøya and
    // Victoriaøya are holes.
    nisClass: 'Very Close Drift Ice',
    rings: [
      [
        [31, 79.4],
        [44, 79.4],
        [44, 83],
        [22, 83],
        [22, 80.95],
        [31, 80.95],
      ],
      box(31.2, 79.95, 33.9, 80.35),
      box(36.4, 80.05, 37.3, 80.25),
    ],
  },
  { nisClass: 'Close Drift Ice', rings: [box(31, 78.6, 48, 79.4)] },
  { nisClass: 'Open Drift Ice', rings: [box(31, 77.6, 48, 78.6)] },
  { nisClass: 'Very Open Drift Ice', rings: [box(31, 76.6, 48, 77.6)] },
  { nisClass: 'Open Water', rings: [box(31, 75.6, 48, 76.6)] },
  // Bjørnøya is a hole.
  { nisClass: 'Ice Free', rings: [box(0, 72, 28, 76), box(18.5, 74.2, 19.5, 74.65)] },
];

/** A closed ring's corners with a point at least every half degree along each side. */
function densified(corners: readonly LonLat[]): [number, number][] {
  return corners.flatMap(([lon, lat], i): [number, number][] => {
    const [nextLon, nextLat] = corners[(i + 1) % corners.length] as LonLat;
    const steps = Math.max(
      1,
      Math.ceil(Math.max(Math.abs(nextLon - lon), Math.abs(nextLat - lat)) / 0.5),
    );
    return Array.from({ length: steps }, (_, k): [number, number] => [
      lon + ((nextLon - lon) * k) / steps,
      lat + ((nextLat - lat) * k) / steps,
    ]);
  });
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

function projectedRings(area: Area): ShapeRings {
  const projection = proj4(DEMO_PRJ);
  return area.rings.map((corners, index) => {
    const ring = densified(corners).map((p) => projection.forward(p) as [number, number]);
    // Shapefile outer rings run clockwise, holes counter-clockwise.
    const clockwise = signedArea(ring) < 0;
    if (clockwise !== (index === 0)) ring.reverse();
    return [...ring, ring[0] as [number, number]];
  });
}

export function buildDemoChart(): Uint8Array {
  const { shp, shx } = writePolygons(AREAS.map(projectedRings));
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

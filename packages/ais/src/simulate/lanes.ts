/**
 * Offshore shipping lanes: where merchant ships pass Norway without calling at a Norwegian
 * port, well outside the coastal fairway ({@link FAIRWAY}) that coastal trade and the
 * coastal express follow.
 *
 * How the lines were drawn: by hand, from the published description of the routing
 * measures, not copied from any chart or data set. Since 2011 ships of 5,000 GT and more in
 * transit between Vardø and Røst, and all tankers, keep to recommended routes about
 * 30 NM off the coast, with traffic separation schemes off Vardø and off Røst; south of
 * Røst the transit traffic keeps a similar distance through the Norwegian Sea and the North
 * Sea towards the Channel, and the Skagerrak traffic runs between Lista and the Danish
 * coast. Every waypoint below was chosen at 20 NM or more from the nearest shore (the
 * Skagerrak's narrow end excepted, where the sea between Skagen and Sweden is narrower) and
 * every leg, in both directions of travel, is checked against the GSHHG land polygons
 * (`land.int.test.ts`).
 *
 * Ships keep to starboard: each direction sails {@link LANE_SEPARATION_NM} to the right of
 * the line, so the two streams pass each other apart as in a traffic separation scheme.
 */
import { bearingDeg, offsetNm, type LatLon } from './geo.js';

/** A lane between two ends outside the map's core area, named by UN/LOCODE. */
export interface Lane {
  name: string;
  /** Destination a ship sailing the line forward reports, and backwards. */
  ends: readonly [forward: string, backward: string];
  path: readonly LatLon[];
}

/** Distance of each direction of travel to the right of a lane's line, nautical miles. */
export const LANE_SEPARATION_NM = 1.5;

export const LANES: readonly Lane[] = [
  {
    // Barents Sea ↔ North Sea: the Vardø–Røst routing, then the open Norwegian Sea.
    name: 'MURMANSK-ROTTERDAM',
    ends: ['NLRTM', 'RUMMK'],
    path: [
      [70.3, 32.8],
      [70.75, 31.6], // traffic separation scheme off Vardø
      [71.55, 28.0],
      [71.75, 25.5], // off Nordkapp
      [71.4, 21.5],
      [70.6, 17.8],
      [69.75, 14.9], // off Andøya
      [68.6, 11.6],
      [67.4, 10.3], // traffic separation scheme off Røst
      [65.8, 8.2],
      [64.3, 6.0],
      [63.0, 4.6],
      [61.9, 3.9], // off Stad
      [60.8, 3.6],
      [59.6, 3.9],
      [58.6, 4.2],
      [57.2, 4.4],
      [56.0, 4.6],
    ],
  },
  {
    // Humber ↔ Kattegat through the Skagerrak, between Lista and Hanstholm.
    name: 'IMMINGHAM-GOTEBORG',
    ends: ['SEGOT', 'GBIMM'],
    path: [
      [56.8, 2.5],
      [57.35, 6.0],
      [57.65, 8.0],
      [57.92, 10.2],
      [57.85, 11.0],
    ],
  },
  {
    // Rotterdam ↔ Kattegat: the German Bight traffic joining the Skagerrak off Hanstholm.
    name: 'ROTTERDAM-GOTEBORG',
    ends: ['SEGOT', 'NLRTM'],
    path: [
      [56.0, 5.2],
      [57.1, 6.6],
      [57.55, 8.2],
      [57.88, 10.0],
      [57.82, 11.05],
    ],
  },
];

/** A lane's line as sailed in one direction: shifted to starboard of the line. */
export function laneLine(lane: Lane, reverse: boolean): LatLon[] {
  const points = reverse ? [...lane.path].reverse() : [...lane.path];
  return points.map((at, i) => {
    // Starboard of the mean course through the point: 90° right of travel.
    const from = points[Math.max(0, i - 1)]!;
    const to = points[Math.min(points.length - 1, i + 1)]!;
    return offsetNm(at, bearingDeg(from, to) + 90, LANE_SEPARATION_NM);
  });
}

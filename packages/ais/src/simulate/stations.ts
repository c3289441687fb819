/**
 * Shore infrastructure: AIS base stations (which also name the receiver in the tag block `s:`)
 * and met/hydro stations. Sites are real coastal places and offshore fields; ids are made up
 * in the style of the Norwegian shore network (`257` + four digits).
 */
import type { LatLon } from './geo.js';

/** A receiving base station: tag-block id (its MMSI without leading zeros) and site. */
export interface BaseStationSite {
  id: number;
  name: string;
  at: LatLon;
}

const SITES: readonly (readonly [string, number, number])[] = [
  ['OSLO', 59.9, 10.75],
  ['DROEBAK', 59.66, 10.63],
  ['HORTEN', 59.42, 10.48],
  ['FAERDER', 59.03, 10.52],
  ['ARENDAL', 58.46, 8.77],
  ['KRISTIANSAND', 58.1, 7.95],
  ['LINDESNES', 57.99, 7.05],
  ['LISTA', 58.1, 6.6],
  ['EGERSUND', 58.45, 6.0],
  ['STAVANGER', 58.97, 5.65],
  ['HAUGESUND', 59.41, 5.28],
  ['BOEMLO', 59.73, 5.2],
  ['BERGEN', 60.38, 5.39],
  ['FEDJE', 60.78, 4.72],
  ['FLOROE', 61.6, 5.03],
  ['STAD', 62.17, 5.15],
  ['AALESUND', 62.47, 6.16],
  ['MOLDE', 62.74, 7.16],
  ['KRISTIANSUND', 63.11, 7.73],
  ['FROEYA', 63.7, 8.7],
  ['OERLAND', 63.7, 9.6],
  ['TRONDHEIM', 63.43, 10.4],
  ['VIKNA', 64.86, 11.0],
  ['BROENNOEYSUND', 65.47, 12.2],
  ['SANDNESSJOEEN', 66.02, 12.63],
  ['TRAENA', 66.5, 12.1],
  ['BODOE', 67.28, 14.4],
  ['VAEROEY', 67.65, 12.65],
  ['SVOLVAER', 68.23, 14.57],
  ['ANDENES', 69.31, 16.12],
  ['TORSKEN', 69.35, 17.1],
  ['TROMSOE', 69.65, 18.95],
  ['TORSVAAG', 70.25, 19.5],
  ['HASVIK', 70.5, 22.15],
  ['HAMMERFEST', 70.66, 23.68],
  ['HONNINGSVAAG', 70.98, 25.97],
  ['MEHAMN', 71.03, 27.85],
  ['BERLEVAAG', 70.86, 29.1],
  ['VARDOE', 70.37, 31.1],
  ['KIRKENES', 69.73, 30.05],
  ['TROLL A', 60.645, 3.726],
  ['GULLFAKS', 61.177, 2.19],
  ['EKOFISK', 56.544, 3.213],
  ['JOHAN SVERDRUP', 58.845, 2.63],
  ['HEIDRUN', 65.325, 7.317],
  ['AASTA HANSTEEN', 67.067, 6.991],
  ['GOLIAT', 71.291, 22.3],
  // Last, so the ids above keep their values: these two fields are beyond every other
  // station's range, and an installation out of range would send no name (message 5).
  ['DRAUGEN', 64.353, 7.783],
  ['NORNE', 66.026, 8.085],
];

export const BASE_STATIONS: readonly BaseStationSite[] = SITES.map(([name, lat, lon], i) => ({
  id: 2573000 + ((i * 379 + 105) % 1000),
  name,
  at: [lat, lon] as const,
}));

/** Reception range of a shore station for ship-borne AIS, nautical miles. */
export const BASE_STATION_RANGE_NM = 45;

/** Satellites whose receptions appear in the feed for ships beyond shore range. */
export const SATELLITES: readonly string[] = [
  'AISSAT1',
  'AISSAT2',
  'NORSAT1',
  'NORSAT2',
  'NORSAT3',
];

/** A met/hydro reporting site: its fixed MMSI, name and place; a buoy reports no wind. */
export interface MetSite {
  readonly mmsi: number;
  readonly name: string;
  readonly at: LatLon;
  readonly buoy: boolean;
}

// Buoys and lighthouses in the fairway, and platforms; the buoys report waves only, so the
// weather-station layer has each of its symbols to draw.
const MET: readonly (readonly [string, number, number, boolean?])[] = [
  ['FAERDER', 58.93, 10.5],
  ['LINDESNES', 57.88, 7.05],
  ['UTSIRA', 59.3, 5.03],
  ['MARSTEIN', 60.1, 4.8],
  ['STAD', 62.2, 4.85],
  ['HUSTADVIKA', 63.1, 6.9],
  ['HALTEN', 64.0, 8.8, true],
  ['VESTFJORDEN', 67.3, 13.3],
  ['ANDOEYA', 69.3, 15.4],
  ['FUGLOEYA', 70.4, 20.0],
  ['NORDKAPP', 71.3, 26.5],
  ['TROLL A', 60.645, 3.726],
  ['HEIDRUN', 65.325, 7.317],
  ['EKOFISK', 56.544, 3.213, true],
];

/**
 * Met/hydro sites with fixed MMSIs (`2576` + three digits, beside the base stations'
 * `2573`), so a server can name the stations without running the simulator.
 */
export const MET_SITES: readonly MetSite[] = MET.map(([name, lat, lon, buoy], i) => ({
  mmsi: 2576001 + i,
  name,
  at: [lat, lon] as const,
  buoy: buoy === true,
}));

const BUOYS = new Set(MET_SITES.filter((site) => site.buoy).map((site) => site.mmsi));

/** Whether a met station is a buoy, which reports waves but no wind. */
export function isMetBuoy(mmsi: number): boolean {
  return BUOYS.has(mmsi);
}

/** The met stations' MMSIs and names, the default names of a weather-station layer. */
export const SIMULATED_WEATHER_STATIONS: readonly { mmsi: number; name: string }[] = MET_SITES.map(
  ({ mmsi, name }) => ({ mmsi, name }),
);

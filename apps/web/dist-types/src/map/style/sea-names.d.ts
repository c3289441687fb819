import type { FeatureCollection, Point } from 'geojson';
/**
 * Names of the seas around Norway, placed where a chart would print them. These are facts
 * (names and rough centres), not data of record; the place-name dataset will replace them.
 */
export declare const SEA_NAMES: FeatureCollection<
  Point,
  {
    name: string;
    rank: number;
  }
>;
//# sourceMappingURL=sea-names.d.ts.map

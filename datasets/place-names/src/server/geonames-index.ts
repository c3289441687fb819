// Loads the GeoNames place index the search route searches: the demo index shipped with the
// dataset (GeoNames cities in and near Norway), or a GeoNames dump the site names.
import { readFileSync } from 'node:fs';
import { parseGeoNames, type GeoNamesPlace, type SkippedLine } from '../search/geonames.js';

/** The demo index, in the GeoNames dump format. */
export const DEMO_GEONAMES_PATH = new URL('../../data/geonames-near-norway.txt', import.meta.url)
  .pathname;

export interface GeoNamesIndex {
  readonly places: readonly GeoNamesPlace[];
  /** Malformed lines left out, with the reason. */
  readonly skipped: readonly SkippedLine[];
  /** True for the demo index shipped with Havkart. */
  readonly demoData: boolean;
  readonly path: string;
}

/**
 * Reads a GeoNames dump (`cities1000.txt`, a country file such as `NO.txt`, or the demo
 * index when `path` is absent). Throws when the file cannot be read; malformed lines are
 * counted in `skipped`, not fatal.
 */
export function loadGeoNamesIndex(path?: string): GeoNamesIndex {
  const file = path ?? DEMO_GEONAMES_PATH;
  const { places, skipped } = parseGeoNames(readFileSync(file, 'utf8'));
  return { places, skipped, demoData: path === undefined, path: file };
}

// A GeoNames place index for search (spec 01 §5 ranking): the GeoNames dump format
// (`cities1000.txt`, `NO.txt`: 19 tab-separated columns) read into places, the GeoNames
// feature codes mapped to the place types spec 01 §5 keeps, and the search over the index.
// Pure, so the server's search route and the tests use the same rules.
import { RESULTS_PER_PAGE } from './search.js';

/** Search-source definition (spec 01 §3): id, category, priority, uniqueProp, sortProp. */
export const GEONAMES_SOURCE = {
  id: 'geonames',
  category: 'placenames',
  /** Places sort with the place names, after vessels (0) and weather stations (1) (A08). */
  priority: 2,
  uniqueProp: 'uniqueId',
  sortProp: 'name',
} as const;

/** One place of the index. */
export interface GeoNamesPlace {
  readonly geonameId: number;
  readonly name: string;
  readonly asciiName: string;
  readonly alternateNames: readonly string[];
  readonly lat: number;
  readonly lon: number;
  readonly featureClass: string;
  readonly featureCode: string;
  readonly country: string;
  readonly population: number;
}

/** One search result, as the search route answers it. */
export interface GeoNamesResult {
  /** `geonames:{geonameId}`, unique across results and sources. */
  readonly uniqueId: string;
  readonly name: string;
  /** The spec 01 §5 place type, e.g. `town`, `fjord`. */
  readonly type: string;
  readonly country: string;
  readonly population: number;
  readonly lon: number;
  readonly lat: number;
}

/**
 * GeoNames feature codes (`class.code`) of the place types spec 01 §5 keeps. Places of any
 * other code (farms, roads, lakes, abandoned places …) are left out of the index.
 */
export const GEONAMES_PLACE_TYPES: Readonly<Record<string, string>> = {
  'P.PPLC': 'town',
  'P.PPLA': 'town',
  'P.PPLA2': 'town',
  'P.PPLA3': 'town',
  'P.PPLA4': 'town',
  'P.PPLG': 'town',
  'P.PPL': 'settlement',
  'P.PPLL': 'settlement',
  'P.PPLX': 'built-up area',
  'P.PPLF': 'settlement',
  'P.PPLS': 'settlement',
  'T.MT': 'mountain',
  'T.MTS': 'mountain',
  'T.PK': 'mountain',
  'H.FJD': 'fjord',
  'H.FJDS': 'fjord',
  'S.LTHSE': 'lighthouse',
  'H.SHOL': 'shoal at sea',
  'H.SHOLS': 'shoal at sea',
  'T.ISL': 'island at sea',
  'T.ISLET': 'islet',
  'T.ISLS': 'island group at sea',
  'T.CAPE': 'headland',
  'T.PT': 'headland',
  'H.RF': 'skerry at sea',
  'H.RFS': 'skerry at sea',
  'H.RK': 'skerry at sea',
  'H.BAY': 'bay at sea',
  'H.COVE': 'bay at sea',
};

/** The spec type of a feature class and code, or null for one the search does not keep. */
export function geoNamesPlaceType(featureClass: string, featureCode: string): string | null {
  return GEONAMES_PLACE_TYPES[`${featureClass}.${featureCode}`] ?? null;
}

/** Why a line of a dump was left out. */
export interface SkippedLine {
  /** 1-based line number. */
  readonly line: number;
  readonly reason: string;
}

/**
 * Reads a GeoNames dump: geonameid, name, asciiname, alternatenames (comma separated),
 * latitude, longitude, feature class, feature code, country code, cc2, admin1–4,
 * population, elevation, dem, timezone, modification date. Lines that are malformed are
 * skipped with the reason; places of types the search does not keep are skipped silently
 * (they are not errors). `keep` narrows further (e.g. to a region).
 */
export function parseGeoNames(
  text: string,
  keep: (place: GeoNamesPlace) => boolean = () => true,
): { places: GeoNamesPlace[]; skipped: SkippedLine[] } {
  const places: GeoNamesPlace[] = [];
  const skipped: SkippedLine[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '' || line.startsWith('#')) return;
    const cols = line.split('\t');
    const fail = (reason: string) => skipped.push({ line: i + 1, reason });
    if (cols.length !== 19) return fail(`${cols.length} columns, not 19`);
    const geonameId = Number(cols[0]);
    const lat = Number(cols[4]);
    const lon = Number(cols[5]);
    const population = cols[14] === '' ? 0 : Number(cols[14]);
    if (!Number.isInteger(geonameId) || geonameId <= 0) return fail('geonameid is not a number');
    if (!cols[1]) return fail('no name');
    if (!(cols[4] !== '' && Math.abs(lat) <= 90 && cols[5] !== '' && Math.abs(lon) <= 180)) {
      return fail('latitude/longitude missing or out of range');
    }
    if (!Number.isFinite(population) || population < 0) return fail('population is not a number');
    const place: GeoNamesPlace = {
      geonameId,
      name: cols[1]!,
      asciiName: cols[2] || cols[1]!,
      alternateNames: cols[3] ? cols[3].split(',').filter(Boolean) : [],
      lat,
      lon,
      featureClass: cols[6]!,
      featureCode: cols[7]!,
      country: cols[8]!,
      population,
    };
    if (geoNamesPlaceType(place.featureClass, place.featureCode) && keep(place)) places.push(place);
  });
  return { places, skipped };
}

/** A place as one line of the dump format (what the demo index is written in). */
export function geoNamesLine(place: GeoNamesPlace): string {
  return [
    place.geonameId,
    place.name,
    place.asciiName,
    place.alternateNames.join(','),
    place.lat,
    place.lon,
    place.featureClass,
    place.featureCode,
    place.country,
    '',
    '',
    '',
    '',
    '',
    place.population,
    '',
    '',
    '',
    '',
  ].join('\t');
}

/** Lower case without diacritics, ø/æ/å and the like spelled out, for matching. */
export function foldName(value: string): string {
  return value
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Edit distance, stopping early once it exceeds `max`. */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}

/** Each place's spellings folded once: a search compares every place, many times. */
const foldedNames = new WeakMap<GeoNamesPlace, readonly string[]>();

function foldedNamesOf(place: GeoNamesPlace): readonly string[] {
  let names = foldedNames.get(place);
  if (!names) {
    names = [place.name, place.asciiName, ...place.alternateNames].map(foldName);
    foldedNames.set(place, names);
  }
  return names;
}

/**
 * How a place matches a query: 0 exact spelling, 1 spelling starts with it, 2 spelling
 * contains it, 3 only another spelling (ASCII or alternate names) contains it, 4 close to
 * it (fuzzy: one edit from 4 letters, two from 8), or null for no match.
 */
export function matchRank(place: GeoNamesPlace, query: string): number | null {
  const needle = query.trim().replace(/\s+/g, ' ').toLowerCase();
  if (needle === '') return null;
  const name = place.name.toLowerCase();
  if (name === needle) return 0;
  if (name.startsWith(needle)) return 1;
  if (name.includes(needle)) return 2;
  const folded = foldName(needle);
  const others = foldedNamesOf(place);
  if (others.some((other) => other.includes(folded))) return 3;
  const edits = folded.length >= 8 ? 2 : folded.length >= 4 ? 1 : 0;
  if (edits > 0 && others.some((other) => withinEdits(folded, other, edits))) return 4;
  return null;
}

/**
 * Searches the index (spec 01 §5): places whose spelling contains the query rank first
 * (exact, then starting with it, then containing it), then places found by another
 * spelling or fuzzily; within each rank the larger place first, then by name. At most
 * `limit` results (20 a page, spec 01 §9).
 */
export function searchGeoNames(
  places: readonly GeoNamesPlace[],
  query: string,
  limit: number = RESULTS_PER_PAGE,
): GeoNamesResult[] {
  const hits: { place: GeoNamesPlace; rank: number }[] = [];
  for (const place of places) {
    const rank = matchRank(place, query);
    if (rank !== null) hits.push({ place, rank });
  }
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.place.population - a.place.population ||
      a.place.name.localeCompare(b.place.name),
  );
  return hits.slice(0, limit).map(({ place }) => ({
    uniqueId: `geonames:${place.geonameId}`,
    name: place.name,
    type: geoNamesPlaceType(place.featureClass, place.featureCode) ?? 'settlement',
    country: place.country,
    population: place.population,
    lon: place.lon,
    lat: place.lat,
  }));
}

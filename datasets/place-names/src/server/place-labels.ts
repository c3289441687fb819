// Map labels of towns and harbours from the GeoNames places the search ships: populated
// places only (no mountains, fjords or lighthouses: those have layers of their own), each a
// point with the population the map uses to show larger places first.
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { GeoNamesPlace } from '../search/geonames.js';

/** Properties of one label: the GeoNames id, the name and the population (0 when unknown). */
export type PlaceLabelProperties = {
  readonly id: string;
  readonly name: string;
  readonly population: number;
};

/**
 * GeoNames feature codes labelled: capitals, seats of administration and other towns and
 * villages. Sections of a city (`PPLX`) are left out, so "Bergen" is not crowded by its
 * districts.
 */
const LABELLED_CODES = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLG', 'PPL', 'PPLL']);

/** The label points of an index's populated places, largest first. */
export function placeLabels(
  places: readonly GeoNamesPlace[],
): FeatureCollection<Point, PlaceLabelProperties> {
  const features: Feature<Point, PlaceLabelProperties>[] = places
    .filter((place) => place.featureClass === 'P' && LABELLED_CODES.has(place.featureCode))
    .sort((a, b) => b.population - a.population)
    .map((place) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [place.lon, place.lat] },
      properties: {
        id: String(place.geonameId),
        name: place.name,
        population: place.population,
      },
    }));
  return { type: 'FeatureCollection', features };
}

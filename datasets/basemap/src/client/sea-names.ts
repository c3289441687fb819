import type { FeatureCollection, Point } from 'geojson';

/**
 * Names of the seas around Norway, placed where a chart would print them. These are facts
 * (names and rough centres), not data of record; the place-name dataset will replace them.
 */
export const SEA_NAMES: FeatureCollection<Point, { name: string; rank: number }> = {
  type: 'FeatureCollection',
  features: [
    ['Nordsjøen', 3.0, 57.8, 1],
    ['Norskehavet', 3.5, 67.0, 1],
    ['Barentshavet', 36.0, 73.5, 1],
    ['Grønlandshavet', -6.0, 76.5, 1],
    ['Skagerrak', 9.0, 57.9, 2],
    ['Vestfjorden', 14.3, 67.9, 3],
    ['Varangerfjorden', 30.2, 69.95, 3],
    ['Sognefjorden', 6.2, 61.1, 4],
    ['Hardangerfjorden', 6.0, 60.1, 4],
    ['Trondheimsfjorden', 10.2, 63.55, 4],
    ['Oslofjorden', 10.6, 59.45, 4],
  ].map(([name, lon, lat, rank]) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [lon as number, lat as number] },
    properties: { name: name as string, rank: rank as number },
  })),
};

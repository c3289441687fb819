// The nearest-SAR result on the map (R23.03, R23.04): a dashed line from the point to each unit
// with its distance in the general format (R04.32), and the view fitted to the point and the
// nearest unit.
import { formatDistanceAndBearing, type Language, type LonLat } from '@havkart/domain';
import type { FeatureCollection } from 'geojson';
import type { SarUnit } from './emergency.store.js';

export function sarFeatures(
  point: LonLat,
  units: readonly SarUnit[],
  language: Language,
): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: units.flatMap((unit) => {
      const at: [number, number] = [unit.longitude, unit.latitude];
      const label = formatDistanceAndBearing(unit.distanceMeters, unit.bearingDegrees, language);
      return [
        {
          type: 'Feature' as const,
          properties: { role: 'line', mmsi: unit.mmsi },
          geometry: { type: 'LineString' as const, coordinates: [[...point], at] },
        },
        {
          type: 'Feature' as const,
          properties: { role: 'label', mmsi: unit.mmsi, label },
          geometry: {
            type: 'Point' as const,
            coordinates: [(point[0] + at[0]) / 2, (point[1] + at[1]) / 2],
          },
        },
      ];
    }),
  };
}

/** The box of the point and the nearest unit: [west, south, east, north]. */
export function sarFitBounds(
  point: LonLat,
  units: readonly SarUnit[],
): [number, number, number, number] | null {
  const nearest = units[0];
  if (!nearest) return null;
  return [
    Math.min(point[0], nearest.longitude),
    Math.min(point[1], nearest.latitude),
    Math.max(point[0], nearest.longitude),
    Math.max(point[1], nearest.latitude),
  ];
}

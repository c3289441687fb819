// Frost's stations on the weather-station layer, beside the AIS ones: keyed by their `SN…`
// id, drawn by the same rules from their wind and wave readings (R15.06–R15.12).
import type { Feature, Point } from 'geojson';
import { seaMask, type SeaMask } from '../model/sea-mask.js';
import { stationFeature, type PlacedStation } from '../stations.js';
import { frostObservations, type FrostStation } from './frost-parse.js';

export function placedFrostStation(station: FrostStation): PlacedStation {
  const [lon, lat] = station.geom.coordinates as [number, number];
  return {
    sourceId: station.sourceId,
    name: station.name,
    lon,
    lat,
    time: station.referenceTime,
  };
}

/** The stations with a reading the rules can draw; the others are skipped (R15.15). */
export function frostStationFeatures(stations: readonly FrostStation[]): Feature<Point>[] {
  return stations.flatMap((station) => {
    const feature = stationFeature(placedFrostStation(station), frostObservations(station), {
      source: 'frost',
    });
    return feature ? [feature] : [];
  });
}

/**
 * A station counts as coastal with sea within about 3 km (the mask's 1 km cells): lighthouses
 * and harbour stations stand on land by the water; Blindern does not.
 */
export function isCoastalBySeaMask(mask: SeaMask = seaMask()) {
  return (lat: number, lon: number): boolean =>
    mask.isSea(lat, lon) || mask.seaFraction(lat - 0.03, lon - 0.06, lat + 0.03, lon + 0.06) > 0;
}

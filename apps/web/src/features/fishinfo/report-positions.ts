// Positions a report gets from outside its text fields (R24.08, "position from geolocation, a
// click or typed"): the device's fix or a click on the map fills the first empty row, else adds
// one, so a net is laid by clicking or walking its line.
import type { LonLat } from '@havkart/domain';
import type { FeatureCollection, Point } from 'geojson';
import { typedPositions, type PositionDraft } from './report-form.rules.js';

/** Decimals kept from a fix or a click: 5 is about a metre, finer than a net is laid. */
const DECIMALS = 5;

/** The positions with `[lon, lat]` in the first empty row, or a new row after the last. */
export function placePosition(
  positions: readonly PositionDraft[],
  [lon, lat]: LonLat,
): PositionDraft[] {
  const here = { lat: lat.toFixed(DECIMALS), lon: wrapLongitude(lon).toFixed(DECIMALS) };
  const empty = positions.findIndex((p) => !p.lat.trim() && !p.lon.trim());
  return empty >= 0 ? positions.map((p, i) => (i === empty ? here : p)) : [...positions, here];
}

/** A click on a world copy east or west of the first gives a longitude past ±180. */
function wrapLongitude(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

/** The rows that read as positions, as GeoJSON points numbered from 1, to show on the map. */
export function positionPoints(
  positions: readonly PositionDraft[],
): FeatureCollection<Point, { n: number }> {
  return {
    type: 'FeatureCollection',
    features: typedPositions(positions).flatMap((p, index) =>
      p.valid
        ? [
            {
              type: 'Feature' as const,
              geometry: { type: 'Point' as const, coordinates: [p.lon, p.lat] },
              properties: { n: index + 1 },
            },
          ]
        : [],
    ),
  };
}

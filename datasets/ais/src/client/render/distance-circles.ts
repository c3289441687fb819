// Distance circles around the vessel the details pane shows (setting `distanceCircles`,
// spec 01 §3): rings at 1, 2 and 5 nautical miles (checklist A64), so distances read off the
// map. Each ring carries its label text for a label layer.
import type { Feature, LineString } from 'geojson';
import { destination, NAUTICAL_MILE_M } from './geometry.js';

export const DISTANCE_CIRCLE_NM = [1, 2, 5] as const;

const STEPS = 64;

/** One ring of `nm` nautical miles around [lng, lat], closed. */
export function circleRing(centre: readonly [number, number], nm: number): [number, number][] {
  const ring: [number, number][] = [];
  for (let i = 0; i <= STEPS; i++) {
    ring.push(destination(centre, (360 * i) / STEPS, nm * NAUTICAL_MILE_M));
  }
  return ring;
}

export function distanceCircles(
  centre: readonly [number, number],
): Feature<LineString, { nm: number; label: string }>[] {
  return DISTANCE_CIRCLE_NM.map((nm) => ({
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: circleRing(centre, nm) },
    properties: { nm, label: `${nm} NM` },
  }));
}

/** The MMSI a `/ais/{mmsi}` path (also under `/embed` or a variant prefix) names. */
export function routedMmsi(pathname: string, datasetId: string): number | null {
  const match = new RegExp(`/${datasetId}/(\\d{1,9})/?$`).exec(pathname);
  return match ? Number(match[1]) : null;
}

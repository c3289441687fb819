// What the polar view asks of the live vessel stream (spec 02 §9, R27.25): vessels north of
// 45° only, over the area the view shows taken back to longitude and latitude.
import { fromPolar } from './polar.js';
import type { LonLatBox } from './prepared-polygon.js';

/** Vessels at or south of this latitude are not drawn in the polar view (R27.25). */
export const POLAR_MIN_VESSEL_LATITUDE = 45;

/** Whether the polar view draws a vessel at this latitude: strictly north of 45°. */
export function inPolarVesselBand(latitude: number): boolean {
  return latitude > POLAR_MIN_VESSEL_LATITUDE;
}

/** Points sampled along each edge of the view: the nearest point to the pole may lie mid-edge. */
const EDGE_SAMPLES = 16;

/**
 * The area a polar view shows, in real longitude and latitude, from its bounds on the polar
 * map (`west`…`north` are the map's own degrees). A view holding the pole asks for the band
 * from its lowest latitude to 90° over all longitudes; any other view for the box round its
 * edges taken back, longitudes unwrapped so a view across 180° stays one box (east may then
 * pass 180). The south edge never goes below the vessel band.
 */
export function polarViewArea(view: LonLatBox): LonLatBox {
  const points: [number, number][] = [];
  for (let i = 0; i <= EDGE_SAMPLES; i += 1) {
    const t = i / EDGE_SAMPLES;
    const lon = view.west + (view.east - view.west) * t;
    const lat = view.south + (view.north - view.south) * t;
    points.push([lon, view.south], [lon, view.north], [view.west, lat], [view.east, lat]);
  }
  const real = points.map(([lon, lat]) => fromPolar(lon, lat));
  const south = Math.max(POLAR_MIN_VESSEL_LATITUDE, Math.min(...real.map(([, lat]) => lat)));
  // The pole sits at the map's centre (0, 0).
  const holdsPole = view.west <= 0 && view.east >= 0 && view.south <= 0 && view.north >= 0;
  if (holdsPole) return { west: -180, south, east: 180, north: 90 };
  // Unwrap longitudes walking round the edge, so a view across 180° is one range.
  const ring = [
    ...real.filter((_, i) => i % 4 === 0), // south edge, west to east
    ...real.filter((_, i) => i % 4 === 3), // east edge, south to north
    ...real.filter((_, i) => i % 4 === 1).reverse(), // north edge, east to west
    ...real.filter((_, i) => i % 4 === 2).reverse(), // west edge, north to south
  ];
  const lons: number[] = [];
  for (const [lon] of ring) {
    const previous = lons.at(-1);
    lons.push(
      previous === undefined
        ? lon
        : previous + ((((lon - previous + 540) % 360) + 360) % 360) - 180,
    );
  }
  let west = Math.min(...lons);
  let east = Math.max(...lons);
  if (east - west >= 360)
    return { west: -180, south, east: 180, north: Math.max(...real.map(([, lat]) => lat)) };
  const shift = west < -180 ? 360 : west >= 180 ? -360 : 0;
  west += shift;
  east += shift;
  return { west, south, east, north: Math.max(...real.map(([, lat]) => lat)) };
}

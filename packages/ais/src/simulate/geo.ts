/** Small-distance geodesy on a sphere; good to well under 1 % over the legs used here. */

/** [latitude, longitude], degrees. */
export type LatLon = readonly [number, number];

const RAD = Math.PI / 180;
/** Mean Earth radius in nautical miles. */
const EARTH_RADIUS_NM = 3440.065;

/** Great-circle distance, nautical miles. */
export function distanceNm(a: LatLon, b: LatLon): number {
  const dLat = (b[0] - a[0]) * RAD;
  const dLon = (b[1] - a[1]) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * RAD) * Math.cos(b[0] * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial true bearing from `a` to `b`, degrees 0–360. */
export function bearingDeg(a: LatLon, b: LatLon): number {
  const y = Math.sin((b[1] - a[1]) * RAD) * Math.cos(b[0] * RAD);
  const x =
    Math.cos(a[0] * RAD) * Math.sin(b[0] * RAD) -
    Math.sin(a[0] * RAD) * Math.cos(b[0] * RAD) * Math.cos((b[1] - a[1]) * RAD);
  const deg = Math.atan2(y, x) / RAD;
  return deg < 0 ? deg + 360 : deg;
}

/** Point `distance` nautical miles from `from` on `bearing` degrees (flat-earth step). */
export function offsetNm(from: LatLon, bearing: number, distance: number): [number, number] {
  const lat = from[0] + (distance * Math.cos(bearing * RAD)) / 60;
  const lon = from[1] + (distance * Math.sin(bearing * RAD)) / (60 * Math.cos(from[0] * RAD));
  return [lat, lon];
}

/** Smallest signed difference `b − a` between two bearings, degrees −180…180. */
export function angleDiff(a: number, b: number): number {
  const d = (((b - a) % 360) + 540) % 360;
  return d - 180;
}

/** Bearing normalised into 0–360. */
export const wrap360 = (deg: number): number => ((deg % 360) + 360) % 360;

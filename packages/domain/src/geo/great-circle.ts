/** A position as longitude then latitude, in WGS84 degrees (the GeoJSON order). */
export type LonLat = readonly [longitude: number, latitude: number];

/** Mean earth radius in metres (IUGG), the usual sphere for great-circle distances. */
export const EARTH_RADIUS_M = 6_371_008.8;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two positions (haversine). */
export function greatCircleDistance(from: LonLat, to: LonLat): number {
  const lat1 = toRadians(from[1]);
  const lat2 = toRadians(to[1]);
  const dLat = lat2 - lat1;
  const dLon = toRadians(to[0] - from[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial true bearing in degrees 0–360 from one position towards another. */
export function initialBearing(from: LonLat, to: LonLat): number {
  const lat1 = toRadians(from[1]);
  const lat2 = toRadians(to[1]);
  const dLon = toRadians(to[0] - from[0]);
  const y = Math.sin(dLon) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLon);
  const degrees = (Math.atan2(y, x) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

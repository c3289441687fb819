/**
 * Degrees and decimal minutes, the form used on nautical charts and by GNSS plotters:
 * `60° 23.456′ N`. Minutes carry three decimals (about 2 m of latitude).
 */
function degreesDecimalMinutes(
  value: number,
  positive: string,
  negative: string,
  pad: number,
): string {
  const hemisphere = value < 0 ? negative : positive;
  const absolute = Math.abs(value);
  let degrees = Math.floor(absolute);
  let minutes = Math.round((absolute - degrees) * 60 * 1000) / 1000;
  if (minutes >= 60) {
    degrees += 1;
    minutes = 0;
  }
  const minuteText = minutes.toFixed(3).padStart(6, '0');
  return `${String(degrees).padStart(pad, '0')}° ${minuteText}′ ${hemisphere}`;
}

/** Latitude in degrees → `60° 23.456′ N`. */
export function formatLatitude(latitude: number): string {
  return degreesDecimalMinutes(latitude, 'N', 'S', 2);
}

/** Longitude in degrees → `005° 19.123′ E`; wraps values outside −180…180 first. */
export function formatLongitude(longitude: number): string {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return degreesDecimalMinutes(wrapped, 'E', 'W', 3);
}

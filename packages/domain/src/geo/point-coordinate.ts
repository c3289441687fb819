import type { LonLat } from './great-circle.js';

/**
 * The `{coordinate}` of `/point/{coordinate}` and `/forecast/{coordinate}` (spec 01 §2):
 * longitude and latitude joined by an underscore, `10.75_59.91`. Six decimals keep about
 * 0.1 m, more than a map click means.
 */
export function formatPointCoordinate([longitude, latitude]: LonLat): string {
  const round = (value: number): string => String(Math.round(value * 1e6) / 1e6);
  return `${round(longitude)}_${round(latitude)}`;
}

/** Reads `{lon}_{lat}`; `undefined` unless both are numbers inside the globe's range. */
export function parsePointCoordinate(text: string | undefined): LonLat | undefined {
  const match = /^(-?\d+(?:\.\d+)?)_(-?\d+(?:\.\d+)?)$/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const longitude = Number(match[1]);
  const latitude = Number(match[2]);
  if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) return undefined;
  return [longitude, latitude];
}

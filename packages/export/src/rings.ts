import type { ExportPosition } from './model.js';

/** Twice the signed area in degrees² (shoelace): positive when counter-clockwise. */
function signedArea(ring: readonly ExportPosition[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[i + 1]!;
    sum += a.lon * b.lat - b.lon * a.lat;
  }
  return sum;
}

/**
 * The ring turned to the asked orientation. GeoJSON wants exterior rings counter-clockwise
 * (RFC 7946 §3.1.6), Shapefile clockwise: readers that follow the rule take a ring the
 * wrong way round for a hole.
 */
export function orientRing(
  ring: readonly ExportPosition[],
  orientation: 'cw' | 'ccw',
): readonly ExportPosition[] {
  const ccw = signedArea(ring) > 0;
  return ccw === (orientation === 'ccw') ? ring : [...ring].reverse();
}

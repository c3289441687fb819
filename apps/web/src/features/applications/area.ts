import {
  areaGeometry,
  areaGeometryProblem,
  type GeoJsonGeometry,
  type ValidationMessage,
} from '@havkart/domain';

/**
 * The area-of-interest text as the form holds it: GeoJSON pasted or read from a file. Empty
 * text is a missing field, text that is not JSON or not a polygon an invalid value.
 */
export function parseArea(
  text: string,
): { geometry: GeoJsonGeometry } | { error: ValidationMessage } {
  if (text.trim() === '') return { error: 'Required field' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'Invalid value' };
  }
  // A FeatureCollection of one polygon is what most drawing tools save.
  if (
    value &&
    typeof value === 'object' &&
    (value as { type?: unknown }).type === 'FeatureCollection'
  ) {
    const features = (value as { features?: unknown }).features;
    value = Array.isArray(features) && features.length === 1 ? features[0] : null;
  }
  const geometry = areaGeometry(value);
  if (!geometry) return { error: 'Invalid value' };
  const problem = areaGeometryProblem(geometry);
  return problem ? { error: problem } : { geometry };
}

/**
 * The outer rings of a polygon or multipolygon as SVG points in a 100×75 box (north up),
 * centred, with east–west distances shrunk by the cosine of the middle latitude so the shape
 * looks as it does on the map.
 */
export function previewRings(geometry: GeoJsonGeometry): string[] {
  const polygons = (
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  ) as number[][][][];
  const rings = polygons.map((polygon) => polygon[0] ?? []);
  const points = rings.flat();
  const xs = points.map((p) => p[0] as number);
  const ys = points.map((p) => p[1] as number);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const shrink = Math.cos((((minY + maxY) / 2) * Math.PI) / 180);
  const width = (maxX - minX) * shrink;
  const height = maxY - minY;
  const scale = Math.min(90 / (width || 1), 65 / (height || 1));
  const left = 5 + (90 - width * scale) / 2;
  const bottom = 70 - (65 - height * scale) / 2;
  return rings.map((ring) =>
    ring
      .map(([x, y]) => {
        const px = left + ((x as number) - minX) * shrink * scale;
        const py = bottom - ((y as number) - minY) * scale;
        return `${px.toFixed(2)},${py.toFixed(2)}`;
      })
      .join(' '),
  );
}

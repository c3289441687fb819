// Fairways in our upstream schema read into what the map draws: areas with `id`,
// `fairwaytype` (Hovedled or Biled) and `placename`; anything else is left out.
import type { Feature, FeatureCollection, Polygon, Position } from 'geojson';
import { FAIRWAY_TYPES } from '../manifest.js';

const TYPES = new Set<string>(FAIRWAY_TYPES);

/** Whether a feature is a fairway the map can draw and a route can name. */
function isFairway(feature: Feature): boolean {
  const type = feature.geometry?.type;
  const p = feature.properties ?? {};
  return (
    (type === 'Polygon' || type === 'MultiPolygon') &&
    (typeof p['id'] === 'string' || typeof p['id'] === 'number') &&
    TYPES.has(String(p['fairwaytype']))
  );
}

/** The fairways of a collection, with only the properties of spec 02 §3. */
export function fairwayFeatures(collection: FeatureCollection): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: collection.features.filter(isFairway).map((feature) => {
      const p = feature.properties ?? {};
      return {
        type: 'Feature',
        geometry: feature.geometry,
        properties: {
          id: String(p['id']),
          fairwaytype: p['fairwaytype'],
          placename: typeof p['placename'] === 'string' ? p['placename'] : null,
        },
      };
    }),
  };
}

/**
 * A corridor `halfWidthM` either side of a centre line, as a polygon: how the demo draws a
 * fairway stretch from a few points along it. Flat, fine for a few kilometres.
 */
export function corridor(line: readonly Position[], halfWidthM: number): Polygon {
  const left: Position[] = [];
  const right: Position[] = [];
  line.forEach((point, i) => {
    const [lon, lat] = point as [number, number];
    const prev = (line[Math.max(0, i - 1)] ?? point) as [number, number];
    const next = (line[Math.min(line.length - 1, i + 1)] ?? point) as [number, number];
    const kx = Math.cos((lat * Math.PI) / 180);
    const dx = (next[0] - prev[0]) * kx;
    const dy = next[1] - prev[1];
    const length = Math.hypot(dx, dy) || 1;
    // Unit normal in degrees of latitude, turned back into longitude degrees for x.
    const offset = halfWidthM / 111_320;
    const nx = (-dy / length) * offset;
    const ny = (dx / length) * offset;
    left.push([lon + nx / kx, lat + ny]);
    right.push([lon - nx / kx, lat - ny]);
  });
  const ring = [...left, ...right.reverse()];
  ring.push(ring[0]!);
  return { type: 'Polygon', coordinates: [ring] };
}

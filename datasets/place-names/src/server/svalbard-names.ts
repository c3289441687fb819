// Svalbard and Jan Mayen names: no upstream format is documented for us, so the adapter reads
// our own schema, a GeoJSON FeatureCollection of points with `id`, `name` and `terrengform`
// (unverified against a live service; see the README).
import type { Feature, FeatureCollection, Point } from 'geojson';
import { SVALBARD_TERRAIN_FORMS, type SvalbardTerrainForm } from '../manifest.js';

const FORMS = new Set<string>(SVALBARD_TERRAIN_FORMS);

function isForm(value: unknown): value is SvalbardTerrainForm {
  return typeof value === 'string' && FORMS.has(value);
}

/** Named points with a known terrain form; anything else is left out. */
export function svalbardNames(body: unknown): FeatureCollection<Point> {
  const features: Feature<Point>[] = [];
  const input = body as { features?: unknown } | null;
  if (!input || !Array.isArray(input.features)) return { type: 'FeatureCollection', features };
  for (const f of input.features as Partial<Feature>[]) {
    const p = f.properties;
    const g = f.geometry;
    if (!p || !g || g.type !== 'Point' || typeof p['name'] !== 'string') continue;
    if (!isForm(p['terrengform'])) continue;
    const [lon, lat] = g.coordinates;
    if (typeof lon !== 'number' || typeof lat !== 'number') continue;
    features.push({
      type: 'Feature',
      properties: { id: String(p['id']), name: p['name'], terrengform: p['terrengform'] },
      geometry: { type: 'Point', coordinates: [lon, lat] },
    });
  }
  return { type: 'FeatureCollection', features };
}

// Sea names come from the national place-name service in its `/navn` shape; the demo file
// has the same shape, so one reader handles both.
import type { Feature, FeatureCollection, Point } from 'geojson';
import { SEA_NAME_TYPES, type SeaNameType } from '../manifest.js';
import { parseStedsnavn } from '../search/stedsnavn.js';

/** The service's type name → the sea-name type code (spec 02 §3). */
const TYPE_BY_NAME = new Map<string, SeaNameType>(
  SEA_NAME_TYPES.map((code) => [code.replace('ISjø', ' i sjø').toLowerCase(), code]),
);

/** The sea-name type of a `navneobjekttype`, or null for places that are not at sea. */
export function seaNameType(navneobjekttype: string): SeaNameType | null {
  const key = navneobjekttype.trim().toLowerCase();
  return TYPE_BY_NAME.get(key) ?? SEA_NAME_TYPES.find((code) => code.toLowerCase() === key) ?? null;
}

/** Points with `id` (place number), `name` and `type`, from a `/navn` or `/sted` answer. */
export function seaNamesFromStedsnavn(body: unknown): FeatureCollection<Point> {
  const features: Feature<Point>[] = [];
  const seen = new Set<string>();
  for (const place of parseStedsnavn(body)) {
    const type = seaNameType(place.type);
    const id = place.uniqueId.split(':')[0] ?? place.uniqueId;
    if (!type || seen.has(id)) continue;
    seen.add(id);
    features.push({
      type: 'Feature',
      properties: { id, name: place.name, type },
      geometry: { type: 'Point', coordinates: [place.lon, place.lat] },
    });
  }
  return { type: 'FeatureCollection', features };
}

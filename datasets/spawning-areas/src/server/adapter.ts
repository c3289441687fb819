// Reads Fiskeridirektoratet's spawning grounds from an ArcGIS FeatureServer query with
// `f=geojson` (all pages joined by `arcGisPagedFetch`). The layer and its field names are
// UNVERIFIED, so the species, id and name fields are settings (`SPECIES_FIELD`, `ID_FIELD`,
// `NAME_FIELD`); a feature without a polygon is skipped and counted.
import type { Feature, FeatureCollection } from 'geojson';

export interface SpawningFields {
  readonly species: string;
  readonly id: string;
  readonly name: string;
}

/** Field names guessed from Fiskeridirektoratet's other layers; a site corrects them. */
export const DEFAULT_FIELDS: SpawningFields = { species: 'art', id: 'objectid', name: 'navn' };

export function fieldsFrom(settings: Readonly<Record<string, string>>): SpawningFields {
  return {
    species: settings['SPECIES_FIELD'] ?? DEFAULT_FIELDS.species,
    id: settings['ID_FIELD'] ?? DEFAULT_FIELDS.id,
    name: settings['NAME_FIELD'] ?? DEFAULT_FIELDS.name,
  };
}

/** A property by name, in any letter case (ArcGIS layers differ: `OBJECTID`, `objectid`). */
function property(properties: Record<string, unknown>, name: string): unknown {
  if (name in properties) return properties[name];
  const lower = name.toLowerCase();
  const key = Object.keys(properties).find((k) => k.toLowerCase() === lower);
  return key === undefined ? undefined : properties[key];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

export function readSpawningAreas(
  body: string,
  fields: SpawningFields,
): { collection: FeatureCollection; skipped: number } {
  const parsed = JSON.parse(body) as { type?: unknown; features?: unknown };
  if (parsed.type !== 'FeatureCollection' || !Array.isArray(parsed.features)) {
    throw new Error('not a GeoJSON FeatureCollection');
  }
  const features: Feature[] = [];
  let skipped = 0;
  for (const [index, raw] of (parsed.features as Feature[]).entries()) {
    const type = raw?.geometry?.type;
    if (type !== 'Polygon' && type !== 'MultiPolygon') {
      skipped += 1;
      continue;
    }
    const properties = (raw.properties ?? {}) as Record<string, unknown>;
    const id = text(property(properties, fields.id)) ?? text(raw.id) ?? `area-${index}`;
    features.push({
      type: 'Feature',
      id,
      geometry: raw.geometry,
      properties: {
        id,
        species: text(property(properties, fields.species)) ?? 'Ukjent',
        name: text(property(properties, fields.name)),
      },
    });
  }
  return { collection: { type: 'FeatureCollection', features }, skipped };
}

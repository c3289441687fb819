// Reads Fiskeridirektoratet's spawning grounds from an ArcGIS FeatureServer query with
// `f=geojson` (all pages joined by `arcGisPagedFetch`). The layer and its field names are
// UNVERIFIED, so the species, id and name fields are settings (`SPECIES_FIELD`, `ID_FIELD`,
// `NAME_FIELD`); a feature without a polygon is skipped and counted.
import { propertyAnyCase, readPolygonFeatures, textOf } from '@havkart/datasets-core/server';
import type { FeatureCollection } from 'geojson';

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

export function readSpawningAreas(
  body: string,
  fields: SpawningFields,
): { collection: FeatureCollection; skipped: number } {
  return readPolygonFeatures(body, (properties, raw, index) => {
    const id = textOf(propertyAnyCase(properties, fields.id)) ?? textOf(raw.id) ?? `area-${index}`;
    return {
      id,
      properties: {
        id,
        species: textOf(propertyAnyCase(properties, fields.species)) ?? 'Ukjent',
        name: textOf(propertyAnyCase(properties, fields.name)),
      },
    };
  });
}

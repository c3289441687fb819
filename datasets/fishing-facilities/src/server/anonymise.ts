// The two views of the gear (R10.19): the extended one keeps every field; the anonymised
// one, for everyone without BwReadExtendedFishingFacility, leaves out who owns the gear.
import type { Feature, FeatureCollection } from 'geojson';

/**
 * Fields that name or reach a vessel or a person: vessel, call sign, MMSI, IMO,
 * registration marks, contact and comment. They never leave the server in the
 * anonymised view, neither in GeoJSON nor in tiles.
 */
export const EXTENDED_FIELDS = [
  'vesselId',
  'vesselName',
  'ircs',
  'mmsi',
  'imo',
  'regNum',
  'sbrRegNum',
  'contactPhone',
  'contactEmail',
  'comment',
] as const;

const EXTENDED = new Set<string>(EXTENDED_FIELDS);

/** The feature without the extended fields; the rest is shared, not copied. */
export function anonymiseFeature(feature: Feature): Feature {
  const properties: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(feature.properties ?? {})) {
    if (!EXTENDED.has(key)) properties[key] = value;
  }
  return { ...feature, properties };
}

export function anonymise(collection: FeatureCollection): FeatureCollection {
  return { type: 'FeatureCollection', features: collection.features.map(anonymiseFeature) };
}

// Finding a feature by its route id (spec 02 §2): the value of the dataset's key field, after
// a kind prefix for datasets whose features come in kinds (fxd, flt, lgt).
import type { CatalogueDataset } from '@havkart/datasets-core';
import type { Feature } from 'geojson';

/** The route id of a feature, or undefined when it lacks the key field. */
export function featureRouteId(
  featureKey: NonNullable<CatalogueDataset['featureKey']>,
  feature: Pick<Feature, 'properties'>,
  prefix = '',
): string | undefined {
  const value = feature.properties?.[featureKey.field];
  return value === undefined || value === null ? undefined : `${prefix}${String(value)}`;
}

/** Splits a route id into its kind prefix (when the dataset has kinds) and its key value. */
export function parseFeatureId(
  featureKey: NonNullable<CatalogueDataset['featureKey']>,
  featureId: string,
): { prefix: string; value: string } | undefined {
  if (!featureKey.prefixes?.length) return { prefix: '', value: featureId };
  const prefix = featureKey.prefixes.find((candidate) => featureId.startsWith(candidate));
  return prefix ? { prefix, value: featureId.slice(prefix.length) } : undefined;
}

/**
 * The feature a route names in a dataset's data. With kinds, a feature matches when its key
 * value matches and, if it has a `kind` property, that kind is the route's prefix.
 */
export function findFeature(
  featureKey: NonNullable<CatalogueDataset['featureKey']>,
  data: unknown,
  featureId: string,
): Feature | undefined {
  const parsed = parseFeatureId(featureKey, featureId);
  if (!parsed) return undefined;
  const collection = data as { type?: string; features?: Feature[] } | null;
  const features =
    collection?.type === 'FeatureCollection'
      ? (collection.features ?? [])
      : collection?.type === 'Feature'
        ? [collection as unknown as Feature]
        : [];
  return features.find((feature) => {
    if (featureRouteId(featureKey, feature) !== parsed.value) return false;
    const kind = feature.properties?.kind;
    return parsed.prefix === '' || kind === undefined || kind === parsed.prefix;
  });
}

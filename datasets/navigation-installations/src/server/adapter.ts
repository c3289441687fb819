// Reads the upstream: no public format is documented for it, so the site's upstream serves
// our own schema (a GeoJSON FeatureCollection described in the dataset README). Unverified
// against a real service.
import type { FeatureCollection } from 'geojson';
import { installationTileFeatures } from './installations.js';

/** Parses the body and turns it into tile features; throws on anything but a collection. */
export function readInstallations(body: string): FeatureCollection {
  const parsed: unknown = JSON.parse(body);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    (parsed as { type?: unknown }).type !== 'FeatureCollection' ||
    !Array.isArray((parsed as { features?: unknown }).features)
  ) {
    throw new Error('not a GeoJSON FeatureCollection');
  }
  return installationTileFeatures(parsed as FeatureCollection);
}

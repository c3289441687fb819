// Reads Akvakulturregisteret's sites from an ArcGIS FeatureServer query with `f=geojson`
// (every page joined by `arcGisPagedFetch`): `loknr, navn, status_lokalitet,
// kapasitet_lok, kapasitet_unittype, kommune, plassering`, a Point, or `lat`/`lon` where a
// layer has no geometry. A record without a site number or a position is skipped and counted.
import { propertyAnyCase } from '@havkart/datasets-core/server';
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { AquacultureSiteProperties } from '../manifest.js';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A number, also from a numeric string (`"12345"`, `"3 900"` never: that is skipped). */
function number(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

function position(raw: Feature, properties: Record<string, unknown>): [number, number] | null {
  const geometry = raw.geometry as Point | null | undefined;
  if (geometry?.type === 'Point' && Array.isArray(geometry.coordinates)) {
    const [lon, lat] = geometry.coordinates;
    if (typeof lon === 'number' && typeof lat === 'number') return [lon, lat];
  }
  const lat = number(propertyAnyCase(properties, 'lat'));
  const lon = number(propertyAnyCase(properties, 'lon'));
  return lat === null || lon === null ? null : [lon, lat];
}

const inRange = ([lon, lat]: [number, number]) =>
  Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lon) <= 180 && Math.abs(lat) <= 90;

/** One register record as a site, or null when it has no site number or position. */
export function siteFeature(raw: Feature): Feature<Point, AquacultureSiteProperties> | null {
  const properties = (raw?.properties ?? {}) as Record<string, unknown>;
  const loknr = number(propertyAnyCase(properties, 'loknr'));
  const at = raw ? position(raw, properties) : null;
  if (loknr === null || !Number.isInteger(loknr) || loknr <= 0 || !at || !inRange(at)) return null;
  return {
    type: 'Feature',
    // A numeric id: the map keeps each site's week theme as feature state under it.
    id: loknr,
    geometry: { type: 'Point', coordinates: at },
    properties: {
      loknr,
      name: text(propertyAnyCase(properties, 'navn')) ?? String(loknr),
      status: text(propertyAnyCase(properties, 'status_lokalitet')),
      capacity: number(propertyAnyCase(properties, 'kapasitet_lok')),
      capacityUnit: text(propertyAnyCase(properties, 'kapasitet_unittype')),
      municipality: text(propertyAnyCase(properties, 'kommune')),
      placement: text(propertyAnyCase(properties, 'plassering')),
    },
  };
}

/** The sites of one GeoJSON FeatureCollection (all pages joined), and how many were skipped. */
export function readSites(body: string): { collection: FeatureCollection; skipped: number } {
  const parsed = JSON.parse(body) as { type?: unknown; features?: unknown };
  if (parsed.type !== 'FeatureCollection' || !Array.isArray(parsed.features)) {
    throw new Error('not a GeoJSON FeatureCollection');
  }
  const features: Feature[] = [];
  const seen = new Set<number>();
  let skipped = 0;
  for (const raw of parsed.features as Feature[]) {
    const site = siteFeature(raw);
    // A site listed twice (two licences on one site) is drawn once.
    if (!site || seen.has(site.properties.loknr)) {
      if (!site) skipped += 1;
      continue;
    }
    seen.add(site.properties.loknr);
    features.push(site);
  }
  return { collection: { type: 'FeatureCollection', features }, skipped };
}

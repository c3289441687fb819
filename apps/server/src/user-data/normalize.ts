/**
 * The user-data object a signed-in user saves per app (spec 01 §3, §7), normalised on the
 * way in: known fields of the wrong type fall back to their defaults (spec 01 §3 "Invalid
 * field types fall back to defaults"), entries without an id are dropped, and the map state
 * keeps only center and zoom. Unknown top-level sections are kept as they are: the web app
 * owns its settings and may add sections.
 */

import { parseCustomAreas, parseFavourite } from '@havkart/domain';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Recent searches kept (spec 01 §9). */
export const RECENT_SEARCHES_KEPT = 3;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, fallback: string): string;
function text(value: unknown, fallback: null): string | null;
function text(value: unknown, fallback: string | null): string | null {
  return typeof value === 'string' ? value : fallback;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function object(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function withId<T>(value: unknown, build: (item: JsonObject, id: string) => T): T[] {
  return list(value).flatMap((item) => {
    if (!isObject(item)) return [];
    const id = typeof item.id === 'string' || typeof item.id === 'number' ? String(item.id) : '';
    return id ? [build(item, id)] : [];
  });
}

function isoTime(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

/**
 * A stored favourite, read by the same function the web app reads it with: fields of the
 * wrong type fall back to their defaults, an unknown category is derived from the value, and
 * an entry with no route value is dropped. A route favourite keeps its `data.routePoints`
 * as saved (R16.08): turning them into a link is what loading does (R16.09), in the app.
 */
export function normalizeFavourite(item: JsonObject, id: string, now: Date): Json | null {
  return parseFavourite(item, now, () => id, { convertRoutePoints: false }) as Json | null;
}

export function normalizeDatasetSetting(item: JsonObject, id: string) {
  return {
    id,
    collapsed: flag(item.collapsed, true),
    enabled: flag(item.enabled, false),
    filters: object(item.filters),
    format: text(item.format, null),
    favorite: flag(item.favorite, false),
    lastDownloaded: isoTime(item.lastDownloaded),
    options: object(item.options),
  };
}

export function normalizeDatasetGroupSetting(item: JsonObject, id: string) {
  return { id, collapsed: flag(item.collapsed, false) };
}

/** Saved map state is center and zoom only (spec 01 §3); anything invalid drops it. */
export function normalizeMapState(
  value: unknown,
): { center: [number, number]; zoom: number } | null {
  if (!isObject(value)) return null;
  const center = value.center;
  const zoom = value.zoom;
  let lon: unknown;
  let lat: unknown;
  if (Array.isArray(center)) [lon, lat] = center;
  else if (isObject(center)) [lon, lat] = [center.lng ?? center.lon, center.lat];
  if (typeof lon !== 'number' || typeof lat !== 'number' || typeof zoom !== 'number') return null;
  if (Math.abs(lon) > 180 || Math.abs(lat) > 90 || !Number.isFinite(zoom)) return null;
  return { center: [lon, lat], zoom: Math.min(22, Math.max(0, zoom)) };
}

function normalizeRecentSearches(value: unknown) {
  const seen = new Set<string>();
  const kept: JsonObject[] = [];
  for (const item of list(value)) {
    if (!isObject(item)) continue;
    const raw = item.uniqueId;
    const uniqueId = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
    if (!uniqueId || seen.has(uniqueId)) continue;
    seen.add(uniqueId);
    kept.push({ ...item, uniqueId, component: text(item.component, '') });
    if (kept.length === RECENT_SEARCHES_KEPT) break;
  }
  return kept;
}

/** Normalisers of the known sections; each gets the section's value and returns the stored one. */
const SECTIONS: Record<string, (value: unknown) => Json> = {
  mapState: normalizeMapState as (value: unknown) => Json,
  favourites: (value) => {
    const now = new Date();
    return withId(value, (item, id) => normalizeFavourite(item, id, now)).filter(
      (item) => item !== null,
    );
  },
  datasetSettings: (value) => withId(value, normalizeDatasetSetting) as Json,
  datasetGroupSettings: (value) => withId(value, normalizeDatasetGroupSetting),
  // An area without its polygon cannot be drawn or opened: dropped (checklist R19.12).
  customAreas: (value) => parseCustomAreas(value) as unknown as Json,
  customRoute: (value) => (isObject(value) ? value : null),
  recentSearches: normalizeRecentSearches,
  settingsV2: (value) => object(value),
  news: (value) => object(value),
  featureFlags: (value) => list(value).filter((item): item is string => typeof item === 'string'),
  language: (value) => (value === 'en-US' || value === 'nb-NO' ? value : 'nb-NO'),
};

/** Normalises a whole user-data object; the caller has checked it is a JSON object. */
export function normalizeUserData(data: Record<string, unknown>): JsonObject {
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(data)) {
    const normalize = SECTIONS[key];
    result[key] = normalize ? normalize(value) : (value as Json);
  }
  return result;
}

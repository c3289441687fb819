import type { TFunction } from 'i18next';
import { areaFileCount, type AreaRequest, type AreaSource } from './area-download.js';
import type { CachingError } from './caching.store.js';
import { needsTileWarning } from './download.js';
import type { Bounds } from './tiles.js';

/** A base-map tile at z0–9 takes about this much (measured on the coast: 10–30 kB). */
export const ESTIMATED_TILE_BYTES = 20_000;

export const NAME_MAX_LENGTH = 100;

export interface AreaPlan {
  readonly request: AreaRequest;
  /** Map tiles of all tile sources together. */
  readonly tiles: number;
  /** Megabytes, one decimal. */
  readonly mb: number;
  readonly warn: boolean;
}

export type AreaFormError = 'name' | 'area';

/**
 * Checks the new-area form (spec: a name of 1–100 characters, an area of at least one tile)
 * and plans the download; the errors name each wrong field so the form keeps the rest.
 */
export function planArea(input: {
  name: string;
  bounds: Bounds | null;
  sources: readonly AreaSource[];
  areaId: string;
}): { plan: AreaPlan | null; errors: AreaFormError[] } {
  const errors: AreaFormError[] = [];
  const name = input.name.trim();
  if (name.length < 1 || name.length > NAME_MAX_LENGTH) errors.push('name');
  const request: AreaRequest = {
    areaId: input.areaId,
    name,
    bounds: input.bounds ?? [0, 0, 0, 0],
    sources: input.sources,
  };
  const tileSources = {
    ...request,
    sources: input.sources.filter((s) => s.sourceType === 'vectortiles'),
  };
  const tiles = input.bounds ? areaFileCount(tileSources) : 0;
  if (tiles < 1) errors.push('area');
  if (errors.length > 0) return { plan: null, errors };
  const mb = Math.round((tiles * ESTIMATED_TILE_BYTES) / 100_000) / 10;
  return { plan: { request, tiles, mb, warn: needsTileWarning(tiles) }, errors };
}

/** What /caching says of a failure, in the user's language; a full store says so too. */
export function cachingErrorText(
  t: TFunction,
  error: CachingError,
  quotaExceeded: boolean,
): string {
  const text = t(
    error === 'Caching geojson failed'
      ? 'offlineMaps.geojsonFailed'
      : error === 'Deleting cache failed'
        ? 'offlineMaps.deleteFailed'
        : 'offlineMaps.tilesFailed',
  );
  return quotaExceeded ? `${text}. ${t('offlineMaps.quota')}` : text;
}

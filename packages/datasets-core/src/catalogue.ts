import type { Language } from '@havkart/domain';
import type { DatasetGroupManifest, DatasetManifest, DatasetUpdateMode } from './manifest.js';

/** A dataset group as `GET /api/v1/spadataset/groups/{app}?lang=` lists it (spec 01 §7). */
export interface CatalogueGroup {
  id: string;
  name: string;
  /** Menu position, lowest first; the list is already in this order. */
  order: number;
  collapsedDefault: boolean;
}

/**
 * A dataset as `GET /api/v1/spadataset/data/{app}?lang=` answers it, keyed by id: its
 * manifest with the name in one language and the zoom range flattened.
 */
export interface CatalogueDataset {
  datasetId: string;
  name: string;
  group: string;
  sources: { dataUrl: string; requiredRoles?: string[]; requiredPolicies?: string[] }[];
  mapZIndex?: number;
  baseMap: boolean;
  featureKey: { field: string; prefixes?: string[] } | null;
  polar: boolean;
  minZoom: number;
  maxZoom: number;
  prioritised: boolean;
  updateMode: DatasetUpdateMode;
  updateIntervalMs?: number;
  enabledByDefault: boolean;
  accessEnabled: boolean;
  needsApiKey: boolean;
  demoData: boolean;
  /**
   * Zoom range the served tiles hold, when the server has tiles for the dataset; beyond
   * `tileMaxZoom` (up to `maxZoom`) the client over-zooms the last tiles.
   */
  tileMinZoom?: number;
  tileMaxZoom?: number;
  /** Layer schema of the tiles, for base maps a site may point at its own tiles. */
  tileSchema?: 'havkart' | 'openmaptiles' | 'protomaps';
  /** Download format ids, in menu order, when the dataset offers downloads to this caller. */
  download?: { formats: string[] };
}

/** What the running server adds to a manifest: facts known only once its data is open. */
export interface CatalogueRuntime {
  readonly demoData?: boolean;
  readonly tiles?: { readonly minZoom: number; readonly maxZoom: number };
  readonly tileSchema?: 'havkart' | 'openmaptiles' | 'protomaps';
}

/**
 * The manifest as one caller may see it: only the sources whose roles and policies the caller
 * holds, so the last one is the one to use (spec 02 §6); null when none is left, which hides
 * the dataset from that caller.
 */
export function sourcesFor(
  manifest: DatasetManifest,
  roles: readonly string[],
  policies: readonly string[] = [],
): DatasetManifest | null {
  const sources = manifest.sources.filter(
    (source) =>
      (source.requiredRoles ?? []).every((role) => roles.includes(role)) &&
      (source.requiredPolicies ?? []).every((policy) => policies.includes(policy)),
  );
  return sources.length ? { ...manifest, sources } : null;
}

export function catalogueGroup(group: DatasetGroupManifest, language: Language): CatalogueGroup {
  return {
    id: group.id,
    name: group.name[language],
    order: group.order,
    collapsedDefault: group.collapsedDefault,
  };
}

export function catalogueDataset(
  manifest: DatasetManifest,
  language: Language,
  runtime: CatalogueRuntime = {},
): CatalogueDataset {
  const { featureKey } = manifest;
  return {
    datasetId: manifest.id,
    name: manifest.name[language],
    group: manifest.group,
    sources: manifest.sources.map((source) => ({
      dataUrl: source.dataUrl,
      ...(source.requiredRoles?.length ? { requiredRoles: [...source.requiredRoles] } : {}),
      ...(source.requiredPolicies?.length
        ? { requiredPolicies: [...source.requiredPolicies] }
        : {}),
    })),
    ...(manifest.mapZIndex !== undefined ? { mapZIndex: manifest.mapZIndex } : {}),
    baseMap: manifest.baseMap,
    featureKey: featureKey
      ? {
          field: featureKey.field,
          ...(featureKey.prefixes ? { prefixes: [...featureKey.prefixes] } : {}),
        }
      : null,
    polar: manifest.polar,
    minZoom: manifest.zoom.min,
    maxZoom: manifest.zoom.max,
    prioritised: manifest.prioritised,
    updateMode: manifest.updateMode,
    ...(manifest.updateIntervalMs !== undefined
      ? { updateIntervalMs: manifest.updateIntervalMs }
      : {}),
    enabledByDefault: manifest.enabledByDefault,
    accessEnabled: manifest.accessEnabled,
    needsApiKey: manifest.needsApiKey,
    demoData: runtime.demoData ?? manifest.demoData,
    ...(runtime.tiles
      ? {
          tileMinZoom: runtime.tiles.minZoom,
          // A dataset reading deeper tiles than its own max zoom (the simple base map reads
          // the standard one's) asks only up to its max zoom.
          tileMaxZoom: Math.min(runtime.tiles.maxZoom, manifest.zoom.max),
        }
      : {}),
    ...(runtime.tileSchema ? { tileSchema: runtime.tileSchema } : {}),
    ...(manifest.download?.formats.length
      ? { download: { formats: [...manifest.download.formats] } }
      : {}),
  };
}

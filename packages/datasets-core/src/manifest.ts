import type { Language } from '@havkart/domain';

/** A text in every interface language (spec 01 §1: Norwegian and English). */
export type LocalizedText = Readonly<Record<Language, string>>;

/**
 * Where a dataset's data comes from. A client picks the last source whose required roles
 * the user holds (spec 02 §6; `datasetSourceFor` in `@havkart/domain`).
 */
export interface DatasetSource {
  /**
   * The data URL: a path on our own server (`/api/v1/datasets/{id}/geojson`) or a
   * vector-tile template with `{z}`, `{x}` and `{y}` (`/tiles/{id}/{z}/{x}/{y}.pbf`).
   */
  readonly dataUrl: string;
  /** Roles the user must hold for this source; absent or empty: anyone. */
  readonly requiredRoles?: readonly string[];
  /**
   * Policies the user must hold for this source (all of them), as `BwAisAdmin` for the
   * base-station layer (spec 02 §6); absent or empty: none needed.
   */
  readonly requiredPolicies?: readonly string[];
}

/**
 * How a dataset's data stays current:
 * - `static`: fetched once per activation (base maps, boundaries, place names);
 * - `periodic`: refetched every `updateIntervalMs` (warnings, observations);
 * - `live`: polled at low zoom and streamed at high zoom (vessels, aids; spec 02 §4).
 */
export type DatasetUpdateMode = 'static' | 'periodic' | 'live';

/** How a route's `featureId` names one feature of the dataset (spec 02 §2). */
export interface DatasetFeatureKey {
  /** Property holding the feature id, e.g. `mmsi`, `kurveid`, `idfacility`. */
  readonly field: string;
  /**
   * Kind prefixes the id starts with, for datasets whose features come in kinds (navigation
   * installations: `fxd` fixed, `flt` floating, `lgt` lights). Absent: the id is the bare
   * value of `field`.
   */
  readonly prefixes?: readonly string[];
}

/**
 * Downloads a dataset offers (spec 01 §9): its current features as a file from
 * `GET /api/v1/datasets/{id}/download?format=`.
 */
export interface DatasetDownload {
  /**
   * Download format ids of `@havkart/export` (`gpx`, `geojson`, `shape`, `xlsx`, `csv`), in
   * menu order; the server refuses to start with a format it does not offer.
   */
  readonly formats: readonly string[];
  /** Roles the user must hold to download (all of them); absent or empty: anyone. */
  readonly requiredRoles?: readonly string[];
  /** Property that names a feature in the file (waypoint or track name); absent: unnamed. */
  readonly nameProperty?: string;
}

/**
 * Everything the server and the web app need to know about a dataset before loading any of
 * its data: served by the catalogue endpoints, read by the map composer and the menu. Pure
 * data, so both sides import it.
 */
export interface DatasetManifest {
  /**
   * Stable id: the first path segment of `/{datasetId}/{featureId}`, the prefix of derived
   * layer ids (`${id}:${role}`) and the key of settings. Lower case letters, digits, `-` and
   * `_`; never a reserved id (see `reserved-ids.ts`).
   */
  readonly id: string;
  /** Id of the group it is listed under in the menu (a {@link DatasetGroupManifest}). */
  readonly group: string;
  /** Menu and legend name. */
  readonly name: LocalizedText;
  /** How a feature is addressed in routes; null for datasets without selectable features. */
  readonly featureKey: DatasetFeatureKey | null;
  /** At least one; the last whose roles the user holds supplies the data URL. */
  readonly sources: readonly DatasetSource[];
  /**
   * Stacking order among datasets: layers sit at 10000 + 100 × mapZIndex (spec 01 §9).
   * Absent: the dataset goes near the bottom and the client logs 'Map ordering: property
   * missing'. Ignored for base maps, which always stay below every dataset.
   */
  readonly mapZIndex?: number;
  /** A base map: drawn below every dataset, one chosen at a time. */
  readonly baseMap: boolean;
  /** Whether it can be drawn in the north-polar projection (spec 02 §4). */
  readonly polar: boolean;
  /** Zoom range its data exists for, 0–22; sources' tiles are requested up to `max`. */
  readonly zoom: { readonly min: number; readonly max: number };
  /** Loaded before the others, without waiting for the map to go idle (spec 01 §4). */
  readonly prioritised: boolean;
  readonly updateMode: DatasetUpdateMode;
  /** Milliseconds between refetches for `periodic` datasets. */
  readonly updateIntervalMs?: number;
  /** Shown on the map when the user has no saved setting for it. */
  readonly enabledByDefault: boolean;
  /**
   * App variants in which it is shown by default although `enabledByDefault` is false: the
   * variant is about it (the wave forecast in `bolgevarsel`).
   */
  readonly enabledByDefaultIn?: readonly string[];
  /** False hides the dataset everywhere: its service says access is not enabled (spec 02 §6). */
  readonly accessEnabled: boolean;
  /** Whether its requests carry the API key; false for sources that need none (spec 02 §6). */
  readonly needsApiKey: boolean;
  /** Data shipped with Havkart as an example rather than from its real upstream. */
  readonly demoData: boolean;
  /**
   * App variants that list it (their `name`s); absent: every variant. Variants with their
   * own exclusions narrow this further (see `@havkart/domain` app variants).
   */
  readonly appVariants?: readonly string[];
  /** Whether and how its features can be downloaded; absent: no download. */
  readonly download?: DatasetDownload;
  /**
   * False keeps polygons over 1e11 m² filled, for datasets read by their filled areas (ice
   * charts); absent or true: such polygons are drawn as their outlines (spec 02 §5).
   */
  readonly largePolygonsAsLines?: boolean;
}

/** A menu group of datasets (spec 01 §3: dataset group setting). */
export interface DatasetGroupManifest {
  readonly id: string;
  readonly name: LocalizedText;
  /** Position in the menu, lowest first. */
  readonly order: number;
  /** Whether the group starts collapsed for a user with no saved setting (spec 01 §7). */
  readonly collapsedDefault: boolean;
  /** App variants that list it; absent: every variant. */
  readonly appVariants?: readonly string[];
}

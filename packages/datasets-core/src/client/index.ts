// The client part of a dataset: what `datasets/<id>/src/client` hands the web app's map
// composer and menu. Types only, so this module costs nothing in a bundle. Components are
// typed by a parameter (`C`, the web app passes React's `ComponentType`), so this package
// does not depend on React; every view is loaded on demand.
import type { LayerSpecification, SourceSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { Language, WeatherUnits } from '@havkart/domain';
import type { MapTheme } from '@havkart/theme';

/** What a dataset's layers may depend on; a change of any of these rebuilds them. */
export interface DatasetLayerContext {
  readonly theme: MapTheme;
  readonly language: Language;
  /** The user's depth unit (spec 01 §3), for depth labels. */
  readonly depthUnit: 'meters' | 'fathoms';
  /** The dataset's own saved options (spec 01 §3 dataset settings `options`). */
  readonly options: Readonly<Record<string, unknown>>;
  /**
   * The active-filter body of the dataset's filters (spec 02 §7), for a dataset that filters
   * on the map rather than in a request; absent or empty when no filter is on.
   */
  readonly filters?: Readonly<Record<string, unknown>>;
  /** The source the user's roles select (spec 02 §6), already resolved by the composer. */
  readonly dataUrl: string;
  /** Absolute origin tile and GeoJSON paths are resolved against. */
  readonly origin: string;
  /** Layer schema of the tiles when a site replaced the base map (catalogue `tileSchema`). */
  readonly tileSchema?: 'havkart' | 'openmaptiles' | 'protomaps';
  /**
   * The selected forecast time (spec 01 §3), ISO; null while the forecast offers none. A data
   * URL's `{time}`, `{week}` and `{year}` are filled from it before `dataUrl` gets here.
   */
  readonly selectedTime?: string | null;
  /** The moment the layers are built for, in ms; future selected times hide observations. */
  readonly now?: number;
  /** The user's weather units (spec 01 §9), for values written on the map. */
  readonly weatherUnits?: WeatherUnits;
  /** Setting 'Show wave arrow labels' (spec 01 §2, R04.13). */
  readonly waveArrowLabels?: boolean;
}

/**
 * One layer of a dataset, before the composer places it. `role` names what it draws
 * (`land`, `light-sectors`); the layer id is derived from it (`datasetLayerId`), never typed.
 * `id` and `source` of the spec are filled in by the composer.
 */
export type DatasetLayerDescriptor = {
  readonly role: string;
  /** Source key within the dataset (a key of {@link DatasetLayers.sources}). */
  readonly sourceKey: string;
  /** Whether a click on it opens the dataset's popup (features need the manifest's key). */
  readonly interactive?: boolean;
  readonly layer: DistributiveOmit<LayerSpecification, 'id' | 'source'>;
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A dataset's sources and layers, bottom first; the composer stacks them by mapZIndex. */
export interface DatasetLayers {
  /** Keyed by a name local to the dataset; the composer prefixes the dataset id. */
  readonly sources: Readonly<Record<string, SourceSpecification>>;
  readonly layers: readonly DatasetLayerDescriptor[];
}

/** Builds the layers: a pure function, so tests validate its output with the style spec. */
export type DatasetLayerFactory = (context: DatasetLayerContext) => DatasetLayers;

/** One feature as views receive it: its key (`featureKey`) and its properties. */
export interface DatasetFeatureView {
  readonly datasetId: string;
  readonly featureId: string;
  readonly properties: Readonly<Record<string, unknown>>;
  readonly geometry?: unknown;
}

/** A generic filter (spec 02 §3) a dataset offers in its filter pane. */
export interface DatasetFilterDefinition {
  readonly id: string;
  readonly kind: 'boolean' | 'disease' | 'string' | 'static';
  /** Key in the active-filter request body (spec 02 §7). */
  readonly queryKey: string;
  readonly excludeFromQuery?: boolean;
  readonly multiple?: boolean;
  /** Value a cleared or disabled string filter returns to. */
  readonly defaultValue?: unknown;
  /** i18n key of its label. */
  readonly labelKey: string;
  /** Name of the filter pane component in {@link DatasetClientPart.filterPanes}. */
  readonly component?: string;
}

/** Loads a view when it is first shown; the module's default export is the component. */
export type LazyView<C> = () => Promise<{ default: C }>;

/** Props the composer passes each view slot. */
export interface DatasetViewProps {
  readonly popup: { feature: DatasetFeatureView; onClose: () => void };
  readonly listItem: { feature: DatasetFeatureView; selected: boolean };
  readonly details: { feature: DatasetFeatureView };
  readonly legend: { demoData: boolean; context: DatasetLayerContext };
  readonly filterPane: { filters: readonly DatasetFilterDefinition[] };
}

/**
 * What a dataset's `./client` entry exports as `clientPart`. `C` is the component type of
 * the web app (React's `ComponentType<P>` given the props of each slot).
 */
export interface DatasetClientPart<C> {
  /** The dataset id of the manifest this part draws. */
  readonly datasetId: string;
  readonly layers: DatasetLayerFactory;
  readonly popup?: LazyView<C>;
  readonly listItem?: LazyView<C>;
  readonly details?: LazyView<C>;
  /**
   * The details view also opens for a feature the loaded data lacks, and finds it itself (a
   * live dataset fetches a vessel by MMSI); it gets the route's id with no properties.
   */
  readonly detailsFindFeature?: boolean;
  readonly legend?: LazyView<C>;
  readonly filters?: readonly DatasetFilterDefinition[];
  /** Filter pane components by name; an unknown name is the spec's error. */
  readonly filterPanes?: Readonly<Record<string, LazyView<C>>>;
  /** i18n strings of the dataset, merged under `datasets.{id}.` by the web app. */
  readonly strings?: Readonly<Record<Language, Readonly<Record<string, string>>>>;
  /**
   * Live datasets (`updateMode: 'live'`, spec 02 §4): started once the dataset's layers are on
   * the map, stopped when it is deactivated. The web app then fetches no data URL itself.
   */
  readonly live?: (host: DatasetLiveHost) => DatasetLiveHandle;
  /** The dataset's source for the search box (spec 01 §3), loaded when the box first shows. */
  readonly searchSource?: () => Promise<DatasetSearchSource>;
  /**
   * Its layers or data follow the selected forecast time (spec 02 §4, R15.17): it is rebuilt
   * when the time changes and, while it is on, the time slider shows. A data URL with
   * `{time}` or `{week}` follows the time without saying so.
   */
  readonly followsSelectedTime?: boolean;
  /**
   * A path answering a token as text (`/api/v1/proxy/token`): fetched before each activation
   * and appended to the tile URL as `?token=`; a failed fetch rejects the activation (R14.37,
   * R14.38).
   */
  readonly tileToken?: string;
}

/** Where a chosen search result goes: its route, the map centred on it when it has a place. */
export interface DatasetSearchTarget {
  readonly pathname: string;
  readonly center?: readonly [number, number];
  readonly zoom?: number;
}

/** One result of a search source, as the search box lists and remembers it. */
export interface DatasetSearchResult {
  /** Unique across sources: the source id and the value of its uniqueProp. */
  readonly uniqueId: string;
  readonly label: string;
  /** A second line: an MMSI, a place type and municipality … */
  readonly detail?: string;
  /** The source's own ranking, lower first (exact, prefix, fuzzy …). */
  readonly rank: number;
  /** The value of the source's sortProp, which breaks ties within a rank. */
  readonly sortValue: string;
  readonly target: DatasetSearchTarget;
}

/** What the web app hands a search source: GET with the app's headers and bearer token. */
export interface DatasetSearchHost {
  get(path: string, signal: AbortSignal): Promise<unknown>;
  /** Whether the user holds a valid restricted AIS profile (spec 02 §6). */
  restrictedAis(): Promise<boolean>;
}

/** A search source (spec 01 §3): id, category, priority (lower listed first), uniqueProp, sortProp. */
export interface DatasetSearchSource {
  readonly id: string;
  readonly category: string;
  readonly priority: number;
  readonly uniqueProp: string;
  readonly sortProp: string;
  /** Run once before the source is added; a rejection leaves the source out (R18.01). */
  preload?(host: DatasetSearchHost, signal: AbortSignal): Promise<void>;
  /** Results for a query in the source's own order; rejects when the source cannot answer. */
  search(
    query: string,
    host: DatasetSearchHost,
    signal: AbortSignal,
  ): Promise<readonly DatasetSearchResult[]>;
}

/** One filter as a live dataset reads it for rules it applies itself (`hideOldAis`). */
export interface DatasetLiveFilter {
  readonly id: string;
  readonly queryKey: string;
  readonly active: boolean;
  readonly value: unknown;
  readonly defaultValue: unknown;
  readonly [field: string]: unknown;
}

/** What the web app hands a live dataset: its map, the app's requests, settings and filters. */
export interface DatasetLiveHost {
  readonly datasetId: string;
  /** The map engine's map (MapLibre's `Map`), null before it exists; typed by the part. */
  map(): unknown;
  /** Map id of one of the dataset's sources or layers: `${datasetId}:${key}`. */
  mapId(key: string): string;
  /** POST JSON with the app's headers and bearer token; resolves to the parsed answer. */
  post(path: string, body: unknown, signal: AbortSignal): Promise<unknown>;
  /**
   * The same call, resolving to the answer's text unparsed, so a part can parse a large
   * answer off the main thread. Optional: a host without it leaves parsing to `post`.
   */
  postText?(path: string, body: unknown, signal: AbortSignal): Promise<string>;
  /**
   * Opens a server-sent event stream with `fetch` (a body and the bearer token, which
   * `EventSource` cannot send). Resolves when the stream ends, rejects when it fails.
   */
  stream(
    path: string,
    body: unknown,
    onEvent: (event: string, data: string) => void,
    signal: AbortSignal,
  ): Promise<void>;
  /** The active-filter request body (spec 02 §7). */
  filterBody(): Readonly<Record<string, unknown>>;
  /** The dataset's filters as the user has them. */
  filters(): readonly DatasetLiveFilter[];
  /** A user setting's effective value (the web app's setting ids). */
  setting(id: string): unknown;
  /** The current map theme. */
  theme(): MapTheme;
  /** Whether the user holds a valid restricted AIS profile (spec 02 §6). */
  restrictedAis(): Promise<boolean>;
  /**
   * False while the app is offline (manual offline mode or no network, spec 01 §4): a live
   * part pauses its polls and streams then, keeps the records it holds (they turn old), and
   * goes on once it is true again. Optional: a host without it is always online.
   */
  online?(): boolean;
  /** Called on a change of settings, filters, theme or being online; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  readonly log: Pick<Console, 'warn' | 'error'>;
}

/** A running live dataset. */
export interface DatasetLiveHandle {
  /** The features drawn now (a FeatureCollection), for finding a routed feature. */
  data(): unknown;
  stop(): void;
}

export { hatchPatternId, hatchPatternImage, HATCH_SIZE, type PatternImage } from './patterns.js';
export { markerIconId, markerIconImage, MARKER_SIZE, type MarkerShape } from './marker-icons.js';
export { ARROW_ICON_ID, ARROW_ICON_SIZE, arrowDistance, arrowIconImage } from './arrow-icon.js';
export { shownChoices, toggleChoice, type PaneFilter } from './pane-filters.js';

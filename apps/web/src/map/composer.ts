import { mapLayerSortKey, type MapTheme } from '@havkart/theme';
import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A layer as a dataset describes it: its id and source are derived from roles. */
export type LayerDescriptor = DistributiveOmit<LayerSpecification, 'id' | 'source'> & {
  /** What the layer draws, e.g. `land`, `label`; the id becomes `${datasetId}:${role}`. */
  role: string;
  /** Role of the source it draws from; none for background layers. */
  sourceRole?: string;
  /** Whether a click on it picks a feature (otherwise the click falls through to the map). */
  interactive?: boolean;
};

/**
 * Everything one dataset puts on the map, as plain data: sources by role and layers as a pure
 * function of the theme, so a theme change needs no knowledge of the dataset.
 */
export interface MapDatasetDescriptor {
  datasetId: string;
  /**
   * Base maps stay under every dataset; datasets stack by their order (spec 01 §9); a band
   * above every dataset holds what a drawing tool puts on top (see {@link reserveForeignBand}).
   */
  placement:
    | { kind: 'base' }
    | { kind: 'dataset'; order: number | undefined }
    | { kind: 'band'; sortKey: number };
  sources: Record<string, SourceSpecification>;
  layers(theme: MapTheme): LayerDescriptor[];
}

/** The part of MapLibre's `Map` the composer drives; tests give it a small in-memory map. */
export interface ComposableMap {
  addSource(id: string, source: SourceSpecification): unknown;
  removeSource(id: string): unknown;
  addLayer(layer: LayerSpecification, beforeId?: string): unknown;
  removeLayer(id: string): unknown;
  setPaintProperty(layerId: string, name: string, value: unknown): unknown;
  setLayoutProperty(layerId: string, name: string, value: unknown): unknown;
  /** A drawn source, for new data in place; absent in fakes that never replace data. */
  getSource?(id: string): unknown;
}

/** The part of a drawn GeoJSON source that takes new data. */
interface GeoJsonData {
  setData?(data: unknown): unknown;
}

/** Derived ids, never typed by hand (conventions: `${datasetId}:${role}`). */
export function mapId(datasetId: string, role: string): string {
  return `${datasetId}:${role}`;
}

/** A dataset with no order goes near the bottom: just above the base maps (spec 01 §8). */
const MISSING_ORDER = -1;

/**
 * The lowest sort key of the band above every dataset (dataset keys end well below: base +
 * 100 × order, orders in the hundreds). The drawing tool's own layers and its measure labels
 * live there, over vessels and warnings alike.
 */
export const DRAWING_BAND_SORT_KEY = 10_000_000;

interface PlacedLayer {
  id: string;
  sortKey: number;
  spec: LayerSpecification;
  interactive: boolean;
}

export function toLayerSpecifications(
  descriptor: MapDatasetDescriptor,
  theme: MapTheme,
): PlacedLayer[] {
  const placement =
    descriptor.placement.kind === 'dataset'
      ? { kind: 'dataset' as const, order: descriptor.placement.order ?? MISSING_ORDER }
      : descriptor.placement;
  return descriptor.layers(theme).map((layer, index) => {
    const { role, sourceRole, interactive, ...rest } = layer;
    const sortKey =
      placement.kind === 'band' ? placement.sortKey + index : mapLayerSortKey(placement, index);
    const spec = {
      ...rest,
      id: mapId(descriptor.datasetId, role),
      ...(sourceRole ? { source: mapId(descriptor.datasetId, sourceRole) } : {}),
    } as LayerSpecification;
    return {
      id: spec.id,
      sortKey,
      spec,
      interactive: !!interactive,
    };
  });
}

/**
 * The only code that adds sources and layers to the map. Datasets and features hand it
 * descriptors; it derives ids, keeps the stacking order of spec 01 §9 and restyles every layer
 * on the live map when the theme changes.
 */
export class MapComposer {
  readonly #datasets = new Map<
    string,
    { descriptor: MapDatasetDescriptor; layers: PlacedLayer[] }
  >();
  #map: ComposableMap | null = null;
  /** Ids of the layers on the map now. */
  readonly #drawn = new Set<string>();
  #theme: MapTheme;
  readonly #log: Pick<Console, 'warn' | 'error'>;

  constructor(theme: MapTheme, log: Pick<Console, 'warn' | 'error'> = console) {
    this.#theme = theme;
    this.#log = log;
  }

  /** Starts drawing on a map whose style has loaded; descriptors added before wait for it. */
  attach(map: ComposableMap): void {
    this.#map = map;
    this.#drawn.clear();
    for (const entry of this.#datasets.values()) this.#draw(entry.descriptor, entry.layers);
  }

  /** Forgets the map (it was removed); descriptors stay for the next one. */
  detach(): void {
    this.#map = null;
    this.#drawn.clear();
  }

  add(descriptor: MapDatasetDescriptor): void {
    const { datasetId, placement } = descriptor;
    if (this.#datasets.has(datasetId)) {
      throw new Error(`map composer: dataset "${datasetId}" is already on the map`);
    }
    if (placement.kind === 'dataset') {
      if (placement.order === undefined) {
        this.#log.warn('Map ordering: property missing', datasetId);
      } else if (
        [...this.#datasets.values()].some(
          ({ descriptor: other }) =>
            other.placement.kind === 'dataset' && other.placement.order === placement.order,
        )
      ) {
        this.#log.error('Map ordering: duplicate values', datasetId, placement.order);
      }
    }
    const layers = toLayerSpecifications(descriptor, this.#theme);
    const ids = new Set(layers.map((layer) => layer.id));
    if (ids.size !== layers.length) {
      throw new Error(`map composer: dataset "${datasetId}" has two layers with one role`);
    }
    this.#datasets.set(datasetId, { descriptor, layers });
    if (this.#map) this.#draw(descriptor, layers);
  }

  remove(datasetId: string): void {
    const entry = this.#datasets.get(datasetId);
    if (!entry) return;
    this.#datasets.delete(datasetId);
    const map = this.#map;
    if (!map) return;
    for (const layer of entry.layers) {
      map.removeLayer(layer.id);
      this.#drawn.delete(layer.id);
    }
    for (const role of Object.keys(entry.descriptor.sources)) {
      map.removeSource(mapId(datasetId, role));
    }
  }

  /**
   * Makes room for a library that adds its own layers (the drawing tool's adapter calls
   * `addLayer` itself, an exception to the composer owning every layer; docs/architecture.md).
   * Two invisible marker layers bound the band: the library inserts its layers under the
   * returned `beforeLayerId`, and every dataset layer, added now or later, goes under the
   * band's floor. Remove the band with {@link remove} and its id.
   */
  reserveForeignBand(bandId: string, sortKey: number): { beforeLayerId: string } {
    const marker = (role: string): LayerDescriptor => ({
      role,
      type: 'background',
      layout: { visibility: 'none' },
    });
    this.add({
      datasetId: bandId,
      placement: { kind: 'band', sortKey },
      sources: {},
      layers: () => [marker('band-floor'), marker('band-ceiling')],
    });
    return { beforeLayerId: mapId(bandId, 'band-ceiling') };
  }

  has(datasetId: string): boolean {
    return this.#datasets.has(datasetId);
  }

  /**
   * Puts new data in every GeoJSON source of a dataset that holds `was`, in place: its layers,
   * popups and feature states stay, where removing and adding the dataset would blank it until
   * the new data is parsed. False when nothing held `was` (the caller then rebuilds the
   * dataset); a detached composer keeps the data for the next map.
   */
  replaceData(datasetId: string, was: unknown, next: unknown): boolean {
    const entry = this.#datasets.get(datasetId);
    if (!entry) return false;
    const roles = Object.entries(entry.descriptor.sources).filter(
      ([, source]) => source.type === 'geojson' && source.data === was,
    );
    if (roles.length === 0) return false;
    const sources = { ...entry.descriptor.sources };
    for (const [role, source] of roles) {
      sources[role] = { ...source, data: next } as SourceSpecification;
      // A GeoJSON source of MapLibre's; other kinds never hold fetched data.
      const drawn = this.#map?.getSource?.(mapId(datasetId, role)) as GeoJsonData | undefined;
      drawn?.setData?.(next);
    }
    entry.descriptor = { ...entry.descriptor, sources };
    return true;
  }

  /** The map it draws on, null while detached (live datasets update their sources on it). */
  get map(): ComposableMap | null {
    return this.#map;
  }

  /** Restyles every layer for a theme on the live map: paint and layout only, no rebuild. */
  setTheme(theme: MapTheme): void {
    this.#theme = theme;
    for (const entry of this.#datasets.values()) {
      const next = toLayerSpecifications(entry.descriptor, theme);
      const map = this.#map;
      if (map) {
        next.forEach((layer, index) => {
          const before = entry.layers[index]?.spec;
          restyle(map, layer.spec, before);
        });
      }
      entry.layers = next;
    }
  }

  /** Layer ids from the bottom of the stack to the top. */
  layerIds(): string[] {
    return this.#sorted().map((layer) => layer.id);
  }

  /** Ids of the layers whose features a click picks. */
  interactiveLayerIds(): string[] {
    return this.#sorted()
      .filter((layer) => layer.interactive)
      .map((layer) => layer.id);
  }

  #sorted(): PlacedLayer[] {
    return [...this.#datasets.values()]
      .flatMap((entry) => entry.layers)
      .sort((a, b) => a.sortKey - b.sortKey);
  }

  #draw(descriptor: MapDatasetDescriptor, layers: PlacedLayer[]): void {
    const map = this.#map;
    if (!map) return;
    for (const [role, source] of Object.entries(descriptor.sources)) {
      map.addSource(mapId(descriptor.datasetId, role), source);
    }
    const drawn = this.#sorted().filter((layer) => this.#drawn.has(layer.id));
    for (const layer of layers) {
      // Insert under the lowest layer already drawn that belongs above this one.
      const above = drawn.find((other) => other.sortKey > layer.sortKey);
      map.addLayer(layer.spec, above?.id);
      this.#drawn.add(layer.id);
    }
  }
}

function restyle(map: ComposableMap, next: LayerSpecification, before?: LayerSpecification) {
  const properties = (layer: LayerSpecification | undefined, kind: 'paint' | 'layout') =>
    ((layer as Record<string, unknown> | undefined)?.[kind] ?? {}) as Record<string, unknown>;
  for (const kind of ['paint', 'layout'] as const) {
    const now = properties(next, kind);
    const was = properties(before, kind);
    for (const name of new Set([...Object.keys(now), ...Object.keys(was)])) {
      if (JSON.stringify(now[name]) === JSON.stringify(was[name])) continue;
      if (kind === 'paint') map.setPaintProperty(next.id, name, now[name]);
      else map.setLayoutProperty(next.id, name, now[name]);
    }
  }
}

// Lets queryRenderedFeatures answer for the custom vessel layer. The popups, the hover cursor
// and the click → details route ask the map for the features of its interactive layers; a
// custom layer has none in MapLibre's index, so the map's method is wrapped once: for the
// layer ids registered here it asks the CPU picking grid instead, the rest goes to MapLibre
// as before, and the hits are merged topmost first by where each layer is drawn.

type Point = { x: number; y: number };
export type Picker = (point: Point, tolerance: number) => unknown[];

/** The part of the map wrapped (MapLibre's Map fits). */
export interface QueryableMap {
  queryRenderedFeatures(geometry?: unknown, options?: unknown): unknown[];
  /** Layer ids bottom to top (MapLibre's getLayersOrder). */
  getLayersOrder?(): string[];
}

interface Registered {
  readonly picker: Picker;
  /** The layer that draws these hits, where they stack among the others. */
  readonly drawnBy: string;
}

const pickers = new WeakMap<object, Map<string, Registered>>();

/**
 * Hits of several layers, topmost first: by the drawing layer's place in `order` (bottom to
 * top), each layer's own hits in their order. Layers not in `order` go first.
 */
export function mergeByLayer(
  groups: readonly { drawnBy: string; hits: readonly unknown[] }[],
  order: readonly string[],
): unknown[] {
  const rank = (id: string) => {
    const at = order.indexOf(id);
    return at === -1 ? Infinity : at;
  };
  return [...groups]
    .map((group, index) => ({ group, index, rank: rank(group.drawnBy) }))
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .flatMap(({ group }) => group.hits);
}

function layerOf(feature: unknown): string {
  return (feature as { layer?: { id?: string } }).layer?.id ?? '';
}

function isPoint(value: unknown): value is Point | [number, number] {
  if (Array.isArray(value)) return typeof value[0] === 'number' && typeof value[1] === 'number';
  return typeof value === 'object' && value !== null && 'x' in value && 'y' in value;
}

function xy(value: Point | [number, number]): Point {
  return Array.isArray(value) ? { x: value[0], y: value[1] } : value;
}

/** The centre and half the smaller side of a query's point or box, or null for a whole-map query. */
export function queryPoint(geometry: unknown): { point: Point; tolerance: number } | null {
  if (isPoint(geometry)) return { point: xy(geometry), tolerance: 0 };
  if (Array.isArray(geometry) && isPoint(geometry[0]) && isPoint(geometry[1])) {
    const a = xy(geometry[0]);
    const b = xy(geometry[1]);
    return {
      point: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
      tolerance: Math.min(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) / 2,
    };
  }
  return null;
}

/**
 * Registers the picker of a layer id on a map, its hits stacked where `drawnBy` is drawn;
 * returns the unregistering function.
 */
export function answerQueries(
  map: QueryableMap,
  layerId: string,
  picker: Picker,
  drawnBy = layerId,
): () => void {
  let own = pickers.get(map);
  if (!own) {
    const registered = new Map<string, Registered>();
    own = registered;
    pickers.set(map, registered);
    const original = map.queryRenderedFeatures.bind(map);
    map.queryRenderedFeatures = (geometry?: unknown, options?: unknown) => {
      const wanted = (options as { layers?: string[] } | undefined)?.layers;
      const ids = [...registered.keys()].filter((id) => !wanted || wanted.includes(id));
      const at = queryPoint(geometry);
      if (ids.length === 0 || !at) return original(geometry, options);
      const rest = wanted?.filter((id) => !registered.has(id));
      const others =
        rest && rest.length === 0
          ? []
          : original(geometry, rest ? { ...(options as object), layers: rest } : options);
      const groups = ids.map((id) => {
        const { picker: pick, drawnBy: by } = registered.get(id)!;
        return { drawnBy: by, hits: pick(at.point, at.tolerance) };
      });
      // MapLibre's own answer is already topmost first; split by layer to merge.
      for (const feature of others) {
        const id = layerOf(feature);
        const last = groups[groups.length - 1];
        if (last && last.drawnBy === id && !ids.includes(id))
          (last.hits as unknown[]).push(feature);
        else groups.push({ drawnBy: id, hits: [feature] });
      }
      return mergeByLayer(groups, map.getLayersOrder?.() ?? []);
    };
  }
  const entry = { picker, drawnBy };
  own.set(layerId, entry);
  return () => {
    if (own.get(layerId) === entry) own.delete(layerId);
  };
}

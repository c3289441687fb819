// Lets queryRenderedFeatures answer for the custom vessel layer. The popups, the hover cursor
// and the click → details route ask the map for the features of its interactive layers; a
// custom layer has none in MapLibre's index, so the map's method is wrapped once: for the
// layer ids registered here it asks the CPU picking grid instead and puts those hits first
// (vessels are drawn over the other interactive layers), the rest goes to MapLibre as before.

type Point = { x: number; y: number };
export type Picker = (point: Point, tolerance: number) => unknown[];

/** The part of the map wrapped (MapLibre's Map fits). */
export interface QueryableMap {
  queryRenderedFeatures(geometry?: unknown, options?: unknown): unknown[];
}

const pickers = new WeakMap<object, Map<string, Picker>>();

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

/** Registers the picker of a layer id on a map; returns the unregistering function. */
export function answerQueries(map: QueryableMap, layerId: string, picker: Picker): () => void {
  let own = pickers.get(map);
  if (!own) {
    const registered = new Map<string, Picker>();
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
      return [...ids.flatMap((id) => registered.get(id)!(at.point, at.tolerance)), ...others];
    };
  }
  own.set(layerId, picker);
  return () => {
    if (own.get(layerId) === picker) own.delete(layerId);
  };
}

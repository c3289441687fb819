// vt-pbf ships no types; only the function the tile cutter calls is declared.
declare module 'vt-pbf' {
  /** One feature in tile units: points as a list, lines and rings as lists of lists. */
  export type VtFeature =
    | { type: 1; geometry: [number, number][]; tags: Record<string, unknown> }
    | { type: 2 | 3; geometry: [number, number][][]; tags: Record<string, unknown> };
  export function fromGeojsonVt(
    layers: Record<string, { features: VtFeature[] }>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}

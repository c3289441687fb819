// The parts of the `shapefile` reader (which ships no types) that the tests use.
declare module 'shapefile' {
  interface ShapefileFeature {
    type: 'Feature';
    properties: Record<string, unknown>;
    geometry: { type: string; coordinates: unknown };
  }
  interface ShapefileSource {
    read(): Promise<{ done: boolean; value: ShapefileFeature }>;
  }
  export function open(
    shp: Uint8Array | ArrayBuffer,
    dbf?: Uint8Array | ArrayBuffer,
    options?: { encoding?: string },
  ): Promise<ShapefileSource>;
}

// shpjs ships no types; only the zip reader the chart adapter calls is declared.
declare module 'shpjs' {
  import type { FeatureCollection } from 'geojson';

  /** A layer of the zip: its features, and the shapefile's name without its extension. */
  export type ShapefileLayer = FeatureCollection & { fileName?: string };
  /**
   * Reads every shapefile in a zip, reprojected to WGS 84 from its `.prj` (by proj4): one
   * layer, or a list when the zip holds several.
   */
  export function parseZip(
    buffer: ArrayBuffer | Uint8Array,
    whiteList?: readonly string[],
  ): Promise<ShapefileLayer | ShapefileLayer[]>;
}

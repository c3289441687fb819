import type { StyleSpecification } from 'maplibre-gl';
import type { MapTheme } from './theme.js';
/** The dataset id of the base map; layer ids derive from it. */
export declare const BASEMAP_ID = 'basemap';
/** The label font: the one glyph set our server ships. */
export declare const LABEL_FONT = 'Noto Sans Regular';
/** The zoom from which the full-resolution coastline is drawn over the land polygons. */
export declare const COASTLINE_MIN_ZOOM = 10;
export interface BasemapStyleOptions {
  theme: MapTheme;
  /** Origin of our server, e.g. `http://localhost:8080`; tile and glyph URLs hang off it. */
  origin: string;
  /** Highest zoom the tile source holds; MapLibre over-zooms beyond it. */
  sourceMaxZoom: number;
  /** Attribution shown in the map's attribution control. */
  attribution: string;
}
/** Layer ids are derived, never typed by hand: `${datasetId}:${role}`. */
export declare function layerId(datasetId: string, role: string): string;
/**
 * The base-map style as a pure function of a theme: the same tiles drawn in day or night
 * colours. The tile source is separate from the layers so the "simple" and "standard"
 * variants differ only in the source's maximum zoom.
 */
export declare function basemapStyle(options: BasemapStyleOptions): StyleSpecification;
//# sourceMappingURL=basemap-style.d.ts.map

// The custom vessel layer on the app's map: added beside the dataset's layers (just under the
// labels, where the icon layer was), its atlas taken from the vessel icons the map holds (so
// it follows the theme and the pixel ratio they were registered for), and picking hooked into
// queryRenderedFeatures under the icon layer's id. The GeoJSON icon and vector layers stay in
// the style, hidden; labels and hulls keep their GeoJSON sources, fed only the vessels in view
// from the zoom they show at (vessel-view.ts).
import { ICON_KINDS, vesselIconImageId } from '../../icons/index.js';
import { atlasFromMap, type ImageSource } from './atlas.js';
import type { GlVesselView, PickMap } from './gl-vessel-view.js';
import { answerQueries, type QueryableMap } from './queries.js';
import type { GlLayerMap } from './vessel-layer.js';

/** What the layer needs of the map beyond the live path's LiveMap. */
export interface GlHostMap extends GlLayerMap, PickMap, ImageSource, QueryableMap {
  getLayer(id: string): unknown;
  addLayer(layer: unknown, beforeId?: string): unknown;
  removeLayer(id: string): unknown;
  getPaintProperty(layer: string, name: string): unknown;
}

export function isGlHostMap(map: object): map is GlHostMap {
  const m = map as Partial<GlHostMap>;
  return (
    typeof m.addLayer === 'function' &&
    typeof m.getImage === 'function' &&
    typeof m.queryRenderedFeatures === 'function' &&
    typeof m.unproject === 'function'
  );
}

/** Premultiplied RGBA 0…1 of a `#rrggbb` colour, or null for anything else. */
export function parseHexColour(value: unknown): [number, number, number, number] | null {
  if (typeof value !== 'string' || !/^#[0-9a-f]{6}$/i.test(value)) return null;
  const n = parseInt(value.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255, 1];
}

export class GlMapPart {
  #map: GlHostMap | null = null;
  #unpick: (() => void) | null = null;
  /** The icon image the atlas was made from, to notice a theme's new icons. */
  #atlasSource: unknown = null;

  constructor(
    readonly gl: GlVesselView,
    private readonly ids: { positions: string; labels: string; vectors: string },
  ) {}

  /**
   * Puts the layer on the map (again after a style reload) with the current icons. False
   * while the map, its vessel layers or the icons are not there yet: the caller tries later.
   */
  attach(map: GlHostMap): boolean {
    if (!map.getLayer(this.ids.positions)) return false;
    const probe = this.#probe(map);
    if (!probe) return false;
    if (probe !== this.#atlasSource) {
      const atlas = atlasFromMap(map);
      if (!atlas) return false;
      this.gl.layer.setAtlas(atlas);
      this.#atlasSource = probe;
    }
    const colour = parseHexColour(map.getPaintProperty(this.ids.vectors, 'line-color'));
    if (colour) this.gl.layer.style.vectorColour = colour;
    const onMap = map.getLayer(this.gl.layer.id);
    if (onMap && !this.#ours(onMap)) map.removeLayer(this.gl.layer.id);
    if (!onMap || !this.#ours(onMap)) {
      map.addLayer(this.gl.layer, map.getLayer(this.ids.labels) ? this.ids.labels : undefined);
    }
    if (this.#map !== map) {
      this.#unpick?.();
      this.#map = map;
      this.#unpick = answerQueries(
        map,
        this.ids.positions,
        (point, tolerance) =>
          map.getLayer(this.gl.layer.id)
            ? this.gl
                .pick(map, point, tolerance)
                .map((hit) => ({ ...hit, layer: { id: this.ids.positions } }))
            : [],
        this.gl.layer.id,
      );
    }
    return true;
  }

  #probe(map: GlHostMap): unknown {
    return map.getImage(vesselIconImageId(ICON_KINDS[0]!, false))?.data ?? null;
  }

  /** The map holds other icons than the atlas was made of (a theme's were registered). */
  iconsChanged(map: GlHostMap): boolean {
    const probe = this.#probe(map);
    return probe !== null && probe !== this.#atlasSource;
  }

  /**
   * Whether a layer of the map is this part's own: the live path restarts with a new view
   * (a server-side filter changed), whose layer has the same id as the one it replaces.
   */
  #ours(layer: unknown): boolean {
    const implementation = (layer as { implementation?: unknown }).implementation;
    return implementation === undefined || implementation === this.gl.layer;
  }

  /** Takes the layer off the map (the dataset stopped drawing). */
  detach(): void {
    this.#unpick?.();
    this.#unpick = null;
    const map = this.#map;
    this.#map = null;
    const onMap = map?.getLayer(this.gl.layer.id);
    if (map && onMap && this.#ours(onMap)) map.removeLayer(this.gl.layer.id);
  }
}

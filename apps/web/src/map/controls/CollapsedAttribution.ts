import { AttributionControl, type Map as MapLibreMap } from 'maplibre-gl';

/**
 * MapLibre opens a compact attribution expanded on load; on a phone that box spans the map's
 * foot and covers the scale bars. This one starts as its small "i" button.
 */
export class CollapsedAttribution extends AttributionControl {
  override onAdd(map: MapLibreMap): HTMLElement {
    const container = super.onAdd(map);
    container.classList.remove('maplibregl-compact-show');
    container.removeAttribute('open');
    return container;
  }
}

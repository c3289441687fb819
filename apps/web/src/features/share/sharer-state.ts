// What the app holds now, for a share or embed link (spec 01 §3): the map's view, the datasets
// the user has on with their filters and options, the route and the open panels.
import type { LngLatBounds } from '@havkart/domain';
import { CURRENT_PAGE } from '../../app/page-variant.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import { useDatasetSettings } from '../../datasets/settings.store.js';
import { mapComposer } from '../../map/map-setup.js';
import { liveMapView } from '../../map/position/index.js';
import { usePanels } from '../../shell/panels.store.js';
import type { SharerState } from './share-link.js';
import type { DatasetShareConfig } from './share-values.js';

interface BoundsReader {
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
}

function datasetsNow(): Record<string, DatasetShareConfig> {
  const services = useDatasetServices.getState().services;
  const saved = useDatasetSettings.getState().datasets;
  const configs: Record<string, DatasetShareConfig> = {};
  for (const service of services?.services.values() ?? []) {
    if (!services?.isEnabled(service.id)) continue;
    const setting = saved[service.id];
    configs[service.id] = {
      enabled: true,
      ...(setting && setting.filters.length > 0 ? { filters: setting.filters } : {}),
      ...(setting && Object.keys(setting.options).length > 0 ? { options: setting.options } : {}),
    };
  }
  return configs;
}

/** The route inside the app: the path without the page's prefix; a route's own query kept. */
function routeNow(): string {
  const base = CURRENT_PAGE.basename ?? '';
  const path = window.location.pathname.slice(base.length) || '/';
  return path.startsWith('/customroute') ? `${path}${window.location.search}` : path;
}

export function sharerStateNow(): SharerState {
  const view = liveMapView() ?? { center: [10, 64] as const, zoom: 4 };
  // The composer holds the MapLibre map itself; its type names only what composing needs.
  const map = mapComposer.map as unknown as BoundsReader | null;
  const box = map?.getBounds();
  const bounds: LngLatBounds = box
    ? [box.getWest(), box.getSouth(), box.getEast(), box.getNorth()]
    : [view.center[0] - 1, view.center[1] - 1, view.center[0] + 1, view.center[1] + 1];
  const panels = usePanels.getState();
  return {
    center: view.center,
    zoom: view.zoom,
    bounds,
    datasets: datasetsNow(),
    route: routeNow(),
    detailsOpen: panels.details.open,
    menuOpen: panels.menu.open,
  };
}

/** Copies text; false when the browser refuses (the text stays selectable in its field). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

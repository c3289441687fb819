// The base map's rows of the legend: land and sea in the colours the chosen base map draws
// (the simple one's flat, lighter pair), and the shoreline only where that map draws one.
import { BASEMAP_LOOKS, basemapColours, type BasemapLook } from '@havkart/dataset-basemap/client';
import type { MapTheme } from '@havkart/theme';
import { useDatasetServices } from '../../datasets/services.store.js';
import { useDatasetSettings } from '../../datasets/settings.store.js';
import { chosenBaseMap } from '../menu/base-map-choice.js';

export interface BaseMapLegendRow {
  /** i18n key of its label. */
  readonly labelKey: 'legend.water' | 'legend.land' | 'legend.coastline';
  readonly colour: string;
  readonly kind: 'area' | 'line';
}

const STANDARD: BasemapLook = { coastline: true, plain: false };

/** What a base map draws; an unknown id (a site's own) draws as the standard one. */
export function baseMapLook(id: string | undefined): BasemapLook {
  return (id === undefined ? undefined : BASEMAP_LOOKS[id]) ?? STANDARD;
}

export function baseMapLegendRows(theme: MapTheme, look: BasemapLook): BaseMapLegendRow[] {
  const { land, water } = basemapColours(theme, look);
  return [
    { labelKey: 'legend.water', colour: water, kind: 'area' },
    { labelKey: 'legend.land', colour: land, kind: 'area' },
    ...(look.coastline
      ? [{ labelKey: 'legend.coastline', colour: theme.coastline, kind: 'line' } as const]
      : []),
  ];
}

/** The look of the base map the menu shows as chosen, which is the one the map draws. */
export function useChosenBaseMapLook(): BasemapLook {
  const services = useDatasetServices((state) => state.services);
  const saved = useDatasetSettings((state) => state.datasets);
  const baseMaps = services
    ? [...services.services.values()].filter((service) => service.dataset.baseMap)
    : [];
  return baseMapLook(
    chosenBaseMap(
      baseMaps.map((service) => ({
        id: service.id,
        saved: saved[service.id]?.enabled,
        enabledByDefault: service.dataset.enabledByDefault,
      })),
    ),
  );
}

// Settings written on the map by dataset layers: the weather units (R15.29) and whether wave
// arrows carry their heights (R04.13). A change rebuilds the active datasets whose layers
// read them, found by building the layers both ways, as the depth unit does.
import type { DatasetClientPart, DatasetLayerContext } from '@havkart/datasets-core/client';
import { DEFAULT_WEATHER_UNITS, type WeatherQuantity, type WeatherUnits } from '@havkart/domain';
import { onSettingChange, useSettings } from '../settings/settings.store.js';
import { weatherUnitsOf } from '../settings/weather-units.js';
import type { DatasetServices } from './dataset-services.js';

const QUANTITIES: readonly WeatherQuantity[] = [
  'waveHeight',
  'windSpeed',
  'seaCurrent',
  'rain',
  'temperature',
];

/** Units other than the defaults, to tell layers that read the units from those that do not. */
const OTHER_UNITS: WeatherUnits = {
  waveHeight: 'ft',
  windSpeed: 'knots',
  seaCurrent: 'm/s',
  rain: 'in',
  temperature: 'fahrenheit',
};

/** The part of the layer context these settings give. */
export function mapSettingsContext(): Pick<
  DatasetLayerContext,
  'weatherUnits' | 'waveArrowLabels'
> {
  const { values } = useSettings.getState();
  return {
    weatherUnits: weatherUnitsOf(values),
    waveArrowLabels: values['waveArrowLabels'] === true,
  };
}

/** Whether a dataset's layers change with these settings. */
export function dependsOnMapSettings(
  part: Pick<DatasetClientPart<unknown>, 'layers'>,
  context: DatasetLayerContext,
): boolean {
  const plain = part.layers({
    ...context,
    weatherUnits: DEFAULT_WEATHER_UNITS,
    waveArrowLabels: false,
  });
  const other = part.layers({ ...context, weatherUnits: OTHER_UNITS, waveArrowLabels: true });
  return JSON.stringify(plain) !== JSON.stringify(other);
}

/** Refreshes the active datasets that draw these settings after each change of one. */
export function refreshOnMapSettingChange(services: DatasetServices): () => void {
  const ids = ['waveArrowLabels', ...QUANTITIES.map((quantity) => `${quantity}Unit`)];
  const stops = ids.map((id) =>
    onSettingChange(id, () => {
      for (const service of services.services.values()) {
        if (service.flags.active && dependsOnMapSettings(service.part, service.layerContext())) {
          void service.refresh().catch(() => undefined);
        }
      }
    }),
  );
  return () => stops.forEach((stop) => stop());
}

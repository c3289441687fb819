import {
  waveForecastClientPart as waves,
  weatherStationsClientPart as stations,
} from '@havkart/dataset-weather/client';
import { layerContext } from '@havkart/datasets-core/client/testing';
import { describe, expect, it } from 'vitest';
import { useSettings } from '../settings/settings.store.js';
import { dependsOnMapSettings, mapSettingsContext } from './map-settings.js';

describe('map settings in the layer context', () => {
  it('hand layers the wave arrow labels (off by default, A60) and the weather units', () => {
    expect(mapSettingsContext()).toMatchObject({
      waveArrowLabels: false,
      weatherUnits: { waveHeight: 'm' },
    });
    useSettings.getState().set('waveArrowLabels', true);
    useSettings.getState().set('waveHeightUnit', 'ft');
    expect(mapSettingsContext()).toMatchObject({
      waveArrowLabels: true,
      weatherUnits: { waveHeight: 'ft' },
    });
  });

  it('rebuild the wave forecast on a change, not the datasets that do not draw them', () => {
    const context = layerContext('/tiles/waveforecast/{z}/{x}/{y}.pbf?time=x');
    expect(dependsOnMapSettings(waves, context)).toBe(true);
    expect(dependsOnMapSettings(stations, context)).toBe(false);
  });
});

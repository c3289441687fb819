// The weather units as the weather datasets' views read them (R15.29): the saved
// `{quantity}Unit` settings, each falling back to its default.
import { DEFAULT_WEATHER_UNITS, isUnitOf, type WeatherUnits } from '@havkart/domain';
import { useMemo } from 'react';
import { useSettings } from './settings.store.js';

/** The chosen weather units from saved settings; an unknown value is the default. */
export function weatherUnitsOf(values: Readonly<Record<string, unknown>>): WeatherUnits {
  const pick = <Q extends keyof WeatherUnits>(quantity: Q): WeatherUnits[Q] => {
    const value = values[`${quantity}Unit`];
    return isUnitOf(quantity, value) ? (value as WeatherUnits[Q]) : DEFAULT_WEATHER_UNITS[quantity];
  };
  return {
    waveHeight: pick('waveHeight'),
    windSpeed: pick('windSpeed'),
    seaCurrent: pick('seaCurrent'),
    rain: pick('rain'),
    temperature: pick('temperature'),
  };
}

/** Hook: the weather units, re-rendering when one of them changes. */
export function useWeatherUnitSettings(): WeatherUnits {
  const values = useSettings((state) => state.values);
  return useMemo(() => weatherUnitsOf(values), [values]);
}

// The user's weather units as the views read them. The web app hands in its settings hook
// once at start-up; without one (tests, a bare embed) the views use spec 01 §9's defaults.
import { DEFAULT_WEATHER_UNITS, type WeatherUnits } from '@havkart/domain';

let useUnits: () => WeatherUnits = () => DEFAULT_WEATHER_UNITS;

/** Called once, before anything renders, with a hook returning the chosen units. */
export function provideWeatherUnits(hook: () => WeatherUnits): void {
  useUnits = hook;
}

/** The chosen weather units; re-renders the caller when the user changes one. */
export function useWeatherUnits(): WeatherUnits {
  return useUnits();
}

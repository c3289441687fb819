import { ConfigError } from '../config/config-error.js';

/** Where the wave-forecast times come from. */
export interface ForecastConfig {
  /**
   * A MET Norway Oceanforecast 2.0 `complete` URL for one sea point
   * (`https://api.met.no/weatherapi/oceanforecast/2.0/complete?lat=…&lon=…`); unset: the
   * built-in demo source.
   */
  waveForecastUrl: string | undefined;
}

/** Reads `WAVE_FORECAST_URL`; throws a ConfigError naming it when it is not an http(s) URL. */
export function loadForecastConfig(env: Record<string, string | undefined>): ForecastConfig {
  const raw = env.WAVE_FORECAST_URL?.trim();
  if (!raw) return { waveForecastUrl: undefined };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('WAVE_FORECAST_URL', `"${raw}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('WAVE_FORECAST_URL', `"${raw}" must use http or https`);
  }
  return { waveForecastUrl: url.href };
}

import { ConfigError } from '../config/config-error.js';

/** Where the forecasts come from: MET Norway where its URLs are set, else the demo model. */
export interface ForecastConfig {
  /**
   * A MET Norway Oceanforecast 2.0 `complete` URL for one sea point
   * (`https://api.met.no/weatherapi/oceanforecast/2.0/complete?lat=…&lon=…`), read for the
   * available forecast times only; unset: the built-in demo source.
   */
  waveForecastUrl: string | undefined;
  /** Oceanforecast 2.0 `complete` without query (`…/oceanforecast/2.0/complete`). */
  oceanforecastUrl: string | undefined;
  /** Locationforecast 2.0 `complete` without query (`…/locationforecast/2.0/complete`). */
  locationforecastUrl: string | undefined;
  /**
   * Who runs this site, for MET's User-Agent (`Havkart/<version> <contact>`): an e-mail
   * address or a site URL. Required with any MET URL.
   */
  metContact: string | undefined;
  /** MET Frost's coastal stations on the weather-station layer: its client id, and its URL. */
  frost: { clientId: string; url: string } | undefined;
}

function httpUrl(env: Record<string, string | undefined>, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `"${raw}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `"${raw}" must use http or https`);
  }
  return url.href;
}

/**
 * Reads `WAVE_FORECAST_URL`, `OCEANFORECAST_URL`, `LOCATIONFORECAST_URL`, `MET_CONTACT`,
 * `FROST_CLIENT_ID` and `FROST_URL`;
 * throws a ConfigError naming the variable that is wrong or missing.
 */
export function loadForecastConfig(env: Record<string, string | undefined>): ForecastConfig {
  const config: ForecastConfig = {
    waveForecastUrl: httpUrl(env, 'WAVE_FORECAST_URL'),
    oceanforecastUrl: httpUrl(env, 'OCEANFORECAST_URL'),
    locationforecastUrl: httpUrl(env, 'LOCATIONFORECAST_URL'),
    metContact: env.MET_CONTACT?.trim() || undefined,
    frost: undefined,
  };
  const frostClientId = env.FROST_CLIENT_ID?.trim();
  const frostUrl = httpUrl(env, 'FROST_URL');
  if (frostUrl && !frostClientId) {
    throw new ConfigError('FROST_CLIENT_ID', 'is required with FROST_URL');
  }
  if (frostClientId) {
    config.frost = { clientId: frostClientId, url: frostUrl ?? 'https://frost.met.no/' };
  }
  if (config.oceanforecastUrl && !config.locationforecastUrl) {
    throw new ConfigError('LOCATIONFORECAST_URL', 'is required with OCEANFORECAST_URL');
  }
  if (config.locationforecastUrl && !config.oceanforecastUrl) {
    throw new ConfigError('OCEANFORECAST_URL', 'is required with LOCATIONFORECAST_URL');
  }
  const metUrl = config.oceanforecastUrl ?? config.waveForecastUrl ?? config.frost?.url;
  if (metUrl && !config.metContact) {
    throw new ConfigError(
      'MET_CONTACT',
      'is required with a MET URL: MET Norway asks every client to say who runs it (an e-mail address or site URL)',
    );
  }
  return config;
}

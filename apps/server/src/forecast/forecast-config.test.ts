import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';

describe('WAVE_FORECAST_URL', () => {
  it('defaults to the demo model', () => {
    expect(loadConfig({ AIS_SOURCES: '' }).forecast.waveForecastUrl).toBeUndefined();
  });

  it('takes an http(s) URL', () => {
    const url = 'https://api.met.no/weatherapi/oceanforecast/2.0/complete?lat=60.1&lon=4.5';
    expect(
      loadConfig({ AIS_SOURCES: '', WAVE_FORECAST_URL: url, MET_CONTACT: 'ops@example.org' })
        .forecast.waveForecastUrl,
    ).toBe(url);
  });

  it.each(['ftp://example.org/x', 'not a url'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ AIS_SOURCES: '', WAVE_FORECAST_URL: value })).toThrow(
      /Invalid WAVE_FORECAST_URL/,
    );
  });
});

describe('OCEANFORECAST_URL, LOCATIONFORECAST_URL and MET_CONTACT', () => {
  const ocean = 'https://api.met.no/weatherapi/oceanforecast/2.0/complete';
  const location = 'https://api.met.no/weatherapi/locationforecast/2.0/complete';

  it('take both MET products with a contact', () => {
    const { forecast } = loadConfig({
      AIS_SOURCES: '',
      OCEANFORECAST_URL: ocean,
      LOCATIONFORECAST_URL: location,
      MET_CONTACT: 'ops@example.org',
    });
    expect(forecast).toMatchObject({
      oceanforecastUrl: ocean,
      locationforecastUrl: location,
      metContact: 'ops@example.org',
    });
  });

  it.each([
    [{ OCEANFORECAST_URL: ocean, LOCATIONFORECAST_URL: location }, /Invalid MET_CONTACT/],
    [{ WAVE_FORECAST_URL: `${ocean}?lat=60&lon=4` }, /Invalid MET_CONTACT/],
    [{ OCEANFORECAST_URL: ocean, MET_CONTACT: 'x@y.no' }, /Invalid LOCATIONFORECAST_URL/],
    [{ LOCATIONFORECAST_URL: 'gopher://x', MET_CONTACT: 'x@y.no' }, /Invalid LOCATIONFORECAST_URL/],
  ])('stop start-up naming what is missing or wrong: %j', (env, message) => {
    expect(() => loadConfig({ AIS_SOURCES: '', ...env })).toThrow(message);
  });
});

describe('FROST_CLIENT_ID and FROST_URL', () => {
  it('are off by default and take Frost’s public URL with a client id', () => {
    expect(loadConfig({ AIS_SOURCES: '' }).forecast.frost).toBeUndefined();
    expect(
      loadConfig({ AIS_SOURCES: '', FROST_CLIENT_ID: 'abc', MET_CONTACT: 'ops@example.org' })
        .forecast.frost,
    ).toEqual({ clientId: 'abc', url: 'https://frost.met.no/' });
  });

  it('refuse a URL without a client id, and Frost without a contact, naming the variable', () => {
    expect(() => loadConfig({ AIS_SOURCES: '', FROST_URL: 'https://frost.example/' })).toThrow(
      /FROST_CLIENT_ID/,
    );
    expect(() => loadConfig({ AIS_SOURCES: '', FROST_CLIENT_ID: 'abc' })).toThrow(/MET_CONTACT/);
  });
});

import { DEFAULT_WEATHER_UNITS } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { describeStation } from './describe.js';

const utsira = {
  sourceId: '2576003',
  mmsi: 2576003,
  name: 'UTSIRA',
  symbol: 'strong_breeze',
  avgWindSpeed: 12,
  windDirection: 270,
  significantWaveHeight: 2,
  waveDirection: 250,
  msgtime: '2026-03-01T12:00:00+00:00',
};

describe('a station described for its popup (R15.29)', () => {
  it('shows wind in the chosen unit: m/s by default, knots or Beaufort when chosen', () => {
    const rows = (units = DEFAULT_WEATHER_UNITS) =>
      describeStation(utsira, 'en-US', units).rows.map((r) => `${r.label}: ${r.value}`);
    expect(rows()).toContain('Wind: 12.0 m/s');
    expect(rows({ ...DEFAULT_WEATHER_UNITS, windSpeed: 'knots' })).toContain('Wind: 23.3 kn');
    expect(rows({ ...DEFAULT_WEATHER_UNITS, windSpeed: 'beaufort' })).toContain('Wind: 6 Beaufort');
    expect(rows({ ...DEFAULT_WEATHER_UNITS, waveHeight: 'ft' })).toContain('Wave height: 6.6 ft');
    expect(rows()).toContain('Wind direction (from): 270°');
  });

  it('marks forecast values ahead of now as a forecast, with the time they are for (R15.14)', () => {
    const ahead = describeStation(
      { ...utsira, forecast: true, msgtime: '2026-03-01T18:00:00Z' },
      'nb-NO',
      DEFAULT_WEATHER_UNITS,
      true,
    );
    expect(ahead.kind).toBe('Liten kuling (varsel)');
    expect(ahead.rows).toContainEqual({ label: 'Varsel for', value: '01.03.2026, 18:00 UTC' });
    expect(describeStation(utsira, 'en-US', DEFAULT_WEATHER_UNITS).kind).toBe('Strong breeze');
  });

  it('names the class in the interface language and leaves out missing readings', () => {
    const buoy = describeStation(
      { ...utsira, symbol: 'buoy', avgWindSpeed: null, windDirection: null },
      'nb-NO',
      DEFAULT_WEATHER_UNITS,
    );
    expect(buoy.title).toBe('UTSIRA');
    expect(buoy.kind).toBe('Bølgebøye');
    expect(buoy.rows.map((r) => r.label)).not.toContain('Vind');
    expect(buoy.rows).toContainEqual({ label: 'Bølgehøyde', value: '2,0 m' });
  });

  it('writes the reading time in UTC with its mark when the UTC setting is on (R04.10)', () => {
    const time = (utc: boolean) =>
      describeStation(utsira, 'nb-NO', DEFAULT_WEATHER_UNITS, utc).rows.find(
        (r) => r.label === 'Observert',
      )?.value;
    expect(time(true)).toBe('01.03.2026, 12:00 UTC');
    expect(time(false)).not.toContain('UTC');
  });
});

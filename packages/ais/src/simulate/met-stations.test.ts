import { describe, expect, it } from 'vitest';
import { decodeLines } from '../decode/decoder.js';
import type { AisMessage } from '../types.js';
import { simulateLines } from './simulator.js';
import { MET_SITES, SIMULATED_WEATHER_STATIONS } from './stations.js';

describe('simulated met/hydro stations', () => {
  const lines = [...simulateLines({ seed: 1, vessels: 10, duration: 900 })];
  const meteo = decodeLines(lines).filter(
    (m): m is AisMessage & { messageType: 8 } =>
      !('error' in m) && m.messageType === 8 && m.dac === 1 && m.fi === 31,
  );
  const latest = new Map(meteo.map((m) => [m.mmsi, m.meteo]));

  it('every site reports as NMEA type 8 (DAC 1, FI 31) under its fixed MMSI', () => {
    expect([...latest.keys()].sort()).toEqual(MET_SITES.map((s) => s.mmsi).sort());
    for (const site of MET_SITES) {
      const m = latest.get(site.mmsi)!;
      expect(m.latitude).toBeCloseTo(site.at[0], 2);
      expect(m.longitude).toBeCloseTo(site.at[1], 2);
    }
  });

  it('buoys report waves and no wind; the others wind as well', () => {
    for (const site of MET_SITES) {
      const m = latest.get(site.mmsi)!;
      expect(m.waveHeight).not.toBeNull();
      expect(m.waveDirection).not.toBeNull();
      if (site.buoy) {
        expect(m.windSpeed).toBeNull();
        expect(m.windDirection).toBeNull();
      } else {
        expect(m.windSpeed).not.toBeNull();
        expect(m.windDirection).not.toBeNull();
      }
    }
    expect(MET_SITES.some((s) => s.buoy)).toBe(true);
  });

  it('names every station for a server that does not run the simulator', () => {
    expect(SIMULATED_WEATHER_STATIONS).toContainEqual({ mmsi: 2576003, name: 'UTSIRA' });
    expect(new Set(SIMULATED_WEATHER_STATIONS.map((s) => s.mmsi)).size).toBe(MET_SITES.length);
  });
});

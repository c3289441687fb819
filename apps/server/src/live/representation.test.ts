import { AisEncoder, createAisDecoder, type AisMessage } from '@havkart/ais';
import { describe, expect, it } from 'vitest';
import { LiveState } from './live-state.js';
import {
  formatMsgtime,
  formatVesselEta,
  fullVessel,
  metHydroMessage,
  safetyMessage,
} from './representation.js';

const encoder = new AisEncoder({ talker: 'AI' });
function decode(lines: string[]): AisMessage[] {
  const out: AisMessage[] = [];
  const decoder = createAisDecoder({ onMessage: (m) => out.push(m) });
  for (const line of lines) decoder.write(line);
  return out;
}
const T0 = Date.parse('2026-03-01T06:00:00.750Z');

describe('BarentsWatch representation', () => {
  it('writes msgtime with whole seconds and +00:00', () => {
    expect(formatMsgtime(T0)).toBe('2026-03-01T06:00:00+00:00');
  });

  it.each([
    [{ month: 2, day: 17, hour: 11, minute: 30 }, '02171130'],
    [{ month: 12, day: 31, hour: null, minute: null }, '12312460'],
    [{ month: null, day: 17, hour: 11, minute: 30 }, null],
    [{ month: 5, day: null, hour: null, minute: null }, null],
    [null, null],
  ])('eta %j → %s', (eta, text) => {
    expect(formatVesselEta(eta)).toBe(text);
  });

  it('passes AIS-SART status 14 and SAR aircraft MMSIs through unchanged (R09.07)', () => {
    const state = new LiveState();
    const [sart] = decode(
      encoder.encode({
        messageType: 1,
        mmsi: 970123456,
        navigationalStatus: 14,
        longitude: 5,
        latitude: 60,
      }),
    );
    const [aircraft] = decode(
      encoder.encode({
        messageType: 9,
        mmsi: 111257500,
        altitude: 300,
        longitude: 5.5,
        latitude: 60.2,
        speedOverGround: 120,
      }),
    );
    state.apply(sart!, T0);
    state.apply(aircraft!, T0);
    expect(fullVessel(state.vessels.get(970123456)!)).toMatchObject({
      mmsi: 970123456,
      navigationalStatus: 14,
    });
    expect(fullVessel(state.vessels.get(111257500)!)).toMatchObject({
      mmsi: 111257500,
      altitude: 300,
      speedOverGround: 120,
      reportClass: null,
    });
  });

  it('shapes a met/hydro report as the AIS weather-station record (R09.05)', () => {
    const state = new LiveState();
    const [met] = decode(
      encoder.encode({
        messageType: 8,
        mmsi: 2570050,
        dac: 1,
        fi: 31,
        meteo: {
          longitude: 4.5,
          latitude: 61.2,
          windSpeed: 20,
          windDirection: 270,
          waveHeight: 3.5,
          waveDirection: 250,
        },
      }),
    );
    state.apply(met!, T0);
    expect(metHydroMessage(state.metStations.get(2570050)!)).toEqual({
      type: 'BinaryBroadcastMetHyd',
      messageType: 8,
      mmsi: 2570050,
      msgtime: '2026-03-01T06:00:00+00:00',
      longitude: 4.5,
      latitude: 61.2,
      significantWaveHeight: 3.5,
      waveDirection: 250,
      windDirection: 270,
      avgWindSpeed: 10.3, // 20 knots in m/s
      geometry: { type: 'Point', coordinates: [4.5, 61.2] },
    });
  });

  it('keeps the latest safety-related text per sender', () => {
    const state = new LiveState();
    const m = {
      messageType: 14,
      repeatIndicator: 0,
      mmsi: 257000001,
      msgtime: null,
      source: null,
      channel: 'A',
      payload: 'x',
      fillBits: 0,
      text: 'MOB TEST',
    } as AisMessage;
    state.apply(m, T0);
    expect(safetyMessage(state.safety.get(257000001)!)).toEqual({
      type: 'SafetyRelated',
      messageType: 14,
      mmsi: 257000001,
      msgtime: '2026-03-01T06:00:00+00:00',
      destinationMmsi: null,
      text: 'MOB TEST',
    });
  });
});

import { createAisDecoder, AisEncoder, type AisMessage } from '@havkart/ais';
import { describe, expect, it } from 'vitest';
import { LiveState } from './live-state.js';
import { fullVessel, simpleVessel } from './representation.js';

function decode(lines: string[]): AisMessage[] {
  const out: AisMessage[] = [];
  const decoder = createAisDecoder({ onMessage: (m) => out.push(m) });
  for (const line of lines) decoder.write(line);
  return out;
}

const encoder = new AisEncoder({ talker: 'AI' });
const T0 = Date.parse('2026-01-01T12:00:00Z');

describe('vessel state: one record per MMSI (the Full model)', () => {
  it('merges a class A position and static data into the BarentsWatch representation', () => {
    const state = new LiveState();
    const messages = decode([
      ...encoder.encode({
        messageType: 1,
        mmsi: 257123450,
        navigationalStatus: 0,
        rateOfTurn: null,
        speedOverGround: 12.3,
        positionAccuracy: true,
        longitude: 5.3,
        latitude: 60.4,
        courseOverGround: 45.5,
        trueHeading: null,
        timeStamp: 10,
      }),
      ...encoder.encode({
        messageType: 5,
        mmsi: 257123450,
        imoNumber: 9133381,
        callSign: 'LLVU',
        name: 'KONG HARALD',
        shipType: 60,
        dimensionA: 100,
        dimensionB: 21,
        dimensionC: 10,
        dimensionD: 9,
        positionFixingDeviceType: 1,
        eta: { month: 2, day: 17, hour: 11, minute: 30 },
        draught: 4.9,
        destination: 'BERGEN',
      }),
    ]);
    expect(messages.map((m) => m.messageType)).toEqual([1, 5]);
    state.apply(messages[0]!, T0);
    state.apply(messages[1]!, T0 + 1500);
    expect(state.vessels.size).toBe(1);
    const v = state.vessels.get(257123450)!;
    expect(fullVessel(v)).toEqual({
      mmsi: 257123450,
      msgtime: '2026-01-01T12:00:01+00:00',
      altitude: null,
      courseOverGround: 45.5,
      latitude: 60.4,
      longitude: 5.3,
      navigationalStatus: 0,
      rateOfTurn: null,
      speedOverGround: 12.3,
      trueHeading: null,
      imoNumber: 9133381,
      callSign: 'LLVU',
      name: 'KONG HARALD',
      destination: 'BERGEN',
      eta: '02171130',
      draught: 49,
      shipLength: 121,
      shipWidth: 19,
      shipType: 60,
      dimensionA: 100,
      dimensionB: 21,
      dimensionC: 10,
      dimensionD: 9,
      positionFixingDeviceType: 1,
      reportClass: 'A',
    });
    expect(Object.keys(simpleVessel(v))).toEqual([
      'courseOverGround',
      'latitude',
      'longitude',
      'name',
      'rateOfTurn',
      'shipType',
      'speedOverGround',
      'trueHeading',
      'navigationalStatus',
      'mmsi',
      'msgtime',
    ]);
    expect(v.countryCode).toBe('NO');
    expect(v.shipTypeCategory).toBe('passenger');
    expect(v.mmsiCategory).toBe('official');
    expect(state.index.query({ west: 5, south: 60, east: 6, north: 61 })).toEqual([257123450]);
  });

  it('keeps aids to navigation, met/hydro stations and base stations apart from vessels', () => {
    const state = new LiveState();
    const messages = decode([
      ...encoder.encode({
        messageType: 21,
        mmsi: 992576001,
        typeOfAidsToNavigation: 20,
        name: 'SKARVEN',
        positionAccuracy: true,
        longitude: 5.1,
        latitude: 60.1,
        dimensionA: 0,
        dimensionB: 0,
        dimensionC: 0,
        dimensionD: 0,
        positionFixingDeviceType: 7,
        timeStamp: 20,
        offPosition: false,
        virtualAid: false,
      }),
      ...encoder.encode({
        messageType: 4,
        mmsi: 2573205,
        utcYear: 2026,
        utcMonth: 1,
        utcDay: 1,
        utcHour: 12,
        utcMinute: 0,
        utcSecond: 0,
        positionAccuracy: true,
        longitude: 5.0,
        latitude: 60.0,
        positionFixingDeviceType: 7,
      }),
    ]);
    for (const m of messages) state.apply(m, T0);
    expect(state.vessels.size).toBe(0);
    expect(state.atons.get(992576001)?.name).toBe('SKARVEN');
    expect(state.baseStations.get(2573205)?.baseStationMessageStatistics).toBe(1);
  });

  it('does not move a vessel back for a late relay of an older position', () => {
    const state = new LiveState();
    const at = (lon: number) =>
      decode(
        encoder.encode({
          messageType: 18,
          mmsi: 257000001,
          speedOverGround: 5,
          positionAccuracy: false,
          longitude: lon,
          latitude: 60,
          courseOverGround: 90,
          trueHeading: 90,
          timeStamp: 1,
        }),
      )[0]!;
    state.apply(at(5.2), T0 + 10_000);
    state.apply(at(5.1), T0);
    expect(state.vessels.get(257000001)?.longitude).toBeCloseTo(5.2, 4);
    expect(state.vessels.get(257000001)?.reportClass).toBe('B');
  });

  it('lets records older than 72 hours leave the live set', () => {
    const state = new LiveState();
    const m = decode(
      encoder.encode({
        messageType: 18,
        mmsi: 257000002,
        speedOverGround: 5,
        positionAccuracy: false,
        longitude: 5,
        latitude: 60,
        courseOverGround: 90,
        trueHeading: 90,
        timeStamp: 1,
      }),
    )[0]!;
    state.apply(m, T0);
    expect(state.expire(T0 + 72 * 3600_000 - 1)).toBe(0);
    expect(state.expire(T0 + 72 * 3600_000 + 1)).toBe(1);
    expect(state.vessels.size).toBe(0);
    expect(state.index.size).toBe(0);
  });
});

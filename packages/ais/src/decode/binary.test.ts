import { describe, expect, it } from 'vitest';
import type { TestBits } from '../testing/bitwriter.js';
import { decodeBits, decodeOne, head } from '../testing/decode-bits.js';

/** Met/hydro header: type 8, spare, DAC, FI. */
const meteoHead = (fi: number): TestBits => head(8).u(0, 2).u(1, 10).u(fi, 6);

describe('binary messages', () => {
  it('type 6 keeps DAC, FI and the application bits as hex', () => {
    const w = head(6).u(3, 2).u(257_000_001, 30).u(1, 1).u(0, 1).u(235, 10).u(10, 6).hex('abc', 12);
    expect(decodeOne(w)).toMatchObject({
      messageType: 6,
      sequenceNumber: 3,
      destinationMmsi: 257_000_001,
      retransmitFlag: true,
      dac: 235,
      fi: 10,
      data: 'abc0',
      dataBitLength: 12,
    });
  });

  it('type 8 with an unknown application keeps raw data and no meteo', () => {
    const w = head(8).u(0, 2).u(200, 10).u(10, 6).hex('0123456789', 40);
    expect(decodeOne(w)).toMatchObject({
      dac: 200,
      fi: 10,
      data: '0123456789',
      dataBitLength: 40,
      meteo: null,
    });
  });

  it('type 8 DAC 1 FI 31 scales met/hydro data per SN.1/Circ.289', () => {
    const w = meteoHead(31)
      .s(Math.round(5.25 * 60_000), 25)
      .s(Math.round(60.5 * 60_000), 24)
      .u(1, 1)
      .u(22, 5)
      .u(12, 5)
      .u(30, 6)
      .u(15, 7) // wind 15 kn
      .u(22, 7)
      .u(270, 9)
      .u(275, 9)
      .s(-53, 11) // −5.3 °C
      .u(87, 7)
      .s(-71, 10) // −7.1 °C
      .u(214, 9) // 799 + 214 = 1013 hPa
      .u(1, 2)
      .u(1, 1) // visibility greater than
      .u(85, 7) // 8.5 NM
      .u(1123, 12) // (1123 − 1000) / 100 = 1.23 m
      .u(2, 2)
      .u(12, 8) // 1.2 kn
      .u(45, 9)
      .u(255, 8) // not available
      .u(360, 9)
      .u(31, 5)
      .u(7, 8)
      .u(90, 9)
      .u(10, 5)
      .u(25, 8) // 2.5 m
      .u(7, 6)
      .u(300, 9)
      .u(18, 8)
      .u(11, 6)
      .u(310, 9)
      .u(5, 4)
      .s(64, 10) // 6.4 °C
      .u(1, 3)
      .u(345, 9) // 34.5 ‰
      .u(0, 2)
      .u(0, 10);
    expect(w.length).toBe(360);
    expect(decodeOne(w)).toMatchObject({
      dac: 1,
      fi: 31,
      dataBitLength: 304,
      meteo: {
        longitude: 5.25,
        latitude: 60.5,
        positionAccuracy: true,
        utcDay: 22,
        utcHour: 12,
        utcMinute: 30,
        windSpeed: 15,
        windGust: 22,
        windDirection: 270,
        windGustDirection: 275,
        airTemperature: -5.3,
        relativeHumidity: 87,
        dewPoint: -7.1,
        airPressure: 1013,
        airPressureTendency: 1,
        horizontalVisibility: 8.5,
        visibilityGreaterThan: true,
        waterLevel: 1.23,
        waterLevelTrend: 2,
        surfaceCurrentSpeed: 1.2,
        surfaceCurrentDirection: 45,
        currentSpeed2: null,
        currentDirection2: null,
        currentDepth2: null,
        currentSpeed3: 0.7,
        currentDirection3: 90,
        currentDepth3: 10,
        waveHeight: 2.5,
        wavePeriod: 7,
        waveDirection: 300,
        swellHeight: 1.8,
        swellPeriod: 11,
        swellDirection: 310,
        seaState: 5,
        waterTemperature: 6.4,
        precipitationType: 1,
        salinity: 34.5,
        ice: 0,
      },
    });
  });

  it('type 8 DAC 1 FI 31 all "not available"', () => {
    const w = meteoHead(31)
      .s(181 * 60_000, 25)
      .s(91 * 60_000, 24)
      .u(0, 1)
      .u(0, 5)
      .u(24, 5)
      .u(60, 6);
    w.u(127, 7).u(127, 7).u(360, 9).u(360, 9).s(-1024, 11).u(101, 7).s(501, 10).u(511, 9).u(3, 2);
    w.u(0, 1).u(127, 7).u(4001, 12).u(3, 2).u(255, 8).u(360, 9).u(255, 8).u(360, 9).u(31, 5);
    w.u(255, 8).u(360, 9).u(31, 5).u(255, 8).u(63, 6).u(360, 9).u(255, 8).u(63, 6).u(360, 9);
    w.u(13, 4).s(501, 10).u(7, 3).u(510, 9).u(3, 2).u(0, 10);
    const m = decodeOne(w);
    if (m.messageType !== 8 || m.meteo === null) throw new Error('no meteo');
    const { positionAccuracy, visibilityGreaterThan, ...values } = m.meteo;
    expect(positionAccuracy).toBe(false);
    expect(visibilityGreaterThan).toBe(false);
    for (const [field, value] of Object.entries(values))
      expect([field, value]).toEqual([field, null]);
  });

  it('type 8 DAC 1 FI 11 uses the older offset encodings', () => {
    const w = meteoHead(11)
      .s(Math.round(63.4 * 60_000), 24) // latitude first
      .s(Math.round(10.4 * 60_000), 25)
      .u(3, 5)
      .u(4, 5)
      .u(5, 6)
      .u(20, 7)
      .u(30, 7)
      .u(180, 9)
      .u(190, 9)
      .u(653, 11) // 65.3 − 60 = 5.3 °C
      .u(70, 7)
      .u(215, 10) // 21.5 − 20 = 1.5 °C
      .u(213, 9) // 800 + 213 = 1013 hPa
      .u(0, 2)
      .u(123, 8) // 12.3 NM
      .u(112, 9) // 11.2 − 10 = 1.2 m
      .u(1, 2);
    for (let k = 0; k < 3; k++)
      w.u(5, 8)
        .u(100, 9)
        .u(k === 0 ? 0 : 4, k === 0 ? 0 : 5);
    w.u(15, 8)
      .u(6, 6)
      .u(200, 9)
      .u(10, 8)
      .u(9, 6)
      .u(210, 9)
      .u(4, 4)
      .u(185, 10)
      .u(7, 3)
      .u(511, 9)
      .u(1, 2)
      .u(0, 6);
    expect(w.length).toBe(352);
    expect(decodeOne(w)).toMatchObject({
      fi: 11,
      meteo: {
        latitude: 63.4,
        longitude: 10.4,
        positionAccuracy: null,
        utcDay: 3,
        windSpeed: 20,
        airTemperature: 5.3,
        dewPoint: 1.5,
        airPressure: 1013,
        horizontalVisibility: 12.3,
        visibilityGreaterThan: null,
        waterLevel: 1.2,
        surfaceCurrentSpeed: 0.5,
        currentDepth2: 4,
        waveHeight: 1.5,
        swellPeriod: 9,
        seaState: 4,
        waterTemperature: 8.5,
        precipitationType: null,
        salinity: null,
        ice: 1,
      },
    });
  });

  it('type 17 has a 1/10 minute position and raw corrections', () => {
    const w = head(17).u(0, 2).s(-6300, 18).s(35_940, 17).u(0, 5).hex('ffee', 16);
    expect(decodeOne(w)).toMatchObject({
      longitude: -10.5,
      latitude: 59.9,
      data: 'ffee',
      dataBitLength: 16,
    });
  });

  it('type 25 addressed and structured', () => {
    const w = head(25).u(1, 1).u(1, 1).u(257_000_002, 30).u(1, 10).u(31, 6).hex('a5', 8);
    expect(decodeOne(w)).toMatchObject({
      messageType: 25,
      addressed: true,
      structured: true,
      destinationMmsi: 257_000_002,
      dac: 1,
      fi: 31,
      data: 'a5',
      dataBitLength: 8,
      radioStatus: null,
    });
  });

  it('type 26 broadcast, unstructured, with communication state', () => {
    const w = head(26).u(0, 1).u(0, 1).hex('c3', 8).u(1, 1).u(4660, 19);
    expect(decodeOne(w)).toMatchObject({
      addressed: false,
      structured: false,
      destinationMmsi: null,
      dac: null,
      data: 'c3',
      dataBitLength: 8,
      radioStatusSelector: 1,
      radioStatus: 4660,
    });
  });

  it('type 25 too short for its own flags is truncated', () => {
    const w = head(25).u(1, 1).u(1, 1).u(1, 20);
    expect(decodeBits(w)).toMatchObject([{ error: 'truncated_payload' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { bitsInt, bitsUint, encodedBits as bitsOf } from './unarmour.js';
import { decodeLines } from '../decode/decoder.js';
import { encodeAisSentences } from './encoder.js';

describe('binary broadcast bit layouts', () => {
  it('type 8 DAC 1 FI 31 met/hydro data is 360 bits at Circ.289 offsets', () => {
    const b = bitsOf({
      messageType: 8,
      mmsi: 2570001,
      dac: 1,
      fi: 31,
      meteo: {
        longitude: 5.1,
        latitude: 60.2,
        utcDay: 9,
        utcHour: 12,
        utcMinute: 30,
        windSpeed: 23,
        windDirection: 245,
        airTemperature: -3.4,
        relativeHumidity: 87,
        dewPoint: -5.2,
        airPressure: 1004,
        horizontalVisibility: 12.6,
        visibilityGreaterThan: true,
        waterLevel: -0.42,
        waveHeight: 3.7,
        waterTemperature: 6.5,
        salinity: 34.2,
        ice: 0,
      },
    });
    expect(b).toHaveLength(360);
    expect([bitsUint(b, 40, 10), bitsUint(b, 50, 6)]).toEqual([1, 31]);
    expect(bitsInt(b, 56, 25)).toBe(306_000);
    expect(bitsInt(b, 81, 24)).toBe(3_612_000);
    expect([bitsUint(b, 106, 5), bitsUint(b, 111, 5), bitsUint(b, 116, 6)]).toEqual([9, 12, 30]);
    expect(bitsUint(b, 122, 7)).toBe(23);
    expect(bitsUint(b, 129, 7)).toBe(127); // gust not available
    expect(bitsUint(b, 136, 9)).toBe(245);
    expect(bitsInt(b, 154, 11)).toBe(-34);
    expect(bitsUint(b, 165, 7)).toBe(87);
    expect(bitsInt(b, 172, 10)).toBe(-52);
    expect(bitsUint(b, 182, 9)).toBe(1004 - 799);
    expect(bitsUint(b, 191, 2)).toBe(3);
    expect(bitsUint(b, 193, 8)).toBe(128 + 126);
    expect(bitsUint(b, 201, 12)).toBe(958); // (−0.42 + 10) × 100
    expect(bitsUint(b, 213, 2)).toBe(3);
    expect(bitsUint(b, 215, 8)).toBe(255); // surface current not available
    expect(bitsUint(b, 276, 8)).toBe(37); // wave height
    expect(bitsUint(b, 322, 4)).toBe(13); // sea state not available
    expect(bitsInt(b, 326, 10)).toBe(65);
    expect(bitsUint(b, 336, 3)).toBe(7);
    expect(bitsUint(b, 339, 9)).toBe(342);
    expect(bitsUint(b, 348, 2)).toBe(0);
  });

  it('type 8 with other application data sends the hex bits verbatim', () => {
    const b = bitsOf({
      messageType: 8,
      mmsi: 1,
      dac: 235,
      fi: 10,
      data: 'a5c0',
      dataBitLength: 11,
    });
    expect(b).toHaveLength(56 + 11);
    expect(b.slice(56)).toBe('10100101110');
  });

  // 501 is 50.1 ‰, a reading; "not available" is 510. Sending 501 for a missing reading made
  // every station without a salinity sensor report 50.1 ‰.
  it.each([
    [null, 510, null],
    [undefined, 510, null],
    [0, 0, 0],
    [34.5, 345, 34.5],
    [50, 500, 50],
    [50.1, 501, 50.1],
    [62, 501, 50.1],
    [-3, 0, 0],
  ])('type 8 FI 31 salinity %s is sent as %i and read back as %s', (salinity, raw, decoded) => {
    const message = { messageType: 8, mmsi: 2570001, dac: 1, fi: 31, meteo: { salinity } } as const;
    expect(bitsUint(bitsOf(message), 339, 9)).toBe(raw);
    expect(decodeLines(encodeAisSentences(message))).toMatchObject([
      { meteo: { salinity: decoded } },
    ]);
  });
});

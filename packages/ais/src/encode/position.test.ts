import { describe, expect, it } from 'vitest';
import { CLASS_B_CS_RADIO_STATUS } from './position.js';
import { bitsInt, bitsUint, encodedBits as bitsOf } from './unarmour.js';

describe('position report bit layouts', () => {
  it('type 4 base station report', () => {
    const b = bitsOf({
      messageType: 4,
      mmsi: 2573205,
      utcYear: 2024,
      utcMonth: 3,
      utcDay: 9,
      utcHour: 12,
      utcMinute: 34,
      utcSecond: 56,
      positionAccuracy: true,
      longitude: 5.5,
      latitude: 59.25,
      positionFixingDeviceType: 7,
      raim: true,
    });
    expect(b).toHaveLength(168);
    expect([4, 2573205, 2024, 3, 9, 12, 34, 56]).toEqual([
      bitsUint(b, 0, 6),
      bitsUint(b, 8, 30),
      bitsUint(b, 38, 14),
      bitsUint(b, 52, 4),
      bitsUint(b, 56, 5),
      bitsUint(b, 61, 5),
      bitsUint(b, 66, 6),
      bitsUint(b, 72, 6),
    ]);
    expect(b[78]).toBe('1');
    expect(bitsInt(b, 79, 28)).toBe(3_300_000);
    expect(bitsInt(b, 107, 27)).toBe(35_550_000);
    expect(bitsUint(b, 134, 4)).toBe(7);
    expect(b[148]).toBe('1'); // RAIM
  });

  it('type 9 SAR aircraft', () => {
    const b = bitsOf({ messageType: 9, mmsi: 111257001, altitude: 300, speedOverGround: 120 });
    expect(b).toHaveLength(168);
    expect(bitsUint(b, 38, 12)).toBe(300);
    expect(bitsUint(b, 50, 10)).toBe(120);
    expect(bitsUint(b, 128, 6)).toBe(60);
  });

  it('type 18 defaults to a CS unit with its fixed radio status', () => {
    const b = bitsOf({ messageType: 18, mmsi: 257900001, speedOverGround: 5.5, trueHeading: 90 });
    expect(b).toHaveLength(168);
    expect(bitsUint(b, 46, 10)).toBe(55);
    expect(bitsUint(b, 124, 9)).toBe(90);
    expect(b[141]).toBe('1'); // CS unit
    expect(b[148]).toBe('1'); // ITDMA selector
    expect(bitsUint(b, 149, 19)).toBe(CLASS_B_CS_RADIO_STATUS);
  });

  it('type 27 long-range report in 1/10 minute', () => {
    const b = bitsOf({
      messageType: 27,
      mmsi: 257123000,
      navigationalStatus: 7,
      longitude: 14.25,
      latitude: 68.1,
      speedOverGround: 3.4,
      courseOverGround: 359.6,
    });
    expect(b).toHaveLength(96);
    expect(bitsUint(b, 40, 4)).toBe(7);
    expect(bitsInt(b, 44, 18)).toBe(8550);
    expect(bitsInt(b, 62, 17)).toBe(40860);
    expect(bitsUint(b, 79, 6)).toBe(3);
    expect(bitsUint(b, 85, 9)).toBe(0);
    const na = bitsOf({ messageType: 27, mmsi: 1 });
    expect([
      bitsInt(na, 44, 18),
      bitsInt(na, 62, 17),
      bitsUint(na, 79, 6),
      bitsUint(na, 85, 9),
    ]).toEqual([108600, 54600, 63, 511]);
  });
});

import { describe, expect, it } from 'vitest';
import type { TestBits } from '../testing/bitwriter.js';
import { decodeBits, decodeOne, head, tenThousandths } from '../testing/decode-bits.js';

const pos = (w: TestBits, lon: number, lat: number): TestBits =>
  w.s(tenThousandths(lon), 28).s(tenThousandths(lat), 27);

describe('other position reports', () => {
  it('type 9 SAR aircraft: altitude in metres, speed in whole knots', () => {
    const w = pos(head(9, 111_257_001).u(1500, 12).u(140, 10).u(1, 1), 5, 60);
    w.u(1800, 12).u(30, 6).u(1, 1).u(0, 7).u(0, 1).u(0, 3).u(1, 1).u(0, 1).u(1, 1).u(99, 19);
    expect(decodeOne(w)).toMatchObject({
      altitude: 1500,
      speedOverGround: 140,
      longitude: 5,
      latitude: 60,
      courseOverGround: 180,
      timeStamp: 30,
      altitudeSensor: true,
      assignedMode: true,
      radioStatusSelector: 1,
      radioStatus: 99,
    });
  });

  it('type 18 class B flags', () => {
    const w = pos(head(18).u(0, 8).u(52, 10).u(0, 1), 10.75, 59.9).u(901, 12).u(511, 9).u(61, 6);
    w.u(0, 2).u(1, 1).u(0, 1).u(1, 1).u(1, 1).u(1, 1).u(0, 1).u(0, 1).u(1, 1).u(393_222, 19);
    expect(decodeOne(w)).toMatchObject({
      speedOverGround: 5.2,
      longitude: 10.75,
      courseOverGround: 90.1,
      trueHeading: null,
      timeStamp: 61,
      csUnit: true,
      display: false,
      dsc: true,
      band: true,
      message22: true,
      assignedMode: false,
      radioStatusSelector: 1,
      radioStatus: 393_222,
    });
  });

  it('type 19 extended class B', () => {
    const w = pos(head(19).u(0, 8).u(75, 10).u(1, 1), 5.3, 60.4)
      .u(1234, 12)
      .u(124, 9)
      .u(5, 6)
      .u(0, 4);
    w.t('SJOSPROYT', 20)
      .u(37, 8)
      .u(8, 9)
      .u(4, 9)
      .u(2, 6)
      .u(1, 6)
      .u(1, 4)
      .u(0, 1)
      .u(1, 1)
      .u(0, 1)
      .u(0, 4);
    expect(w.length).toBe(312);
    expect(decodeOne(w)).toMatchObject({
      messageType: 19,
      speedOverGround: 7.5,
      courseOverGround: 123.4,
      trueHeading: 124,
      name: 'SJOSPROYT',
      shipType: 37,
      dimensionA: 8,
      dimensionD: 1,
      positionFixingDeviceType: 1,
      dte: true,
    });
  });

  it('type 21 aid to navigation with name extension', () => {
    const w = head(21, 992_576_001).u(13, 5).t('FEDJE VTS NORTH CARDINAL', 20).u(1, 1);
    pos(w, 4.7, 60.8)
      .u(1, 9)
      .u(2, 9)
      .u(3, 6)
      .u(4, 6)
      .u(7, 4)
      .u(59, 6)
      .u(1, 1)
      .u(0, 8)
      .u(0, 1)
      .u(1, 1)
      .u(0, 1)
      .u(0, 1);
    w.t('CARDINAL', 8).u(0, 4);
    expect(decodeOne(w)).toMatchObject({
      typeOfAidsToNavigation: 13,
      name: 'FEDJE VTS NORTH CARDCARDINAL',
      positionAccuracy: true,
      dimensionA: 1,
      dimensionD: 4,
      timeStamp: 59,
      offPosition: true,
      virtualAid: true,
    });
  });

  it('type 21 with aid type 0 keeps 0 ("default, type not specified") as a value', () => {
    const w = head(21, 992_576_002).u(0, 5).t('BUOY', 20).u(0, 1);
    pos(w, 4.7, 60.8).u(0, 30).u(0, 4).u(60, 6);
    w.u(0, 272 - w.length);
    expect(decodeOne(w)).toMatchObject({ typeOfAidsToNavigation: 0, name: 'BUOY' });
  });

  it('type 27 long range: 1/10 minute, whole knots and degrees, own sentinels', () => {
    const w = head(27)
      .u(1, 1)
      .u(0, 1)
      .u(0, 4)
      .s(3150, 18)
      .s(36_000, 17)
      .u(12, 6)
      .u(270, 9)
      .u(1, 1)
      .u(0, 1);
    expect(decodeOne(w)).toMatchObject({
      positionAccuracy: true,
      navigationalStatus: 0,
      longitude: 5.25,
      latitude: 60,
      speedOverGround: 12,
      courseOverGround: 270,
      positionLatency: true,
    });
    const na = head(27)
      .u(0, 1)
      .u(0, 1)
      .u(15, 4)
      .s(108_600, 18)
      .s(54_600, 17)
      .u(63, 6)
      .u(511, 9)
      .u(0, 2);
    expect(decodeOne(na)).toMatchObject({
      longitude: null,
      latitude: null,
      speedOverGround: null,
      courseOverGround: null,
    });
  });
});

describe('static data report (24)', () => {
  it('part A carries the name', () => {
    expect(decodeOne(head(24).u(0, 2).t('HAVGULL', 20).u(0, 8))).toMatchObject({
      partNumber: 0,
      name: 'HAVGULL',
    });
  });

  it('part B carries type, vendor, call sign and dimensions', () => {
    const w = head(24).u(1, 2).u(36, 8).t('SRT', 3).u(5, 4).u(123_456, 20).t('LH2345', 7);
    w.u(10, 9).u(2, 9).u(2, 6).u(1, 6).u(0, 6);
    expect(decodeOne(w)).toMatchObject({
      partNumber: 1,
      shipType: 36,
      vendorId: 'SRT',
      unitModelCode: 5,
      serialNumber: 123_456,
      callSign: 'LH2345',
      dimensionA: 10,
      dimensionB: 2,
      dimensionC: 2,
      dimensionD: 1,
      mothershipMmsi: null,
    });
  });

  it('part B of an auxiliary craft carries the mother ship MMSI', () => {
    const w = head(24, 982_570_001)
      .u(1, 2)
      .u(0, 8)
      .t('', 3)
      .u(0, 4)
      .u(0, 20)
      .t('', 7)
      .u(257_000_123, 30)
      .u(0, 6);
    expect(decodeOne(w)).toMatchObject({
      shipType: null,
      vendorId: null,
      callSign: null,
      dimensionA: null,
      mothershipMmsi: 257_000_123,
    });
  });

  it('parts 2 and 3 are invalid', () => {
    expect(decodeBits(head(24).u(2, 2).t('X', 20).u(0, 8))).toMatchObject([
      { error: 'invalid_partno' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { TestBits } from '../testing/bitwriter.js';
import {
  decodeBits,
  decodeOne,
  head,
  tenThousandths,
  TEST_MMSI as MMSI,
} from '../testing/decode-bits.js';

describe('position reports class A (1, 2, 3)', () => {
  it('scales every field from the bit layout', () => {
    const w = head(3, MMSI, 1)
      .u(5, 4) // moored
      .s(-10, 8) // ROT raw
      .u(139, 10) // 13.9 kn
      .u(1, 1)
      .s(tenThousandths(5.5964), 28)
      .s(tenThousandths(-58.924485), 27)
      .u(2712, 12) // 271.2°
      .u(278, 9)
      .u(16, 6)
      .u(2, 2)
      .u(0, 3)
      .u(1, 1)
      .u(83866, 19);
    expect(w.length).toBe(168);
    expect(decodeOne(w)).toEqual({
      messageType: 3,
      repeatIndicator: 1,
      mmsi: MMSI,
      msgtime: null,
      source: null,
      channel: 'A',
      payload: w.payload().payload,
      fillBits: w.payload().fill,
      navigationalStatus: 5,
      rateOfTurn: -10,
      speedOverGround: 13.9,
      positionAccuracy: true,
      longitude: 5.5964,
      latitude: -58.924485,
      courseOverGround: 271.2,
      trueHeading: 278,
      timeStamp: 16,
      specialManoeuvreIndicator: 2,
      raim: true,
      radioStatus: 83866,
    });
  });

  it('turns every "not available" sentinel into null', () => {
    const w = head(1)
      .u(15, 4)
      .s(-128, 8)
      .u(1023, 10)
      .u(0, 1)
      .s(181 * 600_000, 28)
      .s(91 * 600_000, 27)
      .u(3600, 12)
      .u(511, 9)
      .u(60, 6)
      .u(0, 2)
      .u(0, 3)
      .u(0, 1)
      .u(0, 19);
    expect(decodeOne(w)).toMatchObject({
      navigationalStatus: 15,
      rateOfTurn: null,
      speedOverGround: null,
      longitude: null,
      latitude: null,
      courseOverGround: null,
      trueHeading: null,
      timeStamp: null,
      specialManoeuvreIndicator: null,
    });
  });
});

describe('base station report (4) and UTC response (11)', () => {
  for (const type of [4, 11]) {
    it(`decodes type ${type}`, () => {
      const w = head(type, 2_573_205)
        .u(2024, 14)
        .u(10, 4)
        .u(22, 5)
        .u(12, 5)
        .u(43, 6)
        .u(15, 6)
        .u(1, 1)
        .s(tenThousandths(10.5), 28)
        .s(tenThousandths(59.9), 27)
        .u(7, 4)
        .u(1, 1) // long-range transmission control
        .u(0, 9)
        .u(0, 1)
        .u(1234, 19);
      expect(decodeOne(w)).toMatchObject({
        messageType: type,
        mmsi: 2_573_205,
        utcYear: 2024,
        utcMonth: 10,
        utcDay: 22,
        utcHour: 12,
        utcMinute: 43,
        utcSecond: 15,
        positionAccuracy: true,
        longitude: 10.5,
        latitude: 59.9,
        positionFixingDeviceType: 7,
        longRangeControl: true,
        raim: false,
        radioStatus: 1234,
      });
    });
  }

  it('nulls the not-available date parts', () => {
    const w = head(4).u(0, 14).u(0, 4).u(0, 5).u(24, 5).u(60, 6).u(60, 6).u(0, 1);
    w.s(181 * 600_000, 28)
      .s(91 * 600_000, 27)
      .u(0, 4)
      .u(0, 10)
      .u(0, 1)
      .u(0, 19);
    expect(decodeOne(w)).toMatchObject({
      utcYear: null,
      utcMonth: null,
      utcDay: null,
      utcHour: null,
      utcMinute: null,
      utcSecond: null,
      positionFixingDeviceType: null,
    });
  });
});

function type5(bits: TestBits, draught = 122): TestBits {
  return bits
    .u(2, 2)
    .u(9_134_270, 30)
    .t('3FOF8', 7)
    .t('EVER DIADEM', 20)
    .u(70, 8)
    .u(225, 9)
    .u(70, 9)
    .u(1, 6)
    .u(31, 6)
    .u(1, 4)
    .u(5, 4)
    .u(15, 5)
    .u(14, 5)
    .u(0, 6)
    .u(draught, 8)
    .t('NEW YORK  ', 20)
    .u(1, 1)
    .u(0, 1);
}

describe('static and voyage data (5)', () => {
  it('decodes text, dimensions, ETA and draught in metres', () => {
    const w = type5(head(5));
    expect(w.length).toBe(424);
    expect(decodeOne(w)).toEqual({
      messageType: 5,
      repeatIndicator: 0,
      mmsi: MMSI,
      msgtime: null,
      source: null,
      channel: 'A',
      payload: w.payload().payload,
      fillBits: w.payload().fill,
      aisVersion: 2,
      imoNumber: 9_134_270,
      callSign: '3FOF8',
      name: 'EVER DIADEM',
      shipType: 70,
      dimensionA: 225,
      dimensionB: 70,
      dimensionC: 1,
      dimensionD: 31,
      positionFixingDeviceType: 1,
      eta: { month: 5, day: 15, hour: 14, minute: 0 },
      draught: 12.2,
      destination: 'NEW YORK',
      dte: true,
    });
  });

  it('accepts the 420-bit variant seen in the wild', () => {
    const full = type5(head(5));
    const { payload } = full.payload();
    // 70 characters = 420 bits: the DTE and spare bits are missing.
    const short = new TestBits().hex('', 0);
    for (const ch of payload.slice(0, 70)) {
      const c = ch.charCodeAt(0);
      short.u(c - 48 > 40 ? c - 56 : c - 48, 6);
    }
    expect(decodeOne(short)).toMatchObject({ name: 'EVER DIADEM', dte: false });
  });

  it('rejects a type 5 shorter than 420 bits', () => {
    const w = head(5).u(0, 300);
    expect(decodeBits(w)).toMatchObject([{ error: 'truncated_payload' }]);
  });
});

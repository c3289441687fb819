import { describe, expect, it } from 'vitest';
import { decodeOne, head } from '../testing/decode-bits.js';

describe('acknowledgements and short control messages', () => {
  it.each([7, 13])('type %i lists one to four acknowledgements', (type) => {
    const w = head(type).u(0, 2).u(111_111_111, 30).u(1, 2).u(222_222_222, 30).u(3, 2);
    expect(decodeOne(w)).toMatchObject({
      messageType: type,
      acknowledgements: [
        { mmsi: 111_111_111, sequenceNumber: 1 },
        { mmsi: 222_222_222, sequenceNumber: 3 },
      ],
    });
  });

  it('type 10 UTC inquiry', () => {
    expect(decodeOne(head(10).u(0, 2).u(2_573_205, 30).u(0, 2))).toMatchObject({
      destinationMmsi: 2_573_205,
    });
  });

  it('type 12 addressed safety text', () => {
    const w = head(12).u(2, 2).u(257_999_999, 30).u(0, 1).u(0, 1).t('MAYDAY RELAY', 12);
    expect(decodeOne(w)).toMatchObject({
      sequenceNumber: 2,
      destinationMmsi: 257_999_999,
      retransmitFlag: false,
      text: 'MAYDAY RELAY',
    });
  });

  it('type 14 broadcast text strips trailing padding and spaces, null when empty', () => {
    expect(decodeOne(head(14).u(0, 2).t('ICE AHEAD  @@', 13))).toMatchObject({ text: 'ICE AHEAD' });
    expect(decodeOne(head(14).u(0, 2).t('', 3))).toMatchObject({ text: null });
  });

  it('type 15 interrogation, short and full forms', () => {
    const short = head(15).u(0, 2).u(111_111_111, 30).u(5, 6).u(100, 12).u(0, 2);
    expect(decodeOne(short)).toMatchObject({
      destinationMmsi1: 111_111_111,
      messageType1_1: 5,
      slotOffset1_1: 100,
      messageType1_2: null,
      destinationMmsi2: null,
    });
    const full = head(15).u(0, 2).u(111_111_111, 30).u(5, 6).u(100, 12).u(0, 2).u(24, 6).u(200, 12);
    full.u(0, 2).u(222_222_222, 30).u(3, 6).u(300, 12).u(0, 2);
    expect(decodeOne(full)).toMatchObject({
      messageType1_2: 24,
      slotOffset1_2: 200,
      destinationMmsi2: 222_222_222,
      messageType2_1: 3,
      slotOffset2_1: 300,
    });
  });

  it('type 16 assigned mode for one or two stations', () => {
    const one = head(16).u(0, 2).u(111_111_111, 30).u(10, 12).u(20, 10).u(0, 4);
    expect(decodeOne(one)).toMatchObject({ offsetA: 10, incrementA: 20, destinationMmsiB: null });
    const two = head(16)
      .u(0, 2)
      .u(111_111_111, 30)
      .u(10, 12)
      .u(20, 10)
      .u(222_222_222, 30)
      .u(30, 12)
      .u(40, 10);
    expect(decodeOne(two)).toMatchObject({
      destinationMmsiB: 222_222_222,
      offsetB: 30,
      incrementB: 40,
    });
  });

  it('type 20 reservations, as many as the length holds', () => {
    const w = head(20)
      .u(0, 2)
      .u(1000, 12)
      .u(2, 4)
      .u(3, 3)
      .u(750, 11)
      .u(1500, 12)
      .u(1, 4)
      .u(7, 3)
      .u(375, 11)
      .u(0, 4);
    expect(decodeOne(w)).toMatchObject({
      reservations: [
        { offset: 1000, number: 2, timeout: 3, increment: 750 },
        { offset: 1500, number: 1, timeout: 7, increment: 375 },
      ],
    });
  });

  it('type 22 area and addressed forms', () => {
    const area = head(22).u(0, 2).u(2087, 12).u(2088, 12).u(0, 4).u(1, 1);
    area
      .s(6600, 18)
      .s(36_000, 17)
      .s(3000, 18)
      .s(34_800, 17)
      .u(0, 1)
      .u(1, 1)
      .u(0, 1)
      .u(4, 3)
      .u(0, 23);
    expect(decodeOne(area)).toMatchObject({
      channelA: 2087,
      channelB: 2088,
      lowPower: true,
      addressed: false,
      neLongitude: 11,
      neLatitude: 60,
      swLongitude: 5,
      swLatitude: 58,
      destinationMmsi1: null,
      bandwidthA: true,
      zoneSize: 5,
    });
    const addressed = head(22).u(0, 2).u(2087, 12).u(2088, 12).u(1, 4).u(0, 1);
    addressed
      .u(111_111_111, 30)
      .u(0, 5)
      .u(222_222_222, 30)
      .u(0, 5)
      .u(1, 1)
      .u(0, 2)
      .u(0, 3)
      .u(0, 23);
    expect(decodeOne(addressed)).toMatchObject({
      addressed: true,
      neLongitude: null,
      destinationMmsi1: 111_111_111,
      destinationMmsi2: 222_222_222,
      zoneSize: 1,
    });
  });

  it('type 23 group assignment', () => {
    const w = head(23).u(0, 2).s(6600, 18).s(36_000, 17).s(3000, 18).s(34_800, 17);
    w.u(2, 4).u(37, 8).u(0, 22).u(1, 2).u(9, 4).u(0, 4).u(0, 6);
    expect(decodeOne(w)).toMatchObject({
      neLongitude: 11,
      swLatitude: 58,
      stationType: 2,
      shipType: 37,
      txRxMode: 1,
      reportingInterval: 9,
      quietTime: null,
    });
  });
});

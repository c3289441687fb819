import { describe, expect, it } from 'vitest';
import { AisEncoder, encodeAisPayload, encodeAisSentences } from './encoder.js';
import { nmeaChecksum } from './nmea.js';
import { CLASS_B_CS_RADIO_STATUS } from './position.js';
import type { AisMessageInput } from './types.js';
import { bitsInt, bitsText, bitsUint, payloadBits } from './unarmour.js';

function bitsOf(message: AisMessageInput): string {
  const { payload, fillBits } = encodeAisPayload(message);
  return payloadBits(payload, fillBits);
}

describe('published reference sentences', () => {
  it('type 1 matches the widely quoted example bit for bit', () => {
    const lines = encodeAisSentences({
      messageType: 1,
      mmsi: 371798000,
      navigationalStatus: 0,
      rateOfTurn: -127,
      speedOverGround: 12.3,
      positionAccuracy: true,
      longitude: -123.39538333,
      latitude: 48.38163333,
      courseOverGround: 224,
      trueHeading: 215,
      timeStamp: 33,
      specialManoeuvreIndicator: 0,
      radioStatus: 34017,
    });
    expect(lines).toEqual(['!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A']);
  });

  it('type 5 matches the widely quoted two-sentence example', () => {
    const lines = encodeAisSentences(
      {
        messageType: 5,
        mmsi: 351759000,
        aisVersion: 0,
        imoNumber: 9134270,
        callSign: '3FOF8  ',
        name: 'EVER DIADEM'.padEnd(20),
        shipType: 70,
        dimensionA: 225,
        dimensionB: 70,
        dimensionC: 1,
        dimensionD: 31,
        positionFixingDeviceType: 1,
        eta: { month: 5, day: 15, hour: 14, minute: 0 },
        draught: 12.2,
        destination: 'NEW YORK'.padEnd(20),
      },
      { sequenceId: 1 },
    );
    expect(lines).toEqual([
      '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C',
      '!AIVDM,2,2,1,A,88888888880,2*25',
    ]);
  });
});

describe('not-available values', () => {
  it('type 1 with only an MMSI sends every sentinel', () => {
    const b = bitsOf({ messageType: 3, mmsi: 257123450 });
    expect(b).toHaveLength(168);
    expect(bitsUint(b, 0, 6)).toBe(3);
    expect(bitsUint(b, 8, 30)).toBe(257123450);
    expect(bitsUint(b, 38, 4)).toBe(15); // status not defined
    expect(bitsInt(b, 42, 8)).toBe(-128); // ROT
    expect(bitsUint(b, 50, 10)).toBe(1023); // SOG
    expect(bitsInt(b, 61, 28)).toBe(181 * 600_000);
    expect(bitsInt(b, 89, 27)).toBe(91 * 600_000);
    expect(bitsUint(b, 116, 12)).toBe(3600); // COG
    expect(bitsUint(b, 128, 9)).toBe(511); // heading
    expect(bitsUint(b, 137, 6)).toBe(60); // time stamp
  });

  it('quantises and clamps speed, course and heading', () => {
    const b = bitsOf({
      messageType: 1,
      mmsi: 1,
      speedOverGround: 150,
      courseOverGround: 359.96,
      trueHeading: -1,
      rateOfTurn: 300,
    });
    expect(bitsUint(b, 50, 10)).toBe(1022);
    expect(bitsUint(b, 116, 12)).toBe(0);
    expect(bitsUint(b, 128, 9)).toBe(359);
    expect(bitsInt(b, 42, 8)).toBe(127);
  });
});

describe('bit layouts per type', () => {
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

  it('type 5 fields and unavailable ETA', () => {
    const b = bitsOf({ messageType: 5, mmsi: 257000001, imoNumber: 9074729, draught: 30 });
    expect(b).toHaveLength(424);
    expect(bitsUint(b, 40, 30)).toBe(9074729);
    expect(bitsText(b, 70, 7)).toBe('@@@@@@@');
    expect([
      bitsUint(b, 274, 4),
      bitsUint(b, 278, 5),
      bitsUint(b, 283, 5),
      bitsUint(b, 288, 6),
    ]).toEqual([0, 0, 24, 60]);
    expect(bitsUint(b, 294, 8)).toBe(255); // 25.5 m or more
  });

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

  it('type 19 carries name, type and dimensions', () => {
    const b = bitsOf({
      messageType: 19,
      mmsi: 257900002,
      name: 'Havørn',
      shipType: 37,
      dimensionA: 8,
      dimensionB: 4,
      dimensionC: 2,
      dimensionD: 2,
    });
    expect(b).toHaveLength(312);
    expect(bitsText(b, 143, 20)).toBe('HAV?RN'.padEnd(20, '@'));
    expect(bitsUint(b, 263, 8)).toBe(37);
    expect([
      bitsUint(b, 271, 9),
      bitsUint(b, 280, 9),
      bitsUint(b, 289, 6),
      bitsUint(b, 295, 6),
    ]).toEqual([8, 4, 2, 2]);
  });

  it('type 21 puts long names in the extension and pads to a byte boundary', () => {
    const short = bitsOf({ messageType: 21, mmsi: 992571001, name: 'STAD', virtualAid: true });
    expect(short).toHaveLength(272);
    expect(short[269]).toBe('1');
    const name = 'HAVKART VIRTUAL WRECK MARK NORTH';
    const long = bitsOf({ messageType: 21, mmsi: 992571002, typeOfAidsToNavigation: 20, name });
    expect(bitsUint(long, 38, 5)).toBe(20);
    expect(bitsText(long, 43, 20)).toBe(name.slice(0, 20));
    expect(bitsText(long, 272, 12)).toBe(name.slice(20));
    expect(long).toHaveLength(272 + 72); // 12 characters, already on a byte boundary
    const odd = bitsOf({ messageType: 21, mmsi: 1, name: 'A'.repeat(21) });
    expect(odd).toHaveLength(280); // 6 bits of extension + 2 spare
  });

  it('type 24 part A and part B, dimensions or mother ship', () => {
    const a = bitsOf({ messageType: 24, partNumber: 0, mmsi: 257900003, name: 'SJØSPRØYT' });
    expect(a).toHaveLength(160);
    expect(bitsUint(a, 38, 2)).toBe(0);
    const b = bitsOf({
      messageType: 24,
      partNumber: 1,
      mmsi: 257900003,
      shipType: 36,
      vendorId: 'HVK',
      unitModelCode: 2,
      serialNumber: 12345,
      callSign: 'LG1234',
      dimensionA: 6,
      dimensionB: 3,
      dimensionC: 1,
      dimensionD: 2,
    });
    expect(b).toHaveLength(168);
    expect(bitsUint(b, 38, 2)).toBe(1);
    expect(bitsUint(b, 40, 8)).toBe(36);
    expect(bitsText(b, 48, 3)).toBe('HVK');
    expect(bitsUint(b, 66, 4)).toBe(2);
    expect(bitsUint(b, 70, 20)).toBe(12345);
    expect(bitsText(b, 90, 7)).toBe('LG1234@');
    expect([
      bitsUint(b, 132, 9),
      bitsUint(b, 141, 9),
      bitsUint(b, 150, 6),
      bitsUint(b, 156, 6),
    ]).toEqual([6, 3, 1, 2]);
    const aux = bitsOf({
      messageType: 24,
      partNumber: 1,
      mmsi: 982570001,
      mothershipMmsi: 257123000,
    });
    expect(bitsUint(aux, 132, 30)).toBe(257123000);
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

  it('rejects message types it cannot encode', () => {
    expect(() =>
      encodeAisPayload({ messageType: 6, mmsi: 1 } as unknown as AisMessageInput),
    ).toThrow(RangeError);
  });
});

describe('AisEncoder', () => {
  it('cycles the sequential id 0–9 over multi-sentence messages only', () => {
    const enc = new AisEncoder({ talker: 'BS' });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      enc.encode({ messageType: 1, mmsi: 1 });
      const lines = enc.encode({ messageType: 5, mmsi: 2 });
      expect(lines).toHaveLength(2);
      ids.push(lines[0]!.split(',')[3]!);
    }
    expect(ids.join('')).toBe('012345678901');
  });

  it('adds the tag block and channel from the meta data', () => {
    const enc = new AisEncoder({ talker: 'BS' });
    const [line] = enc.encode(
      { messageType: 1, mmsi: 1 },
      { channel: 'B', source: '2573205', time: 17e8 },
    );
    expect(line).toMatch(/^\\s:2573205,c:1700000000\*[0-9A-F]{2}\\!BSVDM,1,1,,B,/);
    const body = line!.slice(line!.indexOf('!') + 1, line!.lastIndexOf('*'));
    expect(line!.endsWith(`*${nmeaChecksum(body)}`)).toBe(true);
  });
});

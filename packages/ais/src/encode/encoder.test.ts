import { describe, expect, it } from 'vitest';
import { AisEncoder, encodeAisPayload, encodeAisSentences } from './encoder.js';
import { nmeaChecksum } from './nmea.js';
import type { AisMessageInput } from './types.js';
import { bitsInt, bitsUint, encodedBits as bitsOf } from './unarmour.js';

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

describe('encodeAisPayload', () => {
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

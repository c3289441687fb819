import { describe, expect, it } from 'vitest';
import { bitsText, bitsUint, encodedBits as bitsOf } from './unarmour.js';

describe('static data bit layouts', () => {
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
});

import { describe, expect, it } from 'vitest';
import { formatTagBlock, frameSentences, MAX_FRAGMENT_CHARS, nmeaChecksum } from './nmea.js';

/** Recomputes the checksum of a `!…*hh` sentence (tag block stripped). */
function checksumOk(line: string): boolean {
  const sentence = line.slice(line.lastIndexOf('!'));
  const star = sentence.lastIndexOf('*');
  return nmeaChecksum(sentence.slice(1, star)) === sentence.slice(star + 1);
}

describe('nmeaChecksum', () => {
  it('XORs the characters into two upper-case hex digits', () => {
    expect(nmeaChecksum('AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0')).toBe('4A');
    expect(nmeaChecksum('')).toBe('00');
    expect(nmeaChecksum('\u000f')).toBe('0F');
  });
});

describe('formatTagBlock', () => {
  it('writes source and time with a checksum over the fields', () => {
    const tag = formatTagBlock({ source: '2573205', time: 1_700_000_000.9 });
    expect(tag).toBe(`\\s:2573205,c:1700000000*${nmeaChecksum('s:2573205,c:1700000000')}\\`);
  });

  it('puts the group first and omits an empty block', () => {
    expect(formatTagBlock({ group: { index: 1, count: 2, id: 7 }, source: 'x' })).toMatch(
      /^\\g:1-2-7,s:x\*[0-9A-F]{2}\\$/,
    );
    expect(formatTagBlock({})).toBe('');
  });
});

describe('frameSentences', () => {
  it('leaves the sequential id empty for a single sentence', () => {
    const [line] = frameSentences('15RTgt0PAso;90TKcjM8h6g208CQ', 0, {
      channel: 'B',
      talker: 'BS',
    });
    expect(line).toBe(
      `!BSVDM,1,1,,B,15RTgt0PAso;90TKcjM8h6g208CQ,0*${nmeaChecksum('BSVDM,1,1,,B,15RTgt0PAso;90TKcjM8h6g208CQ,0')}`,
    );
  });

  it(`splits at ${MAX_FRAGMENT_CHARS} characters and puts fill bits on the last fragment only`, () => {
    const payload = 'w'.repeat(2 * MAX_FRAGMENT_CHARS + 5);
    const lines = frameSentences(payload, 4, { sequenceId: 13, channel: 'A' });
    expect(lines).toHaveLength(3);
    const fields = lines.map((l) => l.split('*')[0]!.split(','));
    expect(fields.map((f) => f.slice(1, 4))).toEqual([
      ['3', '1', '3'],
      ['3', '2', '3'],
      ['3', '3', '3'],
    ]);
    expect(fields.map((f) => f[5]!.length)).toEqual([60, 60, 5]);
    expect(fields.map((f) => f[6])).toEqual(['0', '0', '4']);
    expect(fields.map((f) => f[5]).join('')).toBe(payload);
    for (const l of lines) {
      expect(checksumOk(l)).toBe(true);
      // IEC 61162-1 limit, counting CR LF.
      expect(l.length + 2).toBeLessThanOrEqual(82);
    }
  });

  it('repeats the tag block on every fragment, grouped when asked', () => {
    const lines = frameSentences('0'.repeat(70), 2, {
      sequenceId: 4,
      tag: { source: '2573205', time: 1_700_000_000 },
      groupTags: true,
    });
    expect(lines[0]).toMatch(/^\\g:1-2-4,s:2573205,c:1700000000\*[0-9A-F]{2}\\!AIVDM,2,1,4,A,/);
    expect(lines[1]).toMatch(/^\\g:2-2-4,s:2573205,c:1700000000\*[0-9A-F]{2}\\!AIVDM,2,2,4,A,/);
    for (const l of lines) {
      const tagBody = l.slice(1, l.indexOf('*'));
      expect(l.slice(l.indexOf('*') + 1, l.indexOf('*') + 3)).toBe(nmeaChecksum(tagBody));
      expect(checksumOk(l)).toBe(true);
    }
  });
});

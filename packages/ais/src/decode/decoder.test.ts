import { describe, expect, it } from 'vitest';
import { createAisDecoder, decodeLines } from './decoder.js';
import { nmeaChecksum, sentencesOf, tagBlock, TestBits } from '../testing/bitwriter.js';
import { AIS_ERROR_KINDS } from '../types.js';

/** Recomputes the checksum after a deliberate edit of the sentence body. */
const sentence = (body: string): string => `!${body}*${nmeaChecksum(body)}`;

const NCA = '\\s:2573205,c:1729600995*06\\!BSVDM,1,1,,A,33mpHr50000IWTPQep@rV8dP0DNJ,0*6B';

describe('real-world sentences', () => {
  it('decodes the coastal administration sample with its tag block', () => {
    // Values checked against the bit layout by hand and against gpsdecode.
    expect(decodeLines(NCA)).toEqual([
      {
        messageType: 3,
        repeatIndicator: 0,
        mmsi: 257_825_000,
        msgtime: '2024-10-22T12:43:15.000Z',
        source: '2573205',
        channel: 'A',
        payload: '33mpHr50000IWTPQep@rV8dP0DNJ',
        fillBits: 0,
        navigationalStatus: 5,
        rateOfTurn: 0,
        speedOverGround: 0,
        positionAccuracy: false,
        longitude: 5.5964,
        latitude: 58.924485,
        courseOverGround: 271.2,
        trueHeading: 278,
        timeStamp: 16,
        specialManoeuvreIndicator: null,
        raim: false,
        radioStatus: 83866,
      },
    ]);
  });

  it('reassembles a classic two-sentence type 5', () => {
    const [m] = decodeLines([
      '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C',
      '!AIVDM,2,2,1,A,88888888880,2*25',
    ]);
    expect(m).toMatchObject({
      messageType: 5,
      mmsi: 351_759_000,
      imoNumber: 9_134_270,
      callSign: '3FOF8',
      name: 'EVER DIADEM',
      destination: 'NEW YORK',
      draught: 12.2,
      eta: { month: 5, day: 15, hour: 14, minute: 0 },
    });
  });

  it('decodes a published aid-to-navigation report', () => {
    // Boston harbour anchorage beacon; the values agree with gpsdecode's scaled output.
    const [m] = decodeLines('!AIVDM,1,1,,B,ENk`sR9`92ah97PR9h0W1T@1@@@=MTpS<7GFP00003vP000,2*4B');
    expect(m).toMatchObject({
      messageType: 21,
      repeatIndicator: 1,
      mmsi: 993_672_072,
      typeOfAidsToNavigation: 19,
      name: 'PRES ROADS ANCH B',
      longitude: -70.963995,
      latitude: 42.34526,
      positionFixingDeviceType: 7,
      timeStamp: 61,
      virtualAid: false,
    });
  });

  it('tolerates CRLF, surrounding whitespace and other talkers', () => {
    const body = 'ABVDO,1,1,,B,13u?etPv2;0n:dDPwUM1U1Cb069D,0';
    const results = decodeLines(`  ${sentence(body)}  \r\n\r\n\t${NCA}\r\n`);
    expect(results.map((r) => ('error' in r ? r.error : r.mmsi))).toEqual([
      265_547_250, 257_825_000,
    ]);
  });
});

describe('tag blocks', () => {
  const payload = '33mpHr50000IWTPQep@rV8dP0DNJ';
  const line = (tag: string): string => `${tagBlock(tag)}${sentence(`BSVDM,1,1,,A,${payload},0`)}`;

  it('reads c: in seconds or milliseconds by magnitude', () => {
    const [s] = decodeLines(line('c:1729600995,s:x'));
    const [ms] = decodeLines(line('s:x,c:1729600995123'));
    expect(s).toMatchObject({ msgtime: '2024-10-22T12:43:15.000Z', source: 'x' });
    expect(ms).toMatchObject({ msgtime: '2024-10-22T12:43:15.123Z', source: 'x' });
  });

  it('verifies the tag block checksum', () => {
    const bad = line('s:2573205,c:1729600995').replace('*06\\', '*07\\');
    expect(decodeLines(bad)).toMatchObject([{ error: 'bad_checksum', line: 1 }]);
    expect(decodeLines(`\\s:2573205\\${sentence(`BSVDM,1,1,,A,${payload},0`)}`)).toMatchObject([
      { error: 'missing_checksum' },
    ]);
    expect(decodeLines(`\\s:2573205*4`)).toMatchObject([{ error: 'malformed_sentence' }]);
  });
});

describe('error kinds', () => {
  const good = 'AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0';
  const cases: [string, string][] = [
    ['bad_checksum', `!${good}*25`],
    ['missing_checksum', `!${good}`],
    ['malformed_sentence', sentence('AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0,extra')],
    ['malformed_sentence', 'garbage'],
    ['not_ais', '$GPGGA,064036.289,4836.5375,N,00740.9373,E,1,04,3.2,200.2,M,,,,0000*0E'],
    ['not_ais', sentence('AIALR,1,2,3')],
    ['bad_fragment_count', sentence('AIVDM,0,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0')],
    ['bad_fragment_count', sentence('AIVDM,2,3,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0')],
    ['incomplete', sentence('AIVDM,2,2,7,A,88888888880,2')],
    ['bad_fill_bits', sentence('AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,6')],
    ['bad_fill_bits', sentence('AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,')],
    ['bad_payload_char', sentence('AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069|,0')],
    ['empty_payload', sentence('AIVDM,1,1,,A,,0')],
    ['truncated_payload', sentence('AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069,0')],
    ['invalid_partno', sentencesOf(new TestBits().u(24, 6).u(0, 32).u(3, 2).u(0, 128))[0]!],
    ['unknown_type', sentence('AIVDM,1,1,,A,P3u?etPv2;0n:dDPwUM1U1Cb069D,0')],
  ];

  it.each(cases)('%s: %s', (kind, input) => {
    const decoder = createAisDecoder();
    const results = [...decoder.push(input), ...decoder.flush()];
    expect(results).toEqual([{ error: kind, source: null, line: 1, detail: expect.any(String) }]);
    expect(decoder.stats.errors[kind as keyof typeof decoder.stats.errors]).toBe(1);
    expect(decoder.stats.decoded).toBe(0);
  });

  it('covers every kind', () => {
    expect(new Set(cases.map(([kind]) => kind))).toEqual(new Set(AIS_ERROR_KINDS));
  });

  it('keeps going after errors and counts decoded messages', () => {
    const decoder = createAisDecoder();
    for (const [, input] of cases) decoder.push(input);
    decoder.push(NCA);
    expect(decoder.stats.decoded).toBe(1);
    expect(decoder.stats.lines).toBe(cases.length + 1);
  });
});

describe('multi-sentence reassembly', () => {
  const five = new TestBits().u(5, 6).u(0, 2).u(257_000_001, 30).u(0, 386);
  const fragments = (source: string, seq: number, mmsi: number): string[] => {
    const w = new TestBits()
      .u(5, 6)
      .u(0, 2)
      .u(mmsi, 30)
      .u(0, 2)
      .u(0, 30)
      .t('', 7)
      .t(source, 20)
      .u(0, 322);
    return sentencesOf(w, { sequenceId: seq, tag: `s:${source},c:1729600995` });
  };

  it('interleaves two sources using the same sequence id and channel', () => {
    const [a1, a2] = fragments('ALPHA', 3, 257_000_001);
    const [b1, b2] = fragments('BRAVO', 3, 257_000_002);
    const results = decodeLines([a1!, b1!, b2!, a2!]);
    expect(results).toMatchObject([
      { mmsi: 257_000_002, source: 'BRAVO', name: 'BRAVO' },
      { mmsi: 257_000_001, source: 'ALPHA', name: 'ALPHA' },
    ]);
  });

  it('honours fill bits on the last fragment', () => {
    const lines = sentencesOf(five, { maxChars: 40 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.at(-1)).toMatch(/,2\*[0-9A-F]{2}$/);
    expect(decodeLines(lines)).toMatchObject([{ messageType: 5, mmsi: 257_000_001 }]);
  });

  it('joins fragments whose later tag blocks carry only the group', () => {
    const { payload, fill } = five.payload();
    const first = `${tagBlock('g:1-2-4321,s:r1,c:1729600995')}${sentence(`AIVDM,2,1,5,B,${payload.slice(0, 60)},0`)}`;
    const second = `${tagBlock('g:2-2-4321')}${sentence(`AIVDM,2,2,5,B,${payload.slice(60)},${fill}`)}`;
    expect(decodeLines([first, second])).toMatchObject([
      { mmsi: 257_000_001, source: 'r1', channel: 'B' },
    ]);
  });

  it('times out orphans by line count', () => {
    const [first, second] = sentencesOf(five, { maxChars: 40 });
    const decoder = createAisDecoder({ fragmentTimeoutLines: 2 });
    decoder.push(first!);
    decoder.push('');
    decoder.push('');
    expect(decoder.push('')).toMatchObject([{ error: 'incomplete', line: 1 }]);
    expect(decoder.push(second!)).toMatchObject([{ error: 'incomplete', line: 5 }]);
    expect(decoder.stats.pending).toBe(0);
  });

  it('times out orphans by tag-block time', () => {
    const [first] = sentencesOf(five, { maxChars: 40, tag: 's:r,c:1729600000' });
    const later = `${tagBlock('s:r,c:1729600061')}${sentence('AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0')}`;
    const decoder = createAisDecoder({ fragmentTimeoutMs: 60_000, fragmentTimeoutLines: 0 });
    decoder.push(first!);
    expect(decoder.push(later)).toMatchObject([
      { error: 'incomplete', source: 'r' },
      { messageType: 1 },
    ]);
  });

  it('times out orphans by the clock when lines have no time', () => {
    let now = 0;
    const [first] = sentencesOf(five, { maxChars: 40 });
    const decoder = createAisDecoder({
      fragmentTimeoutMs: 1000,
      fragmentTimeoutLines: 0,
      now: () => now,
    });
    decoder.push(first!);
    now = 500;
    expect(decoder.push('')).toEqual([]);
    now = 1501;
    expect(decoder.push('')).toMatchObject([{ error: 'incomplete' }]);
  });

  it('reports pending fragments on flush and when superseded', () => {
    const [first] = sentencesOf(five, { maxChars: 40 });
    const decoder = createAisDecoder();
    decoder.push(first!);
    expect(decoder.push(first!)).toMatchObject([{ error: 'incomplete', line: 1 }]);
    expect(decoder.stats.pending).toBe(1);
    expect(decoder.flush()).toMatchObject([{ error: 'incomplete', line: 2 }]);
  });
});

describe('input forms', () => {
  it('keeps Latin-1 tag-block text and rejects characters beyond it', () => {
    const body = 'AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0';
    expect(decodeLines(`${tagBlock('s:Bø')}${sentence(body)}`)).toMatchObject([{ source: 'Bø' }]);
    expect(decodeLines(`${tagBlock('s:B€')}${sentence(body)}`)).toMatchObject([
      { error: 'malformed_sentence' },
    ]);
  });

  it('decodes byte ranges of a buffer', () => {
    const bytes = new TextEncoder().encode(`xx${NCA}\nyy`);
    const decoder = createAisDecoder();
    const seen: number[] = [];
    const collecting = createAisDecoder({ onMessage: (m) => seen.push(m.mmsi) });
    collecting.writeBytes(bytes, 2, 2 + NCA.length);
    decoder.writeBytes(bytes, 0, 2);
    expect(seen).toEqual([257_825_000]);
    expect(decoder.stats.errors.malformed_sentence).toBe(1);
  });
});

describe('callbacks', () => {
  it('delivers messages and errors in input order', () => {
    const seen: string[] = [];
    const decoder = createAisDecoder({
      onMessage: (m) => seen.push(`m${m.messageType}`),
      onError: (e) => seen.push(e.error),
    });
    for (const line of [NCA, 'x', NCA]) decoder.write(line);
    expect(seen).toEqual(['m3', 'malformed_sentence', 'm3']);
  });
});

import { describe, expect, it } from 'vitest';
import { decodeLines } from './decoder.js';
import { nmeaChecksum, tagBlock } from '../testing/bitwriter.js';
import type { AisMessage, DecodeResult } from '../types.js';

const BODY = 'AIVDM,1,1,,A,33mpHr50000IWTPQep@rV8dP0DNJ,0';
const LINE = `!${BODY}*${nmeaChecksum(BODY)}`;
const T5_1 = 'AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0';
const T5_2 = 'AIVDM,2,2,1,A,88888888880,2';
const sentence = (body: string, lead = '!'): string => `${lead}${body}*${nmeaChecksum(body)}`;

const messages = (results: DecodeResult[]): AisMessage[] =>
  results.filter((r): r is AisMessage => !('error' in r));

describe('receiver fields after the checksum', () => {
  it('takes station and Unix receive time from NAIS-style fields', () => {
    const [m] = decodeLines([`${LINE},b003669700,1700000000`]);
    expect(m).toMatchObject({
      mmsi: 257_825_000,
      source: 'b003669700',
      msgtime: '2023-11-14T22:13:20.000Z',
    });
  });

  it('takes the receive time alone, with a fraction or in milliseconds', () => {
    expect(decodeLines([`${LINE},1700000000`])[0]).toMatchObject({
      source: null,
      msgtime: '2023-11-14T22:13:20.000Z',
    });
    expect(decodeLines([`${LINE},1700000000.25`])[0]).toMatchObject({
      msgtime: '2023-11-14T22:13:20.250Z',
    });
    expect(decodeLines([`${LINE},1700000000123`])[0]).toMatchObject({
      msgtime: '2023-11-14T22:13:20.123Z',
    });
  });

  it('picks the station just before the time among several fields', () => {
    const [m] = decodeLines([`${LINE},s25232,d-101,T45.0234,x1093,r003669945,1262304003`]);
    expect(m).toMatchObject({ source: 'r003669945', msgtime: '2010-01-01T00:00:03.000Z' });
  });

  it('keeps the tag block values when both are present', () => {
    const [m] = decodeLines([`${tagBlock('s:tag,c:1729600995')}${LINE},b003669700,1700000000`]);
    expect(m).toMatchObject({ source: 'tag', msgtime: '2024-10-22T12:43:15.000Z' });
  });

  it('accepts text after a blank and rejects a checksum that is not two hex digits', () => {
    expect(messages(decodeLines([`${LINE} 12 dB`]))).toHaveLength(1);
    expect(decodeLines([LINE.slice(0, -1)])).toMatchObject([{ error: 'malformed_sentence' }]);
    expect(decodeLines([`${LINE.slice(0, -2)}G0`])).toMatchObject([
      { error: 'malformed_sentence' },
    ]);
  });

  it('keeps a checked sentence whose receiver fields were damaged, without those fields', () => {
    // The comma before the station or the time changed into another character: the checksum
    // still vouches for the sentence, only the text after it is unreadable.
    for (const line of [`${LINE}0b003669700,1700000000`, `${LINE}01700000000`, `${LINE}x`]) {
      expect(decodeLines([line])).toMatchObject([
        { messageType: 3, mmsi: 257_825_000, source: null, msgtime: null },
      ]);
    }
    // A damaged sentence is still refused, whatever follows its checksum.
    const flipped = LINE.replace('33mpHr5', '33mpHr6');
    expect(decodeLines([`${flipped}0b003669700,1700000000`])).toMatchObject([
      { error: 'bad_checksum' },
    ]);
  });

  it('reassembles a two-sentence type 5 framed the NAIS way', () => {
    const results = decodeLines([
      `${sentence(T5_1)},b003669700,1700000000`,
      `${sentence(T5_2)},b003669700,1700000000`,
    ]);
    expect(results).toMatchObject([
      { messageType: 5, name: 'EVER DIADEM', source: 'b003669700', fillBits: 2 },
    ]);
  });
});

describe('text before the sentence', () => {
  it('reads a leading Unix or ISO-8601 receive time', () => {
    expect(decodeLines([`1700000000.5 ${LINE}`])[0]).toMatchObject({
      msgtime: '2023-11-14T22:13:20.500Z',
    });
    expect(decodeLines([`2023-11-14 22:13:20.125 ${LINE}`])[0]).toMatchObject({
      msgtime: '2023-11-14T22:13:20.125Z',
    });
    expect(decodeLines([`[2023-11-14T22:13:20Z] ${LINE}`])[0]).toMatchObject({
      msgtime: '2023-11-14T22:13:20.000Z',
    });
    expect(decodeLines([`1700000000;${tagBlock('s:x')}${LINE}`])[0]).toMatchObject({
      msgtime: '2023-11-14T22:13:20.000Z',
      source: 'x',
    });
  });

  it('skips other leading text as gpsd does, without a time', () => {
    expect(decodeLines([`port3: ${LINE}`])[0]).toMatchObject({ mmsi: 257_825_000, msgtime: null });
    expect(decodeLines(['only junk here'])).toMatchObject([{ error: 'malformed_sentence' }]);
  });
});

describe('other framings', () => {
  it('accepts $-prefixed VDM/VDO but still rejects other $ sentences', () => {
    expect(messages(decodeLines([sentence(BODY, '$')]))).toHaveLength(1);
    expect(messages(decodeLines([sentence(BODY.replace('VDM', 'VDO'), '$')]))).toHaveLength(1);
    expect(decodeLines([sentence('GPGLL,4916.45,N,12311.12,W,225444,A', '$')])).toMatchObject([
      { error: 'not_ais' },
    ]);
  });

  it('accepts lower-case hex checksums', () => {
    const upper = '!AIVDM,1,1,,A,133sVfPP00PD>hRMDH@jNOvN20S8,0*7F';
    expect(messages(decodeLines([upper.replace(/F$/, 'f')]))).toHaveLength(1);
    expect(decodeLines([upper.replace(/F$/, 'e')])).toMatchObject([{ error: 'bad_checksum' }]);
  });

  it('splits text on LF and on CR/LF', () => {
    expect(messages(decodeLines(`${LINE}\n${LINE}\n`))).toHaveLength(2);
    expect(messages(decodeLines(`${LINE}\r\n${LINE}\r\n`))).toHaveLength(2);
  });

  it('groups fragments by a tag block g: among other parameters', () => {
    const results = decodeLines([
      `${tagBlock('g:1-2-4711,n:157036,s:r003669945,c:1241544035')}${sentence(T5_1)}`,
      `${tagBlock('g:2-2-4711,n:157037,r:12,t:relayed')}${sentence(T5_2.replace(',1,A,', ',,A,'))}`,
    ]);
    expect(results).toMatchObject([
      { messageType: 5, source: 'r003669945', msgtime: '2009-05-05T17:20:35.000Z' },
    ]);
  });
});

describe('an empty last fragment', () => {
  // IEC 61162-1 numbers the sentences of a message and lets an encapsulated field be
  // empty; the message is the fragments' payloads joined, so an empty last fragment adds
  // nothing and the earlier fragments still carry the whole message (gpsdecode agrees).
  const whole = T5_1.replace(',2,1,', ',2,1,').replace(/,0$/, '88888888880,0');

  it('decodes the message the earlier fragments carry', () => {
    const results = decodeLines([sentence(whole), sentence('AIVDM,2,2,1,A,,2')]);
    expect(results).toMatchObject([{ messageType: 5, name: 'EVER DIADEM', fillBits: 2 }]);
    expect((results[0] as AisMessage).payload).toBe(
      '55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp888888888880',
    );
  });

  it('still reports a message too short without the missing part', () => {
    expect(decodeLines([sentence(T5_1), sentence('AIVDM,2,2,1,A,,0')])).toMatchObject([
      { error: 'truncated_payload' },
    ]);
  });

  it('rejects a single-sentence or an all-empty message as empty_payload', () => {
    expect(decodeLines([sentence('AIVDM,1,1,,A,,0')])).toMatchObject([{ error: 'empty_payload' }]);
    expect(decodeLines([sentence('AIVDM,2,1,3,A,,0'), sentence('AIVDM,2,2,3,A,,0')])).toMatchObject(
      [{ error: 'empty_payload' }],
    );
  });
});

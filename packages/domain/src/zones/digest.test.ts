import { describe, expect, it } from 'vitest';
import { digestDue, digestTimesBetween, nextDigestTime } from './digest.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const at = (text: string) => Date.parse(text);

describe('digest times in Europe/Oslo', () => {
  it('four times a day at 00, 06, 12 and 18 local time in winter (UTC+1)', () => {
    expect(
      digestTimesBetween('fourTimesDaily', at('2026-01-14T22:00Z'), at('2026-01-15T22:00Z')).map(
        iso,
      ),
    ).toEqual([
      '2026-01-14T23:00:00.000Z',
      '2026-01-15T05:00:00.000Z',
      '2026-01-15T11:00:00.000Z',
      '2026-01-15T17:00:00.000Z',
    ]);
  });

  it('keeps local times across the spring change (29 March 2026, 02:00 → 03:00)', () => {
    expect(
      digestTimesBetween('fourTimesDaily', at('2026-03-28T20:00Z'), at('2026-03-29T20:00Z')).map(
        iso,
      ),
    ).toEqual([
      '2026-03-28T23:00:00.000Z', // 00:00 CET
      '2026-03-29T04:00:00.000Z', // 06:00 CEST
      '2026-03-29T10:00:00.000Z',
      '2026-03-29T16:00:00.000Z',
    ]);
  });

  it('keeps local times across the autumn change (25 October 2026, 03:00 → 02:00)', () => {
    expect(
      digestTimesBetween('daily', at('2026-10-24T00:00Z'), at('2026-10-26T12:00Z')).map(iso),
    ).toEqual([
      '2026-10-24T05:00:00.000Z', // 07:00 CEST
      '2026-10-25T06:00:00.000Z', // 07:00 CET
      '2026-10-26T06:00:00.000Z',
    ]);
  });

  it('Mondays at 07:00 only', () => {
    // 30 March 2026 is a Monday, the first after the change to summer time.
    expect(iso(nextDigestTime('mondays', at('2026-03-25T12:00Z')))).toBe(
      '2026-03-30T05:00:00.000Z',
    );
    expect(nextDigestTime('everyUpdate', at('2026-03-25T12:00Z'))).toBeNull();
  });

  it('mails the latest due digest once: missed times fold in, a repeat finds none', () => {
    const last = at('2026-01-15T05:00Z'); // 06:00 sent
    // Down from 11:00 to 19:30 local: the 12:00 and 18:00 digests fold into 18:00.
    const due = digestDue('fourTimesDaily', last, at('2026-01-15T18:30Z'));
    expect(iso(due)).toBe('2026-01-15T17:00:00.000Z');
    expect(digestDue('fourTimesDaily', due!, at('2026-01-15T18:30Z'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatTime } from './time-format.js';

describe('times in UTC or local time (checklist R04.10)', () => {
  const time = new Date('2026-11-23T22:05:00Z');
  it('UTC on: the UTC clock and a UTC mark', () => {
    expect(formatTime(time, true, 'en-US')).toBe('11/23/2026, 22:05 UTC');
    expect(formatTime(time, true, 'nb-NO')).toBe('23.11.2026, 22:05 UTC');
  });
  it('UTC off: the local clock, no mark', () => {
    const local = formatTime(time, false, 'en-US');
    expect(local).not.toContain('UTC');
    const hh = String(time.getHours()).padStart(2, '0');
    expect(local).toContain(`${hh}:05`);
  });
});

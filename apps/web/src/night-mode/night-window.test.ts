import { describe, expect, it } from 'vitest';
import { isInNightWindow, parseNightWindow, type NightWindow } from './night-window.js';

const window = (start: string, end: string, utc = true): NightWindow => {
  const time = (text: string) => {
    const [hour, minute] = text.split(':').map(Number);
    return { hour: hour!, minute: minute! };
  };
  return { start: time(start), end: time(end), utc };
};
const at = (time: string) => new Date(`2026-11-23T${time}:00Z`);

describe('the automatic night-mode window (spec 01 §4)', () => {
  it.each([
    ['22:00', '06:00', '23:00', true],
    ['22:00', '06:00', '05:00', true],
    ['22:00', '06:00', '12:00', false],
    ['22:00', '06:00', '22:00', true],
    ['22:00', '06:00', '06:00', false],
    ['22:00', '06:00', '05:59', true],
    ['08:30', '17:15', '08:29', false],
    ['08:30', '17:15', '08:30', true],
    ['08:30', '17:15', '17:14', true],
    ['08:30', '17:15', '17:15', false],
    ['00:00', '00:00', '12:00', true],
    ['13:45', '13:45', '03:10', true],
  ])('%s–%s at %s UTC → %s', (start, end, now, expected) => {
    expect(isInNightWindow(window(start, end), at(now))).toBe(expected);
  });

  it('reads local time unless the window is in UTC', () => {
    const now = new Date(2026, 10, 23, 23, 0);
    expect(isInNightWindow(window('22:00', '23:30', false), now)).toBe(true);
    const utcHour = now.getUTCHours();
    const utcWindow = window(`${(utcHour + 1) % 24}:00`, `${(utcHour + 2) % 24}:00`, true);
    expect(isInNightWindow(utcWindow, now)).toBe(false);
  });

  it('parses stored windows and refuses broken ones', () => {
    expect(
      parseNightWindow({ start: { hour: 22, minute: 0 }, end: { hour: 6, minute: 30 }, utc: true }),
    ).toEqual(window('22:00', '06:30'));
    expect(
      parseNightWindow({ start: { hour: 24, minute: 0 }, end: { hour: 6, minute: 0 } }),
    ).toBeNull();
    expect(
      parseNightWindow({ start: { hour: 1, minute: 60 }, end: { hour: 6, minute: 0 } }),
    ).toBeNull();
    expect(parseNightWindow('22-06')).toBeNull();
  });
});

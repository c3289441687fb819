/** Times in track requests: ISO 8601 as public clients send them, and ISO weeks. */

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+\- ]\d{2}(?::?\d{2})?)?$/i;

/**
 * UNIX seconds of an ISO 8601 date or date-time; a time without an offset is UTC. A space
 * before the offset stands for `+` (an unencoded `+` in a query decodes to a space). Returns
 * null for anything else, including impossible dates.
 */
export function parseIsoSeconds(text: string): number | null {
  const m = ISO.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const date = new Date(ms);
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'));
  }
  return Math.floor((ms + Number(`0.${frac || '0'}`) * 1000) / 1000) - offsetMinutes * 60;
}

/** [start, end) of an ISO 8601 week in UNIX seconds; null for a week the year does not have. */
export function isoWeekRange(year: number, week: number): [number, number] | null {
  // 4 January is always in week 1; its week's Monday starts the ISO year.
  const jan4 = Date.UTC(year, 0, 4);
  const mondayWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000;
  const weeksInYear = isoWeekRange.weeks(year);
  if (!Number.isInteger(week) || week < 1 || week > weeksInYear) return null;
  const start = mondayWeek1 + (week - 1) * 7 * 86_400_000;
  return [start / 1000, start / 1000 + 7 * 86_400];
}

/** 53 when the year starts on a Thursday, or is a leap year starting on a Wednesday. */
isoWeekRange.weeks = (year: number): number => {
  const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return jan1 === 4 || (leap && jan1 === 3) ? 53 : 52;
};

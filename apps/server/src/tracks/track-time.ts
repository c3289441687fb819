/** Times in track requests: ISO 8601 as public clients send them, and ISO weeks. */
import { parseIsoTime } from '@havkart/domain';

/** UNIX seconds of an ISO 8601 time (`parseIsoTime`, the one rule); null for anything else. */
export function parseIsoSeconds(text: string): number | null {
  const ms = parseIsoTime(text);
  return ms === null ? null : Math.floor(ms / 1000);
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

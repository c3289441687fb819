/** A week of ISO 8601: weeks start on Monday and week 1 holds the year's first Thursday. */
export interface IsoWeek {
  readonly year: number;
  readonly week: number;
}

const DAY_MS = 86_400_000;

/** The ISO week a moment falls in, by the UTC calendar date. */
export function isoWeekOf(moment: Date): IsoWeek {
  const day = Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
  // The Thursday of the same week decides the year; Monday is 1 … Sunday 7.
  const weekday = new Date(day).getUTCDay() || 7;
  const thursday = new Date(day + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return { year, week };
}

/** 52 or 53: a year has week 53 when 28 December (always in its last week) is in week 53. */
export function isoWeeksInYear(year: number): number {
  return isoWeekOf(new Date(Date.UTC(year, 11, 28))).week;
}

/** The earliest and latest years a week may be chosen in (the fish-health reports' range). */
export const WEEK_YEAR_RANGE = { min: 2012, max: 2100 } as const;

/**
 * The week an address asks for (`year` and `week` query values), or the current week when
 * either is missing or out of range: a hand-edited link still opens on a sensible week.
 */
export function weekFromParams(
  year: string | null | undefined,
  week: string | null | undefined,
  now: Date,
): IsoWeek {
  const current = isoWeekOf(now);
  if (!year || !week || !/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(week)) return current;
  const y = Number(year);
  const w = Number(week);
  if (y < WEEK_YEAR_RANGE.min || y > WEEK_YEAR_RANGE.max) return current;
  if (w < 1 || w > isoWeeksInYear(y)) return current;
  return { year: y, week: w };
}

/** The same week number in another year; week 53 becomes 52 where that year has no week 53. */
export function sameWeekInYear({ week }: IsoWeek, year: number): IsoWeek {
  return { year, week: Math.min(week, isoWeeksInYear(year)) };
}

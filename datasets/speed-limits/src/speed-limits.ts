// Rules of a speed-limit area (spec 02 §3, §9, A57): its class colour by speed, and whether
// its period is the full year or a temporary one drawn hatched. Pure, shared by the server
// (which marks each area) and the web app (layers, legend, views).

/** Colour classes by speed (A57): up to 5 knots red, up to 10 blue, up to 30 green, above grey. */
export const SPEED_CLASSES = ['red', 'blue', 'green', 'grey'] as const;

export type SpeedClass = (typeof SPEED_CLASSES)[number];

/** Upper bound, knots, of each class but the last (inclusive). */
export const SPEED_CLASS_LIMITS = { red: 5, blue: 10, green: 30 } as const;

/** The class of a speed limit in knots; a missing speed is grey, the class of no hard limit. */
export function speedClass(speed: number | null): SpeedClass {
  if (speed === null) return 'grey';
  if (speed <= SPEED_CLASS_LIMITS.red) return 'red';
  if (speed <= SPEED_CLASS_LIMITS.blue) return 'blue';
  if (speed <= SPEED_CLASS_LIMITS.green) return 'green';
  return 'grey';
}

/** A day and month as the upstream writes them, `dd.mm`. */
export interface DayMonth {
  readonly day: number;
  readonly month: number;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Reads `dd.mm` (`1.6` too); null for anything that is not a day of the year. */
export function parseDayMonth(value: unknown): DayMonth | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.?\s*$/.exec(value);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return null;
  return { day, month };
}

/**
 * Whether a period is the full year: from 01.01 to 31.12 (spec 02 §3). A period the upstream
 * leaves out counts as the full year too, since the limit then always applies.
 */
export function isFullYear(from: unknown, to: unknown): boolean {
  if ((from === null || from === undefined) && (to === null || to === undefined)) return true;
  const start = parseDayMonth(from);
  const end = parseDayMonth(to);
  return (
    start !== null &&
    end !== null &&
    start.day === 1 &&
    start.month === 1 &&
    end.day === 31 &&
    end.month === 12
  );
}

/** A day and month written as the spec shows them, `dd.mm`. */
export function formatDayMonth({ day, month }: DayMonth): string {
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}`;
}

/** A time of day, hour 0–23 and minute 0–59. */
export interface TimeOfDay {
  readonly hour: number;
  readonly minute: number;
}

/** The automatic night-mode window (spec 01 §3): start, end and whether they are UTC. */
export interface NightWindow {
  readonly start: TimeOfDay;
  readonly end: TimeOfDay;
  readonly utc: boolean;
}

/** Time-dependent settings are checked this often (spec 01 §9). */
export const NIGHT_MODE_CHECK_MS = 60_000;

export const DEFAULT_NIGHT_WINDOW: NightWindow = {
  start: { hour: 22, minute: 0 },
  end: { hour: 6, minute: 0 },
  utc: false,
};

const minutes = (time: TimeOfDay): number => time.hour * 60 + time.minute;

/**
 * Whether `now` falls in the window (spec 01 §4): start inclusive, end exclusive, read in
 * local time or UTC per the flag. Equal start and end is always on; a start after the end
 * crosses midnight.
 */
export function isInNightWindow(window: NightWindow, now: Date): boolean {
  const current = window.utc
    ? now.getUTCHours() * 60 + now.getUTCMinutes()
    : now.getHours() * 60 + now.getMinutes();
  const start = minutes(window.start);
  const end = minutes(window.end);
  if (start === end) return true;
  return start < end ? current >= start && current < end : current >= start || current < end;
}

/** A stored window, or null when any part is missing or out of range. */
export function parseNightWindow(value: unknown): NightWindow | null {
  const time = (raw: unknown): TimeOfDay | null => {
    const { hour, minute } = (raw ?? {}) as Partial<Record<keyof TimeOfDay, unknown>>;
    return Number.isInteger(hour) &&
      Number.isInteger(minute) &&
      (hour as number) >= 0 &&
      (hour as number) < 24 &&
      (minute as number) >= 0 &&
      (minute as number) < 60
      ? { hour: hour as number, minute: minute as number }
      : null;
  };
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<Record<keyof NightWindow, unknown>>;
  const start = time(stored.start);
  const end = time(stored.end);
  return start && end ? { start, end, utc: stored.utc === true } : null;
}

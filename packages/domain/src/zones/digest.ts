// When a zone's alert digest is mailed (spec 01 §9 frequencies as Havkart mails them), in
// Norwegian local time across daylight-saving changes: four times a day at 00, 06, 12 and 18,
// daily at 07:00, or Mondays at 07:00 Europe/Oslo. `everyUpdate` has no digest: its alerts
// go out within a minute of each other.
import type { ZoneFrequency } from './zone.js';

export const DIGEST_TIME_ZONE = 'Europe/Oslo';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const HOURS: Record<Exclude<ZoneFrequency, 'everyUpdate'>, readonly number[]> = {
  fourTimesDaily: [0, 6, 12, 18],
  daily: [7],
  mondays: [7],
};

const osloFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: DIGEST_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

function osloParts(ms: number): LocalDate & { hour: number; minute: number } {
  const parts: Record<string, number> = {};
  for (const part of osloFormat.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

/** Oslo's offset from UTC at an instant, ms (one or two hours). */
function osloOffset(ms: number): number {
  const p = osloParts(ms);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(ms / 60_000) * 60_000;
}

/** The instant of a whole hour of Oslo local time (never in the spring gap at 02:00). */
export function osloInstant(date: LocalDate, hour: number): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour);
  const first = asUtc - osloOffset(asUtc);
  return asUtc - osloOffset(first);
}

/** The digest times of a frequency in (afterMs, untilMs], oldest first. */
export function digestTimesBetween(
  frequency: ZoneFrequency,
  afterMs: number,
  untilMs: number,
): number[] {
  if (frequency === 'everyUpdate' || untilMs <= afterMs) return [];
  const times: number[] = [];
  // Local dates from the day before `after` (an offset of up to two hours) to `until`'s.
  for (let day = afterMs - DAY_MS; day <= untilMs + DAY_MS; day += DAY_MS) {
    const date = osloParts(day);
    const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
    if (frequency === 'mondays' && weekday !== 1) continue;
    for (const hour of HOURS[frequency]) {
      const at = osloInstant(date, hour);
      if (at > afterMs && at <= untilMs && !times.includes(at)) times.push(at);
    }
  }
  return times.sort((a, b) => a - b);
}

/**
 * The digest due now: the latest digest time after the last one sent (or after the zone was
 * made) and not after `nowMs`, or null. Digest times missed while the server was down fold
 * into this one, so a restart neither skips alerts nor mails twice. Only the last eight days
 * are searched: a longer pause still mails once, with every alert since the last digest.
 */
export function digestDue(
  frequency: ZoneFrequency,
  lastDigestMs: number,
  nowMs: number,
): number | null {
  const from = Math.max(lastDigestMs, nowMs - 8 * DAY_MS);
  const times = digestTimesBetween(frequency, from, nowMs);
  return times.length > 0 ? times[times.length - 1]! : null;
}

/** The next digest time after `afterMs` (to plan a timer), or null for `everyUpdate`. */
export function nextDigestTime(frequency: ZoneFrequency, afterMs: number): number | null {
  const times = digestTimesBetween(frequency, afterMs, afterMs + 8 * DAY_MS);
  return times[0] ?? null;
}

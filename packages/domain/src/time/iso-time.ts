/**
 * ISO 8601 times as real clients send them, in one rule: the route schemas use
 * `ISO_TIME_PATTERN` (so a bad value is a 400 naming its field, and the API document says
 * what is accepted) and the handlers `parseIsoTime`.
 *
 * Accepted: a date (`2026-11-27`), or a date and a time with or without seconds; a fraction
 * of 0–9 digits after the dot (a widely used client formats microseconds and then cuts the
 * digits but not the dot: `02:09:07.Z`); `Z`, an offset `±hh:mm`, `±hhmm` or `±hh`, or none
 * (UTC). `T` or a space between date and time; a space for the offset's `+`, which is what an
 * unencoded `+` in a URL decodes to.
 */
const SOURCE =
  '^(?<year>\\d{4})-(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\\d|3[01])' +
  '(?:[Tt ](?<hour>[01]\\d|2[0-3]):(?<minute>[0-5]\\d)' +
  '(?::(?<second>[0-5]\\d)(?:\\.(?<fraction>\\d{0,9}))?)?' +
  '(?<zone>[Zz]|[+\\- ](?:[01]\\d|2[0-3])(?::?[0-5]\\d)?)?)?$';

const ISO_TIME = new RegExp(SOURCE);

/** The same rule as a JSON-schema `pattern` (no group names: other validators read it too). */
export const ISO_TIME_PATTERN = SOURCE.replace(/\?<[a-z]+>/g, '');

/**
 * Epoch milliseconds of an ISO 8601 date or date-time (see above); null for anything else,
 * including dates the calendar does not have (30 February).
 */
export function parseIsoTime(text: string): number | null {
  const groups = ISO_TIME.exec(text)?.groups;
  if (!groups) return null;
  const { year, month, day, hour = '0', minute = '0', second = '0' } = groups;
  const fraction = (groups.fraction ?? '').padEnd(3, '0').slice(0, 3);
  const local = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction),
  );
  if (new Date(local).getUTCDate() !== Number(day)) return null;
  return local - offsetMinutes(groups.zone) * 60_000;
}

/** Minutes east of UTC of `Z`, `±hh`, `±hhmm` or `±hh:mm` (a space stands for `+`). */
function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return zone.startsWith('-') ? -minutes : minutes;
}

/** What a time field accepts, for the API document. */
export const ISO_TIME_DESCRIPTION =
  'ISO 8601 date or date-time: seconds and a 0–9 digit fraction optional; Z, ±hh:mm, ±hhmm, ±hh or none (UTC)';

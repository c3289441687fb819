const TWO = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

// Feeds stamp many lines within the same minute, so the date part is formatted once a minute.
let cachedMinute = NaN;
let cachedPrefix = '';

/**
 * Milliseconds since the epoch as ISO-8601 UTC with milliseconds (as `Date#toISOString`),
 * or null outside the range `Date` can represent.
 */
export function formatIsoTime(ms: number): string | null {
  if (!(Math.abs(ms) <= 8.64e15)) return null;
  const minute = Math.floor(ms / 60_000);
  if (minute !== cachedMinute) {
    cachedMinute = minute;
    cachedPrefix = new Date(minute * 60_000).toISOString().slice(0, -7);
  }
  const rest = ms - minute * 60_000;
  const sec = Math.floor(rest / 1000);
  return `${cachedPrefix}${TWO[sec]!}.${THREE[Math.floor(rest - sec * 1000)]!}Z`;
}

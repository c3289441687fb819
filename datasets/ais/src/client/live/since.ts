// `since` of the latest requests (spec 02 §7): the start of 2013 on the first load, then the
// newest `msgtime` received. The server's clock, never the browser's, so a tab whose clock is
// wrong neither misses updates nor asks for everything again.

export const INITIAL_SINCE = '2013-01-01T00:00:00Z';

/** The newest msgtime of the records, or `current` when none is newer. */
export function nextSince(
  current: string,
  records: Iterable<{ readonly msgtime?: string | null }>,
): string {
  let best = current;
  let bestMs = Date.parse(current);
  for (const record of records) {
    const time = record.msgtime;
    if (!time) continue;
    const ms = Date.parse(time);
    if (ms > bestMs) {
      best = time;
      bestMs = ms;
    }
  }
  return best;
}

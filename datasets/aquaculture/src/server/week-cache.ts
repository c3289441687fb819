// What an upstream answered for one ISO week, kept a while: a slider dragged back and forth
// asks for the same weeks again. A failed fetch answers the last good answer for that week
// when there is one; otherwise it throws, and the route answers 502 rather than something
// that looks like data.
import type { DatasetLogger } from '@havkart/datasets-core/server';
import { weekUrl } from './fish-health.js';

/** How long a week's answer is kept before it is asked for again, ms. */
const FRESH_MS = 15 * 60 * 1000;
/** Weeks kept at most (a year of weeks and some). */
const MAX_WEEKS = 60;

export interface WeekCacheOptions<T> {
  readonly datasetId: string;
  /** What is fetched, for the log ("fish-health week", "fish-health vessel list"). */
  readonly what: string;
  readonly fetchWeek: (year: number, week: number) => Promise<T>;
  readonly logger: DatasetLogger;
  readonly now?: () => number;
}

export function createWeekCache<T>(options: WeekCacheOptions<T>) {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { at: number; data: T }>();
  return async function weekOf(year: number, week: number): Promise<T> {
    const key = `${year}-${week}`;
    const held = kept.get(key);
    if (held && now() - held.at < FRESH_MS) return held.data;
    try {
      const data = await options.fetchWeek(year, week);
      kept.delete(key);
      kept.set(key, { at: now(), data });
      // Oldest first in a Map's order: drop from the front.
      while (kept.size > MAX_WEEKS) kept.delete(kept.keys().next().value!);
      return data;
    } catch (error) {
      options.logger.warn(`Dataset ${options.datasetId}: ${options.what} fetch failed`, {
        year,
        week,
        error: error instanceof Error ? error.message : String(error),
        keptLastGood: held !== undefined,
      });
      if (held) return held.data;
      throw error;
    }
  };
}

/** The upstream's answer for a week, as text; throws on anything but a 2xx. */
export async function askWeek(
  fetchUpstream: typeof fetch,
  url: string,
  year: number,
  week: number,
): Promise<string> {
  const response = await fetchUpstream(weekUrl(url, year, week), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

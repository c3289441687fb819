// The fish health of one ISO week, fetched from the upstream when first asked for and kept a
// while: a slider dragged back and forth asks for the same weeks again. A failed fetch
// answers the last good summary of that week when there is one; otherwise it throws, and the
// route answers 502 rather than coloring every site as if nothing were reported.
import type { DatasetLogger } from '@havkart/datasets-core/server';
import type { FishHealthWeek, SiteWeekHealth } from '../manifest.js';
import { readFishHealthWeek, weekUrl } from './fish-health.js';

/** How long a past week's summary is kept before it is asked for again, ms. */
const FRESH_MS = 15 * 60 * 1000;
/** Weeks kept at most (a year of weeks and some). */
const MAX_WEEKS = 60;

export interface WeekSourceOptions {
  readonly datasetId: string;
  /** URL template with `{year}` and `{week}`; absent: the demo weeks. */
  readonly url?: string;
  readonly demo: (year: number, week: number) => readonly SiteWeekHealth[];
  readonly fetch: typeof fetch;
  readonly logger: DatasetLogger;
  readonly now?: () => number;
}

export interface FishHealthWeekSource {
  week(year: number, week: number): Promise<FishHealthWeek>;
}

export function createWeekSource(options: WeekSourceOptions): FishHealthWeekSource {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { at: number; data: FishHealthWeek }>();
  const keep = (key: string, data: FishHealthWeek) => {
    kept.delete(key);
    kept.set(key, { at: now(), data });
    // Oldest first in a Map's order: drop from the front.
    while (kept.size > MAX_WEEKS) kept.delete(kept.keys().next().value!);
  };

  async function fetchWeek(url: string, year: number, week: number): Promise<FishHealthWeek> {
    const response = await options.fetch(weekUrl(url, year, week), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { localities, skipped } = readFishHealthWeek(await response.text(), week);
    if (skipped > 0) {
      options.logger.warn(
        `Dataset ${options.datasetId}: skipped ${skipped} records that did not parse`,
        { year, week },
      );
    }
    return { year, week, localities, demoData: false };
  }

  return {
    async week(year, week) {
      const { url } = options;
      if (!url) return { year, week, localities: options.demo(year, week), demoData: true };
      const key = `${year}-${week}`;
      const held = kept.get(key);
      if (held && now() - held.at < FRESH_MS) return held.data;
      try {
        const data = await fetchWeek(url, year, week);
        keep(key, data);
        return data;
      } catch (error) {
        options.logger.warn(`Dataset ${options.datasetId}: fish-health week fetch failed`, {
          year,
          week,
          error: error instanceof Error ? error.message : String(error),
          keptLastGood: held !== undefined,
        });
        if (held) return held.data;
        throw error;
      }
    },
  };
}

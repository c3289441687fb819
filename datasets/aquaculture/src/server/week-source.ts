// The fish health of one ISO week, fetched from the upstream when first asked for and kept a
// while (`week-cache.ts`); with no failure kept over, the route answers 502 rather than
// colouring every site as if nothing were reported.
import type { DatasetLogger } from '@havkart/datasets-core/server';
import type { FishHealthWeek, SiteWeekHealth } from '../manifest.js';
import { readFishHealthWeek } from './fish-health.js';
import { askWeek, createWeekCache } from './week-cache.js';

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
  async function fetchWeek(url: string, year: number, week: number): Promise<FishHealthWeek> {
    const text = await askWeek(options.fetch, url, year, week);
    const { localities, skipped } = readFishHealthWeek(text, week);
    if (skipped > 0) {
      options.logger.warn(
        `Dataset ${options.datasetId}: skipped ${skipped} records that did not parse`,
        { year, week },
      );
    }
    return { year, week, localities, demoData: false };
  }

  const { url } = options;
  const cached = url
    ? createWeekCache({
        datasetId: options.datasetId,
        what: 'fish-health week',
        fetchWeek: (year, week) => fetchWeek(url, year, week),
        logger: options.logger,
        ...(options.now ? { now: options.now } : {}),
      })
    : undefined;
  return {
    week(year, week) {
      if (!cached) {
        return Promise.resolve({
          year,
          week,
          localities: options.demo(year, week),
          demoData: true,
        });
      }
      return cached(year, week);
    },
  };
}

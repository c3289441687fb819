// The wellboats of one ISO week for the fish-health vessel-track pane. The track store keeps
// positions but no ship types, so the list comes from an upstream list of fish-health vessels
// (`DATASET_AQUACULTURE_VESSELS_URL`, `{year}` and `{week}` filled in) or, by default, a
// made-up demo list. The upstream's layout is unverified: a JSON array, or an object holding
// one under `vessels`, of records with `mmsi` and a name (`name`, `vesselName` or `shipName`).
import type { DatasetLogger } from '@havkart/datasets-core/server';
import type { FishHealthVessel, FishHealthVessels } from '../manifest.js';
import { askWeek, createWeekCache } from './week-cache.js';

/** Made-up wellboats, the same every week (MMSIs in Norway's 257 range, not real vessels). */
export const DEMO_VESSELS: readonly FishHealthVessel[] = [
  { mmsi: 257990101, name: 'DEMO BRØNNBÅT NORD' },
  { mmsi: 257990102, name: 'DEMO BRØNNBÅT MIDT' },
  { mmsi: 257990103, name: 'DEMO BRØNNBÅT VEST' },
];

const isMmsi = (value: number) => Number.isInteger(value) && value >= 1e8 && value < 1e9;

/** The vessels of an upstream answer, sorted by name, and how many records did not parse. */
export function readVesselList(body: string): { vessels: FishHealthVessel[]; skipped: number } {
  const parsed: unknown = JSON.parse(body);
  const records = Array.isArray(parsed)
    ? parsed
    : (parsed as { vessels?: unknown } | null)?.vessels;
  if (!Array.isArray(records)) throw new Error('The vessel list holds no array of vessels');
  const byMmsi = new Map<number, FishHealthVessel>();
  let skipped = 0;
  for (const record of records) {
    const r = (record ?? {}) as Record<string, unknown>;
    const mmsi = Number(r['mmsi']);
    if (!isMmsi(mmsi)) {
      skipped += 1;
      continue;
    }
    const named = [r['name'], r['vesselName'], r['shipName']].find(
      (n): n is string => typeof n === 'string' && n.trim() !== '',
    );
    byMmsi.set(mmsi, { mmsi, name: named?.trim() ?? null });
  }
  const vessels = [...byMmsi.values()].sort(
    (a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'nb') || a.mmsi - b.mmsi,
  );
  return { vessels, skipped };
}

export interface VesselSourceOptions {
  readonly datasetId: string;
  /** URL template with `{year}` and `{week}`; absent: the demo list. */
  readonly url?: string;
  readonly fetch: typeof fetch;
  readonly logger: DatasetLogger;
  readonly now?: () => number;
}

export interface FishHealthVesselSource {
  /** The week's vessels; rejects when the upstream fails and nothing of that week was kept. */
  vessels(year: number, week: number): Promise<FishHealthVessels>;
}

export function createVesselSource(options: VesselSourceOptions): FishHealthVesselSource {
  async function fetchWeek(url: string, year: number, week: number): Promise<FishHealthVessels> {
    const { vessels, skipped } = readVesselList(await askWeek(options.fetch, url, year, week));
    if (skipped > 0) {
      options.logger.warn(
        `Dataset ${options.datasetId}: skipped ${skipped} vessel records that did not parse`,
        { year, week },
      );
    }
    return { year, week, vessels, demoData: false };
  }

  const { url } = options;
  const cached = url
    ? createWeekCache({
        datasetId: options.datasetId,
        what: 'fish-health vessel list',
        fetchWeek: (year, week) => fetchWeek(url, year, week),
        logger: options.logger,
        ...(options.now ? { now: options.now } : {}),
      })
    : undefined;
  return {
    vessels(year, week) {
      if (!cached) return Promise.resolve({ year, week, vessels: DEMO_VESSELS, demoData: true });
      return cached(year, week);
    },
  };
}

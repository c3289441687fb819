// The PD control areas (`…/fishhealth/pdzone`) and a week's ISA control areas
// (`…/fishhealth/ilaprotectionzone/{year}/{week}`), read as GeoJSON polygons. A feature
// without a polygon is skipped and counted; a failed fetch answers the last good areas.
import { readPolygonFeatures, textOf, type DatasetLogger } from '@havkart/datasets-core/server';
import type { FeatureCollection } from 'geojson';
import { weekUrl } from './fish-health.js';

/** The areas of a GeoJSON answer, each with an `id` and a `name`, and how many were skipped. */
export function readZones(body: string): { collection: FeatureCollection; skipped: number } {
  return readPolygonFeatures(body, (properties, raw, index) => {
    const id = textOf(properties['id']) ?? textOf(raw.id) ?? `zone-${index}`;
    const name = textOf(properties['name']) ?? textOf(properties['navn']) ?? id;
    return { id, properties: { id, name } };
  });
}

export interface ZoneSourceOptions {
  readonly datasetId: string;
  /** What the areas are, for the log: `PD`, `ISA`. */
  readonly kind: string;
  /** URL, with `{year}` and `{week}` for weekly areas; absent: the demo areas. */
  readonly url?: string;
  readonly demo: (year: number, week: number) => string;
  readonly fetch: typeof fetch;
  readonly logger: DatasetLogger;
}

/** How long fetched areas are kept, ms: control areas change by decision, not by the hour. */
const FRESH_MS = 60 * 60 * 1000;

export function createZoneSource(options: ZoneSourceOptions) {
  const kept = new Map<string, { at: number; data: FeatureCollection }>();
  const read = (body: string) => {
    const { collection, skipped } = readZones(body);
    if (skipped > 0) {
      options.logger.warn(
        `Dataset ${options.datasetId}: skipped ${skipped} ${options.kind} areas that did not parse`,
      );
    }
    return collection;
  };
  return {
    async zones(year: number, week: number): Promise<FeatureCollection> {
      if (!options.url) return read(options.demo(year, week));
      const url = weekUrl(options.url, year, week);
      const held = kept.get(url);
      if (held && Date.now() - held.at < FRESH_MS) return held.data;
      try {
        const response = await options.fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(30_000),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const data = read(await response.text());
        kept.set(url, { at: Date.now(), data });
        if (kept.size > 60) kept.delete(kept.keys().next().value!);
        return data;
      } catch (error) {
        options.logger.warn(`Dataset ${options.datasetId}: ${options.kind} areas fetch failed`, {
          error: error instanceof Error ? error.message : String(error),
          keptLastGood: held !== undefined,
        });
        if (held) return held.data;
        throw error;
      }
    },
  };
}

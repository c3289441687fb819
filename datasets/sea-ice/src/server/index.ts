// Node entry: the server part. The demo chart (a zip in the Ice Service's layout) by default;
// the Ice Service's latest chart when DATASET_SEAICE_URL is set. The chart is a binary zip,
// so it is fetched here rather than through the text-based upstream source.
import { readFileSync } from 'node:fs';
import {
  createGeoJsonTiles,
  emptyFeatureCollection,
  pollingFetchOf,
  type DatasetServerContext,
  type DatasetServerPart,
  type DatasetServices,
} from '@havkart/datasets-core/server';
import type { FeatureCollection } from 'geojson';
import { manifest, SEA_ICE_REFRESH_MS } from '../manifest.js';
import { readNisChart, type SeaIceChart } from './adapter.js';

export * from './adapter.js';

/** The demo chart shipped with the dataset (made up; labelled demo wherever it shows). */
export function demoChartZip(): Uint8Array {
  return readFileSync(new URL('../../data/NIS_arctic_demo_pl_a.zip', import.meta.url));
}

function refreshMsOf(context: DatasetServerContext): number {
  const seconds = Number(context.settings['REFRESH_S']);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : SEA_ICE_REFRESH_MS;
}

export const serverPart: DatasetServerPart = {
  datasetId: manifest.id,
  start: async (context): Promise<DatasetServices> => {
    const tiles = createGeoJsonTiles({
      layer: manifest.id,
      minZoom: manifest.zoom.min,
      maxZoom: manifest.zoom.max,
      cacheBytes: context.tileCacheBytes,
    });
    let data: FeatureCollection = emptyFeatureCollection();
    const use = (chart: SeaIceChart) => {
      if (chart.skipped > 0) {
        context.logger.warn(
          `Dataset ${manifest.id}: skipped ${chart.skipped} chart features without an area or class`,
        );
      }
      data = chart.collection;
      tiles.setData(data);
    };
    const url = context.settings['URL'];
    if (!url) {
      use(await readNisChart(demoChartZip()));
      return { tiles, geojson: () => data, demoData: true };
    }
    const fetchOnce = async () => {
      try {
        const response = await pollingFetchOf(context)(url, {
          signal: AbortSignal.timeout(60_000),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        use(await readNisChart(new Uint8Array(await response.arrayBuffer())));
      } catch (error) {
        // The last good chart stays: an ice chart a day old still says where the ice is.
        const reason = error instanceof Error ? error.message : String(error);
        context.logger.error(
          `Dataset ${manifest.id}: upstream ${url} failed: ${reason}; keeping the last data`,
          { datasetId: manifest.id, url },
        );
      }
    };
    await fetchOnce();
    const timer = setInterval(() => void fetchOnce(), refreshMsOf(context));
    timer.unref();
    return {
      tiles,
      geojson: () => data,
      demoData: false,
      close: () => clearInterval(timer),
    };
  },
};

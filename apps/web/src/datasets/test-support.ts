// Fakes for the dataset tests: a composer that records what is on the map, a data server
// whose answers each test sets, and a catalogue entry with the manifest's defaults.
import type { CatalogueDataset } from '@havkart/datasets-core';
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import { themes } from '@havkart/theme';
import type { MapDatasetDescriptor } from '../map/composer.js';
import type { DatasetHostDeps } from './dataset-services.js';

export function catalogueDataset(
  datasetId: string,
  overrides: Partial<CatalogueDataset> = {},
): CatalogueDataset {
  return {
    datasetId,
    name: datasetId,
    group: 'test',
    sources: [{ dataUrl: `/api/v1/datasets/${datasetId}/geojson` }],
    mapZIndex: 1,
    baseMap: false,
    featureKey: { field: 'id' },
    polar: false,
    minZoom: 0,
    maxZoom: 22,
    prioritised: false,
    updateMode: 'static',
    enabledByDefault: false,
    accessEnabled: true,
    needsApiKey: true,
    demoData: false,
    ...overrides,
  };
}

/** A client part drawing its GeoJSON source as circles. */
export function geojsonPart(datasetId: string): DatasetClientPart<never> {
  return {
    datasetId,
    layers: (context) => ({
      sources: { data: { type: 'geojson', data: context.dataUrl } },
      layers: [
        {
          role: 'points',
          sourceKey: 'data',
          interactive: true,
          layer: { type: 'circle', paint: { 'circle-color': context.theme.selection } },
        },
      ],
    }),
    filters: [{ id: 'name', kind: 'string', queryKey: 'name', defaultValue: '', labelKey: 'x' }],
  };
}

export class FakeComposer {
  readonly drawn = new Map<string, MapDatasetDescriptor>();
  add(descriptor: MapDatasetDescriptor): void {
    if (this.drawn.has(descriptor.datasetId)) throw new Error('already on the map');
    this.drawn.set(descriptor.datasetId, descriptor);
  }
  remove(datasetId: string): void {
    this.drawn.delete(datasetId);
  }
  has(datasetId: string): boolean {
    return this.drawn.has(datasetId);
  }
}

export function logRecorder() {
  const lines: string[] = [];
  return {
    lines,
    warn: (...args: unknown[]) => lines.push(String(args[0])),
    error: (...args: unknown[]) => lines.push(String(args[0])),
  };
}

export function hostDeps(
  parts: readonly DatasetClientPart<never>[],
  answers: Record<string, () => Promise<unknown>>,
  overrides: Partial<DatasetHostDeps> = {},
) {
  const composer = new FakeComposer();
  const log = logRecorder();
  const fetched: { url: string; apiKey: boolean }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const deps: DatasetHostDeps = {
    composer,
    clientParts: parts,
    fetchData: (url, { apiKey }) => {
      fetched.push({ url, apiKey });
      const answer = answers[url];
      return answer ? answer() : Promise.reject(new Error(`404 ${url}`));
    },
    layerContext: () => ({
      theme: themes.day,
      language: 'nb-NO',
      depthUnit: 'meters',
      origin: 'http://localhost',
    }),
    roles: () => undefined,
    whenMapIdle: () => Promise.resolve(),
    reload: () => undefined,
    setTimeout: (run, ms) => timers.push({ run, ms }),
    log,
    ...overrides,
  };
  return { deps, composer, log, fetched, timers };
}

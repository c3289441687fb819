import { readFileSync } from 'node:fs';
import type { DatasetServices } from '@havkart/datasets-core/server';
import { testServerContext, tileLayerFeatures } from '@havkart/datasets-core/server/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { serverPart } from './index.js';

const fixture = readFileSync(new URL('fixtures/installations.geojson', import.meta.url), 'utf8');

function context(settings: Record<string, string>, fetcher?: typeof fetch) {
  return testServerContext({ settings, ...(fetcher ? { fetch: fetcher } : {}) });
}

async function tileFeatures(services: DatasetServices, lon: number, lat: number, z: number) {
  return tileLayerFeatures(services, manifest.id, lon, lat, z);
}

let services: DatasetServices | undefined;
afterEach(async () => {
  await services?.close?.();
  services = undefined;
});

describe('navigation installation tiles', () => {
  it('serve the demo lighthouses from zoom 9, with sector arcs as lines', async () => {
    services = await serverPart.start(context({}));
    expect(services.demoData).toBe(true);
    expect(services.tiles?.minZoom).toBe(9);
    const features = await tileFeatures(services, 7.0475, 57.9823, 9);
    const lindesnes = features.filter((f) => f.properties['globalid'] === 'demo-lindesnes');
    expect(lindesnes.filter((f) => f.type === 1)).toHaveLength(1);
    // The arcs reach into the neighbouring tiles: collect them from the 3 × 3 around.
    const around: number[] = [];
    for (const dx of [-0.7, 0, 0.7]) {
      for (const dy of [-0.4, 0, 0.4]) {
        for (const f of await tileFeatures(services, 7.0475 + dx, 57.9823 + dy, 9)) {
          if (f.type === 2 && f.properties['featureid'] === 'lgtdemo-lindesnes') {
            around.push(Number(f.properties['lightcolour']));
          }
        }
      }
    }
    expect(new Set(around)).toEqual(new Set([1, 2, 4]));
    expect(lindesnes.find((f) => f.type === 1)?.properties).toMatchObject({
      featureid: 'lgtdemo-lindesnes',
      lightcolour: 1,
      lightclassification: 1,
      isextinguished: false,
      lightglobalid: 'demo-lindesnes',
    });
  });

  it('serve the upstream named by DATASET_NAVIGATIONINSTALLATIONS_URL in our schema', async () => {
    const requested: string[] = [];
    const fetcher = ((url: string) => {
      requested.push(url);
      return Promise.resolve(
        new Response(fixture, { headers: { 'content-type': 'application/geo+json' } }),
      );
    }) as typeof fetch;
    services = await serverPart.start(
      context({ URL: 'https://installations.example/all.geojson' }, fetcher),
    );
    expect(requested).toEqual(['https://installations.example/all.geojson']);
    expect(services.demoData).toBe(false);
    const ids = (await tileFeatures(services, 5.0119, 60.1283, 10))
      .map((f) => f.properties['featureid'])
      .sort();
    expect(ids).toContain('fxd5c1f0b7e-0004');
    expect(ids).toContain('flt5c1f0b7e-0003');
    expect(ids.filter((id) => id === 'lgt5c1f0b7e-0001')).toHaveLength(4);
  });
});

import { readFileSync } from 'node:fs';
import type { DatasetServices } from '@havkart/datasets-core/server';
import { testServerContext, tileText } from '@havkart/datasets-core/server/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { serverPart } from './index.js';

// Pages in FactMaps' GeoJSON answer shape (own fixtures, not captured from the service).
const page = (n: number) =>
  readFileSync(new URL(`fixtures/factmaps-page-${n}.json`, import.meta.url), 'utf8');

let services: DatasetServices | undefined;
afterEach(async () => {
  await services?.close?.();
  services = undefined;
});

describe('surface facilities from FactMaps', () => {
  it('read every page by resultOffset, keep surface facilities fixed in place, icon by kind', async () => {
    const asked: string[] = [];
    const logged: { level: 'info' | 'warn' | 'error'; message: string }[] = [];
    services = await serverPart.start(
      testServerContext({
        settings: { URL: 'https://factmaps.example/FeatureServer/0/query?where=1%3D1&f=geojson' },
        fetch: (input) => {
          const url = new URL(String(input));
          asked.push(url.searchParams.get('resultOffset') ?? '');
          return Promise.resolve(
            new Response(page(url.searchParams.get('resultOffset') === '0' ? 0 : 1)),
          );
        },
        logged,
      }),
    );
    expect(asked).toEqual(['0', '2']);
    expect(services.geojson?.().features.map((f) => f.properties)).toEqual([
      { idfacility: '272', facilitykind: 'CONDEEP 4 SHAFTS', name: 'TROLL A', icon: 'platform' },
      {
        idfacility: '453402',
        facilitykind: 'OFFSHORE WIND TURBINE',
        name: 'HYWIND TAMPEN 1',
        icon: 'windmill',
      },
    ]);
    expect(logged.map((l) => l.message)).toContain('Facilities left out');
  });

  it('serve the demo facilities as tiles', async () => {
    services = await serverPart.start(testServerContext());
    expect(services.demoData).toBe(true);
    expect(await tileText(services, 3.726, 60.646, 10)).toContain('TROLL A');
  });
});

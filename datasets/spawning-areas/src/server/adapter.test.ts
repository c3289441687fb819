import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testServerContext, type LoggedLine } from '@havkart/datasets-core/server/testing';
import { DEFAULT_FIELDS, readSpawningAreas } from './adapter.js';
import { demoSpawningAreasBody } from './demo.js';
import { serverPart } from './index.js';

const page = readFileSync(new URL('fixtures/gyteomrader-page.json', import.meta.url), 'utf8');
const last = JSON.stringify({ type: 'FeatureCollection', features: [] });

describe('spawning-area adapter', () => {
  it('reads polygons by species in any field case and skips features without one', () => {
    const { collection, skipped } = readSpawningAreas(page, DEFAULT_FIELDS);
    expect(collection.features.map((f) => f.properties)).toEqual([
      { id: '11', species: 'Torsk', name: 'Vestfjorden' },
      { id: '12', species: 'Sild', name: null },
    ]);
    expect(skipped).toBe(1);
  });

  it('takes the species field from the settings', () => {
    const { collection } = readSpawningAreas(page, { ...DEFAULT_FIELDS, species: 'navn' });
    expect(collection.features[0]!.properties!['species']).toBe('Vestfjorden');
    expect(collection.features[1]!.properties!['species']).toBe('Ukjent');
  });

  it('serves the demo areas', async () => {
    const services = await serverPart.start(testServerContext());
    expect(services.demoData).toBe(true);
    expect(services.geojson!().features.map((f) => f.properties!['species'])).toEqual([
      'Torsk',
      'Sild',
      'Lodde',
    ]);
    expect(readSpawningAreas(demoSpawningAreasBody(), DEFAULT_FIELDS).skipped).toBe(0);
  });

  it('reads every ArcGIS page of the upstream and logs what it skipped', async () => {
    const logged: LoggedLine[] = [];
    const asked: string[] = [];
    const services = await serverPart.start(
      testServerContext({
        settings: { URL: 'https://gis.example.org/FeatureServer/3/query?where=1%3D1&f=geojson' },
        logged,
        fetch: (async (input: string | URL | Request) => {
          const offset = new URL(String(input)).searchParams.get('resultOffset');
          asked.push(offset ?? '');
          return new Response(offset === '0' ? page : last);
        }) as typeof fetch,
      }),
    );
    expect(asked).toEqual(['0', '3']);
    expect(services.geojson!().features).toHaveLength(2);
    expect(logged).toContainEqual({
      level: 'warn',
      message: 'Dataset spawningareas: skipped 1 records that did not parse',
    });
    await services.close?.();
  });
});

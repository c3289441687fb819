import { readFileSync } from 'node:fs';
import type { DatasetServices } from '@havkart/datasets-core/server';
import { testServerContext, tileText } from '@havkart/datasets-core/server/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { readRocks } from './adapter.js';
import { serverPart } from './index.js';

const fixture = readFileSync(new URL('fixtures/rocks.geojson', import.meta.url), 'utf8');

let services: DatasetServices | undefined;
afterEach(async () => {
  await services?.close?.();
  services = undefined;
});

describe('rock adapter (own schema, unverified)', () => {
  it('keeps points with an id, marks obstructions and skips the rest, counted', () => {
    const { collection, skipped } = readRocks(fixture);
    expect(skipped).toBe(2);
    expect(collection.features.map((f) => f.properties)).toEqual([
      {
        id: '501',
        water_level_effect: 3,
        kind: 'underwater',
        acronym: 'LNDELV',
        sounding: 2.5,
        elevation: -2.5,
        name: 'Kvitebåen',
        obstruction: true,
      },
      {
        id: '502',
        water_level_effect: 2,
        kind: 'islet',
        acronym: 'LNDARE',
        sounding: null,
        elevation: 6,
        name: null,
        obstruction: false,
      },
      {
        id: '505',
        water_level_effect: 9,
        kind: null,
        acronym: null,
        sounding: 10,
        elevation: 3,
        name: null,
        obstruction: true,
      },
    ]);
  });

  it('refuses a body that is not a collection', () => {
    expect(() => readRocks('[]')).toThrow();
    expect(() => readRocks('Service unavailable')).toThrow();
  });

  it('serves the upstream once DATASET_ROCKS_URL is set, and logs what it skipped', async () => {
    const logged: { level: 'info' | 'warn' | 'error'; message: string }[] = [];
    services = await serverPart.start(
      testServerContext({
        settings: { URL: 'https://rocks.example/rocks.geojson' },
        fetch: () => Promise.resolve(new Response(fixture)),
        logged,
      }),
    );
    expect(services.demoData).toBe(false);
    expect(services.geojson?.().features).toHaveLength(3);
    expect(logged.map((l) => l.message)).toContain('Rocks without id or point skipped');
  });
});

describe('rock tiles', () => {
  it('serve the demo rocks from zoom 10, none below', async () => {
    services = await serverPart.start(testServerContext());
    expect(services.demoData).toBe(true);
    for (const z of [10, 13, 16]) {
      const text = await tileText(services, 5.02, 60.21, z);
      expect(text, `zoom ${z}`).toContain('demo-r1');
    }
    expect(await tileText(services, 5.02, 60.21, 9)).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import type { DatasetServices } from '@havkart/datasets-core/server';
import { testServerContext, tileText } from '@havkart/datasets-core/server/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { regionManifests } from '../manifest.js';
import { readRegions } from './adapters.js';
import { regionServerParts } from './index.js';

const fixture = (id: string) =>
  readFileSync(new URL(`fixtures/${id}.geojson`, import.meta.url), 'utf8');
const read = (id: string) => readRegions(id, fixture(id));

let services: DatasetServices | undefined;
afterEach(async () => {
  await services?.close?.();
  services = undefined;
});

describe('region adapters (own schema, unverified; protected areas in Naturbase names)', () => {
  it('read police districts by number', () => {
    const { collection, skipped } = read('policedistricts');
    expect(collection.features.map((f) => f.properties)).toEqual([{ name: 'Vest', number: '7' }]);
    expect(skipped).toBe(1);
  });

  it('map Naturbase’s naturvernId, navn and verneform to id, name and protection', () => {
    const { collection, skipped } = read('protectedareas');
    expect(collection.features.map((f) => f.properties)).toEqual([
      { id: 'VV00002391', name: 'Fedjeosen', protection: 'Naturreservat' },
    ]);
    expect(skipped).toBe(1);
  });

  it('read VTS areas by id, and VHF coverage with its own scalar properties', () => {
    expect(read('vtsareas').collection.features[0]?.properties).toEqual({
      id: 'fedje',
      name: 'Fedje VTS',
    });
    expect(read('vhfcoverage').collection.features[0]?.properties).toEqual({
      id: '12',
      station: 'Bergen',
      channel: 16,
    });
  });

  it('read maritime boundaries as lines by kurveid and navn', () => {
    const { collection, skipped } = read('maritimeboundaries');
    expect(collection.features.map((f) => f.properties)).toEqual([
      { kurveid: '3301', navn: 'Territorialgrense' },
    ]);
    expect(skipped).toBe(1);
  });

  it('colour the firing-range danger zone by farge', () => {
    expect(read('firingrange').collection.features.map((f) => f.properties?.['colour'])).toEqual([
      'green',
      'yellow',
      'red',
    ]);
  });
});

describe('region server parts', () => {
  it('are one per manifest, in order', () => {
    expect(regionServerParts.map((p) => p.datasetId)).toEqual(regionManifests.map((m) => m.id));
  });

  it.each([
    ['policedistricts', 5.5, 60.5, 'Vest'],
    ['protectedareas', 5.1, 60.65, 'Fedjeosen'],
    ['vtsareas', 4.9, 60.7, 'Fedje VTS'],
    ['vhfcoverage', 5.05, 60.2, 'demo-vhf-1'],
    ['maritimeboundaries', 4.35, 60.5, 'demo-1'],
    ['firingrange', 5.2, 60.1, 'Grønn'],
  ])('%s serves its demo data as tiles', async (id, lon, lat, expected) => {
    const part = regionServerParts.find((p) => p.datasetId === id)!;
    services = await part.start(testServerContext());
    expect(services.demoData).toBe(true);
    const text = await tileText(services, lon, lat, 8);
    expect(text).toContain(id);
    expect(text).toContain(expected);
  });

  it('serve the upstream once its URL is set, skipping what it cannot use', async () => {
    const logged: { level: 'info' | 'warn' | 'error'; message: string }[] = [];
    const part = regionServerParts.find((p) => p.datasetId === 'policedistricts')!;
    services = await part.start(
      testServerContext({
        settings: { URL: 'https://police.example/districts.geojson' },
        fetch: () => Promise.resolve(new Response(fixture('policedistricts'))),
        logged,
      }),
    );
    expect(services.demoData).toBe(false);
    expect(services.geojson?.().features).toHaveLength(1);
    expect(logged.map((l) => l.message)).toContain('Features without key or geometry skipped');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testServerContext, type LoggedLine } from '@havkart/datasets-core/server/testing';
import { readSites } from './sites.js';
import { demoSitesBody, DEMO_SITES } from './demo.js';
import { serverPart } from './index.js';

const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const page1 = fixture('akvakulturregisteret-page-1.json');
const page2 = fixture('akvakulturregisteret-page-2.json');

describe('aquaculture site adapter', () => {
  it('reads the register’s fields in any letter case, from a Point or from lat/lon', () => {
    const { collection, skipped } = readSites(page1);
    expect(collection.features.map((f) => [f.id, f.geometry, f.properties])).toEqual([
      [
        12345,
        { type: 'Point', coordinates: [5.1234, 59.9876] },
        {
          loknr: 12345,
          name: 'Lausvika',
          status: 'KLARERT',
          capacity: 3120,
          capacityUnit: 'TN',
          municipality: 'Bømlo',
          placement: 'SJØ',
        },
      ],
      [
        23456,
        { type: 'Point', coordinates: [8.75, 63.5] },
        {
          loknr: 23456,
          name: 'Uten geometri',
          status: 'KLARERT',
          capacity: 780,
          capacityUnit: 'TN',
          municipality: null,
          placement: null,
        },
      ],
    ]);
    // The record without a site number.
    expect(skipped).toBe(1);
  });

  it('draws a site listed twice once and skips a position off the globe', () => {
    const { collection, skipped } = readSites(page2);
    expect(collection.features.map((f) => f.id)).toEqual([34567, 12345]);
    expect(skipped).toBe(1);
  });

  it('throws on an answer that is no FeatureCollection, so the last good sites stay', () => {
    expect(() => readSites('{"error":"nope"}')).toThrow();
  });

  it('serves the demo sites, at sea and labelled demo', async () => {
    const services = await serverPart.start(testServerContext());
    expect(services.demoData).toBe(true);
    const names = services.geojson!().features.map((f) => f.properties!['name']);
    expect(names).toHaveLength(DEMO_SITES.length);
    expect(names.every((name) => String(name).startsWith('Demo '))).toBe(true);
    expect(readSites(demoSitesBody()).skipped).toBe(0);
  });

  it('reads every ArcGIS page of the register and logs what it skipped', async () => {
    const logged: LoggedLine[] = [];
    const asked: string[] = [];
    const services = await serverPart.start(
      testServerContext({
        settings: {
          URL: 'https://gis.example.org/Akvakulturregisteret/FeatureServer/0/query?where=1%3D1&outFields=*&outSR=4326&f=geojson',
        },
        logged,
        fetch: (async (input: string | URL | Request) => {
          const offset = new URL(String(input)).searchParams.get('resultOffset');
          asked.push(offset ?? '');
          return new Response(offset === '0' ? page1 : page2);
        }) as typeof fetch,
      }),
    );
    expect(asked).toEqual(['0', '3']);
    expect(services.demoData).toBe(false);
    expect(services.geojson!().features.map((f) => f.id)).toEqual([12345, 23456, 34567]);
    expect(logged).toContainEqual({
      level: 'warn',
      message: 'Dataset aquaculture: skipped 2 records that did not parse',
    });
    await services.close?.();
  });
});

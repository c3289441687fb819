import { describe, expect, it, vi } from 'vitest';
import { createVesselSource, DEMO_VESSELS, readVesselList } from './vessels.js';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

describe('the fish-health vessel list', () => {
  it('reads an array or an object holding one, skipping records without an MMSI', () => {
    const list = JSON.stringify([
      { mmsi: 257000002, vesselName: ' Ronja Nord ' },
      { mmsi: '257000001', name: 'Aqua Merd' },
      { mmsi: 12, name: 'Too short' },
      { name: 'No MMSI' },
      { mmsi: 257000003 },
    ]);
    const { vessels, skipped } = readVesselList(list);
    expect(skipped).toBe(2);
    expect(vessels).toEqual([
      { mmsi: 257000003, name: null },
      { mmsi: 257000001, name: 'Aqua Merd' },
      { mmsi: 257000002, name: 'Ronja Nord' },
    ]);
    expect(readVesselList(JSON.stringify({ vessels: [{ mmsi: 257000001 }] })).vessels).toEqual([
      { mmsi: 257000001, name: null },
    ]);
    expect(() => readVesselList('{"localities": []}')).toThrow(/no array/);
  });

  it('answers the demo list without an upstream', async () => {
    const source = createVesselSource({ datasetId: 'aquaculture', fetch, logger });
    expect(await source.vessels(2026, 15)).toEqual({
      year: 2026,
      week: 15,
      vessels: DEMO_VESSELS,
      demoData: true,
    });
  });

  it('asks the upstream for the week, and keeps its last good list when it fails', async () => {
    let now = 0;
    const asked: string[] = [];
    let failing = false;
    const upstream = (url: string | URL | Request) => {
      asked.push(String(url));
      if (failing) return Promise.resolve(new Response('', { status: 503 }));
      return Promise.resolve(new Response(JSON.stringify([{ mmsi: 257000001, name: 'A' }])));
    };
    const source = createVesselSource({
      datasetId: 'aquaculture',
      url: 'https://upstream.test/vessels/{year}/{week}',
      fetch: upstream as typeof fetch,
      logger,
      now: () => now,
    });
    const first = await source.vessels(2026, 15);
    expect(first).toMatchObject({ demoData: false, vessels: [{ mmsi: 257000001, name: 'A' }] });
    expect(asked).toEqual(['https://upstream.test/vessels/2026/15']);
    failing = true;
    now = 60 * 60 * 1000;
    expect(await source.vessels(2026, 15)).toEqual(first);
    await expect(source.vessels(2026, 16)).rejects.toThrow('HTTP 503');
  });
});

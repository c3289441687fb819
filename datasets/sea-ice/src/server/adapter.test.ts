import { polygonArea, LARGE_POLYGON_AREA } from '@havkart/datasets-core/server';
import {
  testServerContext,
  tileLayerFeatures,
  type LoggedLine,
} from '@havkart/datasets-core/server/testing';
import type { Polygon } from 'geojson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDemoChart } from './demo/demo-chart.js';
import { manifest, SEA_ICE_CLASSES } from '../manifest.js';
import { chartDateOf, chartFromLayers, readNisChart, seaIceClassOf } from './adapter.js';
import { demoChartZip, serverPart } from './index.js';

describe('ice chart classes', () => {
  it.each([
    ['Fast Ice', 'fast-ice'],
    ['Very Close Drift Ice', 'very-close-drift-ice'],
    ['Close Drift Ice', 'close-drift-ice'],
    ['Open Drift Ice', 'open-drift-ice'],
    ['Very Open Drift Ice', 'very-open-drift-ice'],
    ['Open Water', 'open-water'],
    ['Ice Free', 'other'],
    ['Glacier', 'other'],
    ['  very  close drift ICE ', 'very-close-drift-ice'],
  ] as const)('%s is shown as %s', (name, shown) => {
    expect(seaIceClassOf(name)).toBe(shown);
  });

  it('reads the class from ICE_TYPE in older copies, and skips areas without one', () => {
    const square: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [20, 78],
          [21, 78],
          [21, 79],
          [20, 78],
        ],
      ],
    };
    const chart = chartFromLayers([
      {
        type: 'FeatureCollection',
        fileName: 'NIS_arctic_20250301_pl_a',
        features: [
          { type: 'Feature', geometry: square, properties: { ICE_TYPE: 'Close Drift Ice' } },
          { type: 'Feature', geometry: square, properties: {} },
          { type: 'Feature', geometry: { type: 'Point', coordinates: [20, 78] }, properties: {} },
        ],
      },
    ]);
    expect(chart.skipped).toBe(2);
    expect(chart.collection.features.map((f) => f.properties)).toEqual([
      { class: 'close-drift-ice', nisClass: 'Close Drift Ice', date: '2025-03-01' },
    ]);
  });
});

describe('chart date', () => {
  it('comes from the file name', () => {
    expect(chartDateOf('NIS_arctic_20260115_pl_a')).toBe('2026-01-15');
    expect(chartDateOf('NIS_arctic_latest_pl_a')).toBeNull();
    expect(chartDateOf('NIS_arctic_20261345_pl_a')).toBeNull();
    expect(chartDateOf(undefined)).toBeNull();
  });
});

describe('the demo chart', () => {
  it('is the zip the generator builds', () => {
    expect(Buffer.from(demoChartZip()).equals(Buffer.from(buildDemoChart()))).toBe(true);
  });

  it('reads through the adapter: every class, its date, reprojected to near Svalbard', async () => {
    const { collection, skipped } = await readNisChart(demoChartZip());
    expect(skipped).toBe(0);
    expect(collection.features.map((f) => f.properties.class).sort()).toEqual(
      [...SEA_ICE_CLASSES].sort(),
    );
    expect(new Set(collection.features.map((f) => f.properties.date))).toEqual(
      new Set(['2026-01-15']),
    );
    const fast = collection.features.find((f) => f.properties.class === 'fast-ice')!;
    const ring = (fast.geometry as Polygon).coordinates[0]!;
    const lons = ring.map((p) => p[0]!);
    const lats = ring.map((p) => p[1]!);
    // The generator's box for fast ice is 19.4–20.6° E, 77.7–78.15° N (Storfjorden).
    expect(Math.min(...lons)).toBeCloseTo(19.4, 6);
    expect(Math.max(...lons)).toBeCloseTo(20.6, 6);
    expect(Math.min(...lats)).toBeCloseTo(77.7, 6);
    expect(Math.max(...lats)).toBeCloseTo(78.15, 6);
  });

  it('is served filled although an area exceeds the size drawn as lines elsewhere', async () => {
    const services = await serverPart.start(testServerContext({ settings: {} }));
    expect(services.demoData).toBe(true);
    const data = services.geojson!();
    const close = data.features.find((f) => f.properties?.['class'] === 'very-close-drift-ice')!;
    expect(close.geometry.type).toBe('Polygon');
    expect(polygonArea((close.geometry as Polygon).coordinates)).toBeGreaterThan(
      LARGE_POLYGON_AREA,
    );
    const tile = await tileLayerFeatures(services, manifest.id, 40, 80.5, 4);
    expect(tile.map((f) => f.properties['class'])).toContain('very-close-drift-ice');
    await services.close?.();
  });
});

describe('the chart from DATASET_SEAICE_URL', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is fetched as a zip and read by the same adapter; a failed fetch is logged, the chart kept', async () => {
    vi.useFakeTimers();
    let fail = false;
    const fetcher = (async () =>
      fail
        ? new Response('down', { status: 500 })
        : new Response(Buffer.from(demoChartZip()), {
            headers: { 'content-type': 'application/zip' },
          })) as unknown as typeof fetch;
    const logged: LoggedLine[] = [];
    const services = await serverPart.start(
      testServerContext({
        settings: { URL: 'https://ice.example/NIS_arctic_latest_pl_a.zip', REFRESH_S: '3600' },
        logged,
        fetch: fetcher,
      }),
    );
    expect(services.demoData).toBe(false);
    expect(services.geojson!().features).toHaveLength(SEA_ICE_CLASSES.length);
    expect(logged).toEqual([]);

    fail = true;
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(logged.map((l) => l.message)).toEqual([
      'Dataset seaice: upstream https://ice.example/NIS_arctic_latest_pl_a.zip failed: HTTP 500; keeping the last data',
    ]);
    expect(services.geojson!().features).toHaveLength(SEA_ICE_CLASSES.length);
    await services.close?.();
  });
});

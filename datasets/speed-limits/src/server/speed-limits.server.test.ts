import { readFileSync } from 'node:fs';
import type { DatasetServices } from '@havkart/datasets-core/server';
import { testServerContext, tileText } from '@havkart/datasets-core/server/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { readSpeedLimits } from './adapter.js';
import { commercialServerPart, recreationalServerPart } from './index.js';

const fixture = readFileSync(new URL('fixtures/speed-limits.geojson', import.meta.url), 'utf8');

let services: DatasetServices | undefined;
afterEach(async () => {
  await services?.close?.();
  services = undefined;
});

describe('speed-limit adapter (own schema, unverified)', () => {
  it('keeps areas with an id, with class and full-year flag, and counts the rest', () => {
    const { collection, skipped } = readSpeedLimits(fixture);
    expect(skipped).toBe(2);
    expect(collection.features.map((f) => f.properties)).toEqual([
      {
        id: '7101',
        speed: 5,
        validperiodfrom: '01.01',
        validperiodto: '31.12',
        name: 'Vågen',
        speedclass: 'red',
        fullyear: true,
      },
      {
        id: '7102',
        speed: 5.1,
        validperiodfrom: '01.05',
        validperiodto: '30.09',
        name: null,
        speedclass: 'blue',
        fullyear: false,
      },
    ]);
  });
});

describe('speed-limit tiles', () => {
  it('serve each dataset its own demo areas', async () => {
    services = await commercialServerPart.start(testServerContext());
    expect(await tileText(services, 5.31, 60.396, 12)).toContain('demo-c1');
    await services.close?.();
    services = await recreationalServerPart.start(testServerContext());
    const text = await tileText(services, 5.31, 60.396, 12);
    expect(text).toContain('demo-f1');
    expect(text).not.toContain('demo-c1');
  });
});

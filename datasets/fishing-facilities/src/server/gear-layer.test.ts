import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  tileLayerFeatures,
  testServerContext,
  type LoggedLine,
} from '@havkart/datasets-core/server/testing';
import { gearServicesOf } from './gear-layer.js';
import { lostServerPart, serverPart } from './index.js';

const fixture = readFileSync(new URL('fixtures/fishingfacility.json', import.meta.url), 'utf8');

describe('fishing-facility layer', () => {
  it('serves the demo gear anonymised, and every field in the extended view', async () => {
    const services = gearServicesOf(await serverPart.start(testServerContext()))!;
    expect(services.demoData).toBe(true);
    const anonymous = services.geojson!().features;
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous.every((f) => !('vesselName' in f.properties!))).toBe(true);
    expect(services.extended!.geojson().features[0]!.properties!['vesselName']).toBeTruthy();

    const [plain] = await tileLayerFeatures(services, 'fishingfacility', 14.33, 68.06, 10);
    expect(plain!.properties).not.toHaveProperty('vesselName');
    expect(plain!.properties['toolType']).toBe('nets');
    const extendedOnly = { ...services, tiles: services.extended!.tiles };
    const [full] = await tileLayerFeatures(extendedOnly, 'fishingfacility', 14.33, 68.06, 10);
    expect(full!.properties['vesselName']).toBe('DEMO SKREI');
  });

  it('reads the upstream with a token and lays reported gear over it', async () => {
    const logged: LoggedLine[] = [];
    const asked: (string | null)[] = [];
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).endsWith('/connect/token')) {
        return Response.json({ access_token: 'abc', expires_in: 3600 });
      }
      asked.push(new Headers(init?.headers).get('authorization'));
      return new Response(fixture);
    }) as typeof fetch;
    const started = await serverPart.start(
      testServerContext({
        settings: {
          URL: 'https://bw.example.org/bwapi/v1/geodata/fishingfacility',
          CLIENT_ID: 'id',
          CLIENT_SECRET: 'secret',
        },
        fetch: fetchImpl,
        logged,
      }),
    );
    const services = gearServicesOf(started)!;
    expect(services.demoData).toBe(false);
    expect(asked).toEqual(['Bearer abc']);
    expect(services.geojson!().features).toHaveLength(3);
    expect(logged).toContainEqual({
      level: 'warn',
      message: 'Dataset fishingfacility: skipped 2 records that did not parse',
    });

    const reported = {
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [15, 68.5] },
      properties: { toolId: 'own-1', toolTypeCode: 'NETS', toolType: 'nets', vesselName: 'OWN' },
    };
    services.setOverlay({
      add: [reported],
      hide: new Set(['2b8e5b1a-5c4f-4f3d-9a51-0a1a3c5f0002']),
    });
    const ids = services.geojson!().features.map((f) => f.properties!['toolId']);
    expect(ids).toEqual([
      '2b8e5b1a-5c4f-4f3d-9a51-0a1a3c5f0001',
      '2b8e5b1a-5c4f-4f3d-9a51-0a1a3c5f0003',
      'own-1',
    ]);
    expect(services.find('own-1')!.properties!['vesselName']).toBe('OWN');
    expect(services.find('2b8e5b1a-5c4f-4f3d-9a51-0a1a3c5f0002')).toBeNull();
    await services.close?.();
  });

  it('has one view for lost gear', async () => {
    const services = gearServicesOf(await lostServerPart.start(testServerContext()))!;
    expect(services.extended).toBeNull();
    expect(services.geojson!().features).toHaveLength(2);
  });
});

import type { DatasetServices } from '@havkart/datasets-core/server';
import { testServerContext, tileText } from '@havkart/datasets-core/server/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { serverPart } from './index.js';

let services: DatasetServices | undefined;
afterEach(async () => {
  await services?.close?.();
  services = undefined;
});

describe('fairway tiles (spec 02 §7)', () => {
  it('serve the Korsfjorden main lead with its id, type and place name from zoom 5 to 14', async () => {
    services = await serverPart.start(testServerContext());
    expect(services.demoData).toBe(true);
    expect([services.tiles?.minZoom, services.tiles?.maxZoom]).toEqual([5, 14]);
    for (const z of [5, 11, 14]) {
      const text = await tileText(services, 5.1, 60.1625, z);
      expect(text, `zoom ${z}`).toContain(manifest.id);
      expect(text).toContain('demo-korsfjorden');
      expect(text).toContain('Hovedled');
      expect(text).toContain('Korsfjorden');
    }
    expect(await tileText(services, 5.1, 60.1625, 4)).toBeNull();
    expect(await tileText(services, 5.1, 60.1625, 15)).toBeNull();
  });

  it('serve no tile over open ocean far from any fairway', async () => {
    services = await serverPart.start(testServerContext());
    const text = await tileText(services, -20, 50, 9);
    expect(text === null || !text.includes('demo-')).toBe(true);
  });
});

import type { DatasetServices } from '@havkart/datasets-core/server';
import { testServerContext, tileText } from '@havkart/datasets-core/server/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { SEA_NAME_ZOOMS, seaNamesManifest, svalbardNamesManifest } from '../manifest.js';
import { seaNamesServerPart, svalbardNamesServerPart } from './index.js';

let services: DatasetServices | undefined;
afterEach(async () => {
  await services?.close?.();
  services = undefined;
});

describe('place-name tiles (spec 02 §7, §9)', () => {
  it('sea names: Norskerenna with its type in tiles from zoom 7 up to the source max zoom 15', async () => {
    services = await seaNamesServerPart.start(testServerContext());
    expect(services.demoData).toBe(true);
    expect([services.tiles?.minZoom, services.tiles?.maxZoom]).toEqual([
      SEA_NAME_ZOOMS.min,
      SEA_NAME_ZOOMS.sourceMax,
    ]);
    for (const z of [7, 10, 15]) {
      const text = await tileText(services, 4.6, 59.0, z);
      expect(text, `zoom ${z}`).toContain(seaNamesManifest.id);
      expect(text).toContain('Norskerenna');
      expect(text).toContain('havdyp');
    }
    expect(await tileText(services, 4.6, 59.0, 6)).toBeNull();
    expect(await tileText(services, 4.6, 59.0, 16)).toBeNull();
  });

  it('Svalbard names: Isfjorden with its terrain form in tiles from zoom 2 to 10', async () => {
    services = await svalbardNamesServerPart.start(testServerContext());
    expect([services.tiles?.minZoom, services.tiles?.maxZoom]).toEqual([2, 10]);
    for (const z of [2, 6, 10]) {
      const text = await tileText(services, 14.5, 78.2, z);
      expect(text, `zoom ${z}`).toContain(svalbardNamesManifest.id);
      expect(text).toContain('Isfjorden');
      expect(text).toContain('fiord');
    }
    expect(await tileText(services, 14.5, 78.2, 1)).toBeNull();
    expect(await tileText(services, 14.5, 78.2, 11)).toBeNull();
  });
});

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASEMAP_MAX_ZOOM, BASEMAP_REGION, basemapManifest } from './manifest.js';

const dataDir = new URL('../data/', import.meta.url);

interface DataManifest {
  bbox: number[];
  minZoom: number;
  maxZoom: number;
  files: Record<string, { bytes: number; sha256: string }>;
  tiles: { total: number; distinct: number; byZoom: Record<string, number> };
}
const data = JSON.parse(readFileSync(new URL('manifest.json', dataDir), 'utf8')) as DataManifest;

describe('basemap manifest', () => {
  it('covers Norwegian waters, Svalbard and Jan Mayen', () => {
    const [w, s, e, n] = BASEMAP_REGION;
    expect(w).toBeLessThanOrEqual(-12.9);
    expect(e).toBeGreaterThanOrEqual(50.7);
    expect(s).toBeLessThanOrEqual(56.6);
    expect(n).toBeGreaterThanOrEqual(81);
    // Jan Mayen and Longyearbyen
    expect(w < -8.3 && s < 71 && n > 71).toBe(true);
    expect(e > 15.6 && n > 78.2).toBe(true);
  });

  it('offers the two variants, simple first', () => {
    const [first, second] = [...basemapManifest.variants].sort((a, b) => a.priority - b.priority);
    expect(first).toMatchObject({ id: 'simple', sourceMaxZoom: 12, maxZoom: 12 });
    expect(second).toMatchObject({ id: 'standard', maxZoom: 14 });
    for (const v of basemapManifest.variants)
      expect(v.sourceMaxZoom).toBeLessThanOrEqual(BASEMAP_MAX_ZOOM);
    expect(basemapManifest.sourceLayers).toEqual({ land: 'land', coastline: 'coastline' });
  });

  it('agrees with the generated data manifest', () => {
    expect(data.bbox).toEqual([...BASEMAP_REGION]);
    expect(data.minZoom).toBe(basemapManifest.minZoom);
    expect(data.maxZoom).toBe(basemapManifest.maxZoom);
    const byZoom = Object.values(data.tiles.byZoom).reduce((a, b) => a + b, 0);
    expect(byZoom).toBe(data.tiles.total);
    // All-land squares and repeated edges are stored once.
    expect(data.tiles.distinct).toBeLessThan(data.tiles.total / 2);
  });

  it.each(Object.keys(data.files))('records the size and sha256 of the committed %s', (name) => {
    const bytes = readFileSync(new URL(name, dataDir));
    const entry = data.files[name];
    expect(bytes.length).toBe(entry?.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(entry?.sha256);
  });
});

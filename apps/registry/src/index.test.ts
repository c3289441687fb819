import { describe, expect, it } from 'vitest';
import { mapOrderingProblems } from '@havkart/datasets-core';
import { datasetRegistry } from './index.js';
import { datasetServerParts } from './server.js';

describe('the dataset registry', () => {
  it('lists the base map first, as a prioritised base map in its group', () => {
    const [first] = datasetRegistry.datasets;
    expect(first).toMatchObject({
      id: 'basemap',
      group: 'basemaps',
      baseMap: true,
      prioritised: true,
      needsApiKey: false,
    });
    expect(first?.sources[0]?.dataUrl).toBe('/tiles/basemap/{z}/{x}/{y}.pbf');
    expect(datasetRegistry.groups.map((g) => g.id)).toContain('basemaps');
  });

  it('lists the simple (z12) and standard (z14) base maps, both prioritised over the same tiles', () => {
    const baseMaps = datasetRegistry.datasets.filter((d) => d.baseMap && d.prioritised);
    expect(baseMaps.map((d) => [d.id, d.zoom.max, d.prioritised])).toEqual([
      ['basemap', 14, true],
      ['basemap-simple', 12, true],
    ]);
    expect(new Set(baseMaps.map((d) => d.sources[0]?.dataUrl)).size).toBe(1);
  });

  it('offers the raster maps in the base-map choice after them, not prioritised', () => {
    const raster = datasetRegistry.datasets.filter((d) => d.baseMap && !d.prioritised);
    expect(raster.map((d) => d.id)).toEqual(['nationalmap', 'nauticalchart', 'aerial']);
  });

  it('has a registered dataset for every server part, each once', () => {
    const ids = datasetServerParts.map((part) => part.datasetId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(datasetRegistry.get(id), id).toBeDefined();
  });

  it('has no ordering problem a client would log', () => {
    expect(mapOrderingProblems(datasetRegistry.datasets)).toEqual([]);
  });
});

import { themes, type MapTheme } from '@havkart/theme';
import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import {
  DRAWING_BAND_SORT_KEY,
  MapComposer,
  type ComposableMap,
  type MapDatasetDescriptor,
} from './composer.js';

/** A map that keeps its layer stack in a list, the way MapLibre orders layers. */
class LayerStack implements ComposableMap {
  readonly layers: LayerSpecification[] = [];
  readonly sources = new Map<string, SourceSpecification>();
  readonly restyled: [string, string, unknown][] = [];
  addSource(id: string, source: SourceSpecification) {
    if (this.sources.has(id)) throw new Error(`source ${id} exists`);
    this.sources.set(id, source);
  }
  removeSource(id: string) {
    this.sources.delete(id);
  }
  addLayer(layer: LayerSpecification, beforeId?: string) {
    const index = beforeId ? this.layers.findIndex((l) => l.id === beforeId) : -1;
    if (beforeId && index === -1) throw new Error(`no layer ${beforeId}`);
    this.layers.splice(index === -1 ? this.layers.length : index, 0, layer);
  }
  removeLayer(id: string) {
    this.layers.splice(
      this.layers.findIndex((l) => l.id === id),
      1,
    );
  }
  setPaintProperty(layerId: string, name: string, value: unknown) {
    this.restyled.push([layerId, name, value]);
  }
  setLayoutProperty(layerId: string, name: string, value: unknown) {
    this.restyled.push([layerId, name, value]);
  }
  ids() {
    return this.layers.map((layer) => layer.id);
  }
}

function dataset(
  id: string,
  order: number | undefined,
  roles = ['fill', 'line'],
): MapDatasetDescriptor {
  return {
    datasetId: id,
    placement: { kind: 'dataset', order },
    sources: { data: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
    layers: (theme: MapTheme) =>
      roles.map((role) => ({
        role,
        type: 'line' as const,
        sourceRole: 'data',
        interactive: role === 'fill',
        paint: { 'line-color': theme.coastline },
      })),
  };
}

const base: MapDatasetDescriptor = {
  datasetId: 'basemap',
  placement: { kind: 'base' },
  sources: {},
  layers: (theme) => [
    { role: 'water', type: 'background', paint: { 'background-color': theme.water } },
  ],
};

const quiet = { warn: vi.fn(), error: vi.fn() };

describe('map composer', () => {
  it('derives ids as dataset:role and stacks base maps under datasets by order', () => {
    const map = new LayerStack();
    const composer = new MapComposer(themes.day, quiet);
    composer.attach(map);
    composer.add(dataset('warnings', 5));
    composer.add(base);
    composer.add(dataset('ais', 9));
    composer.add(dataset('depth', 1));
    const order = [
      'basemap:water',
      'depth:fill',
      'depth:line',
      'warnings:fill',
      'warnings:line',
      'ais:fill',
      'ais:line',
    ];
    expect(map.ids()).toEqual(order);
    expect(composer.layerIds()).toEqual(order);
    expect([...map.sources.keys()]).toEqual(['warnings:data', 'ais:data', 'depth:data']);
    expect(map.layers[1]).toMatchObject({ source: 'depth:data' });
    expect(composer.interactiveLayerIds()).toEqual(['depth:fill', 'warnings:fill', 'ais:fill']);
  });

  it('keeps descriptors added before the map and draws them in order when it attaches', () => {
    const composer = new MapComposer(themes.day, quiet);
    composer.add(dataset('ais', 9));
    composer.add(base);
    const map = new LayerStack();
    composer.attach(map);
    expect(map.ids()).toEqual(['basemap:water', 'ais:fill', 'ais:line']);
  });

  it('refuses a dataset twice and logs the spec ordering messages', () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const composer = new MapComposer(themes.day, log);
    composer.attach(new LayerStack());
    composer.add(dataset('a', 2));
    expect(() => composer.add(dataset('a', 3))).toThrow('dataset "a" is already on the map');
    composer.add(dataset('b', 2));
    expect(log.error).toHaveBeenCalledWith('Map ordering: duplicate values', 'b', 2);
    composer.add(dataset('c', undefined));
    expect(log.warn).toHaveBeenCalledWith('Map ordering: property missing', 'c');
    // Without an order a dataset goes near the bottom: above base maps, below the others.
    expect(composer.layerIds().slice(0, 2)).toEqual(['c:fill', 'c:line']);
  });

  it('keeps a band above every dataset for a drawing tool that adds its own layers', () => {
    const map = new LayerStack();
    const composer = new MapComposer(themes.day, quiet);
    composer.attach(map);
    composer.add(dataset('ais', 9, ['line']));
    const { beforeLayerId } = composer.reserveForeignBand('draw', DRAWING_BAND_SORT_KEY);
    // The tool inserts its layers itself, under the band's ceiling.
    map.addLayer({ id: 'td-lines', type: 'background' }, beforeLayerId);
    composer.add({
      ...dataset('labels', undefined, ['text']),
      placement: { kind: 'band', sortKey: DRAWING_BAND_SORT_KEY + 10 },
    });
    // A dataset switched on later still goes under the tool's layers.
    composer.add(dataset('warnings', 500, ['line']));
    expect(map.ids()).toEqual([
      'ais:line',
      'warnings:line',
      'draw:band-floor',
      'td-lines',
      'draw:band-ceiling',
      'labels:text',
    ]);
    expect(map.layers.find((l) => l.id === 'draw:band-floor')).toMatchObject({
      layout: { visibility: 'none' },
    });
  });

  it('restyles only what a theme changes, on the live map', () => {
    const map = new LayerStack();
    const composer = new MapComposer(themes.day, quiet);
    composer.attach(map);
    composer.add(base);
    composer.add(dataset('depth', 1, ['line']));
    composer.setTheme(themes.night);
    expect(map.restyled).toEqual([
      ['basemap:water', 'background-color', themes.night.water],
      ['depth:line', 'line-color', themes.night.coastline],
    ]);
    expect(map.ids()).toEqual(['basemap:water', 'depth:line']);
  });

  it('removes a dataset with its layers and sources', () => {
    const map = new LayerStack();
    const composer = new MapComposer(themes.day, quiet);
    composer.attach(map);
    composer.add(dataset('depth', 1));
    composer.remove('depth');
    expect(map.ids()).toEqual([]);
    expect(map.sources.size).toBe(0);
    expect(composer.has('depth')).toBe(false);
  });
});

describe('replacing a dataset’s data in place', () => {
  const first = { type: 'FeatureCollection', features: [] };
  const second = { type: 'FeatureCollection', features: [{ type: 'Feature' }] };
  const withData = (data: unknown): MapDatasetDescriptor => ({
    ...dataset('warnings', 5),
    sources: {
      data: { type: 'geojson', data: data as never },
      tiles: { type: 'vector', tiles: ['/tiles/x/{z}/{x}/{y}.pbf'] },
    },
  });

  it('sets the new data on the drawn source, keeping its layers', () => {
    const stack = new LayerStack();
    const setData = vi.fn();
    const map: ComposableMap = { ...bind(stack), getSource: () => ({ setData }) };
    const composer = new MapComposer(themes.day);
    composer.attach(map);
    composer.add(withData(first));
    const layers = stack.ids();
    expect(composer.replaceData('warnings', first, second)).toBe(true);
    expect(setData).toHaveBeenCalledExactlyOnceWith(second);
    expect(stack.ids()).toEqual(layers);
  });

  it('draws the new data on a map attached later', () => {
    const composer = new MapComposer(themes.day);
    composer.add(withData(first));
    composer.replaceData('warnings', first, second);
    const stack = new LayerStack();
    composer.attach(stack);
    expect((stack.sources.get('warnings:data') as { data: unknown }).data).toBe(second);
  });

  it('says so when no source holds the old data, so the caller rebuilds', () => {
    const composer = new MapComposer(themes.day);
    composer.add(withData(first));
    expect(composer.replaceData('warnings', { other: true }, second)).toBe(false);
    expect(composer.replaceData('unknown', first, second)).toBe(false);
  });
});

/** The stack's methods as a plain object, so a test can add `getSource` beside them. */
function bind(stack: LayerStack): ComposableMap {
  return {
    addSource: stack.addSource.bind(stack),
    removeSource: stack.removeSource.bind(stack),
    addLayer: stack.addLayer.bind(stack),
    removeLayer: stack.removeLayer.bind(stack),
    setPaintProperty: stack.setPaintProperty.bind(stack),
    setLayoutProperty: stack.setLayoutProperty.bind(stack),
  };
}

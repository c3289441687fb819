// The gl renderer of VesselView against a stand-in map: the custom layer goes under the labels
// and the icon layer is hidden, clicks find vessels through queryRenderedFeatures, labels get
// only the vessels in view from their zoom, and a restarted view replaces the old layer.
import { describe, expect, it } from 'vitest';
import type { Feature } from 'geojson';
import { ICON_KINDS, vesselIconImageId, vesselMarkImageId } from '../icons/index.js';
import { LiveStore } from '../live/store.js';
import type { VesselRecord } from '../live/records.js';
import { DEFAULT_VIEW_OPTIONS, VesselView } from './vessel-view.js';

interface Added {
  id: string;
  implementation?: unknown;
}

function fakeMap(zoom: number, bounds = { west: 4, south: 59, east: 6, north: 61 }) {
  const layers = new Map<string, Added>(
    ['ais:positions', 'ais:labels', 'ais:vectors', 'ais:hulls'].map((id) => [id, { id }]),
  );
  const order: string[] = [...layers.keys()];
  const sent = new Map<string, Feature[]>();
  const visibility = new Map<string, unknown>();
  const source = (id: string) => ({
    setData: (data: { features: Feature[] }) => sent.set(id, [...data.features]),
    updateData: (diff: { add?: Feature[]; remove?: (string | number)[] }) => {
      const held = (sent.get(id) ?? []).filter(
        (f) => !diff.remove?.includes(f.properties!['mmsi'] as number),
      );
      sent.set(id, [...held, ...(diff.add ?? [])]);
    },
  });
  const sources = new Map(
    ['ais:vessels', 'ais:vectors', 'ais:hulls', 'ais:circles'].map((id) => [id, source(id)]),
  );
  const images = { current: { data: { width: 2, height: 2, data: new Uint8Array(16) } } };
  const handlers = new Map<string, (() => void)[]>();
  const map = {
    order,
    images,
    fire: (type: string) => handlers.get(type)?.forEach((run) => run()),
    sent,
    visibility,
    getSource: (id: string) => sources.get(id),
    getLayer: (id: string) => layers.get(id),
    addLayer(layer: Added, before?: string) {
      layers.set(layer.id, { id: layer.id, implementation: layer });
      order.splice(before ? order.indexOf(before) : order.length, 0, layer.id);
    },
    removeLayer(id: string) {
      layers.delete(id);
      order.splice(order.indexOf(id), 1);
    },
    getZoom: () => zoom,
    getBounds: () => ({
      getWest: () => bounds.west,
      getSouth: () => bounds.south,
      getEast: () => bounds.east,
      getNorth: () => bounds.north,
    }),
    on: (type: string, run: () => void) => handlers.set(type, [...(handlers.get(type) ?? []), run]),
    off: (type: string, run: () => void) =>
      handlers.set(
        type,
        (handlers.get(type) ?? []).filter((r) => r !== run),
      ),
    setLayerZoomRange: () => undefined,
    setLayoutProperty: (id: string, name: string, value: unknown) =>
      name === 'visibility' && visibility.set(id, value),
    getPaintProperty: () => '#1d3f5e',
    hasImage: () => true,
    addImage: () => undefined,
    removeImage: () => undefined,
    getImage: (id: string) =>
      ICON_KINDS.some(
        (kind) => vesselIconImageId(kind, false) === id || vesselMarkImageId(kind, false) === id,
      )
        ? images.current
        : undefined,
    // Screen points are read as longitude and latitude, which is enough for picking.
    unproject: ([x, y]: [number, number]) => ({ lng: x, lat: y }),
    queryRenderedFeatures: (..._query: unknown[]): unknown[] => [],
    getCenter: () => ({ lng: 5, lat: 60 }),
    getBearing: () => 0,
    getCanvas: () => ({ clientWidth: 800, clientHeight: 600 }),
    triggerRepaint: () => undefined,
  };
  return map;
}

const vessel = (mmsi: number, longitude: number, latitude: number): VesselRecord => ({
  mmsi,
  msgtime: new Date().toISOString(),
  longitude,
  latitude,
  name: `SHIP ${mmsi}`,
  shipType: 70,
});

function viewOn(
  map: ReturnType<typeof fakeMap>,
  store = new LiveStore<VesselRecord>(),
  frames: (() => void)[] = [],
) {
  const view = new VesselView(store, {
    renderer: 'gl',
    map: () => map,
    mapId: (key) => `ais:${key}`,
    datasetId: 'ais',
    pathname: () => '/',
    requestFrame: (run) => frames.push(run),
    now: () => Date.now(),
  });
  view.setOptions(DEFAULT_VIEW_OPTIONS);
  return { view, store };
}

describe('VesselView with the gl renderer', () => {
  it('draws through the custom layer under the labels and hides the icon layer', () => {
    const map = fakeMap(9);
    const { view, store } = viewOn(map);
    store.upsert([vessel(257000001, 5, 60), vessel(257000002, 5.5, 60.5)]);
    view.flush();
    expect(map.order.indexOf('ais:gl-positions')).toBe(map.order.indexOf('ais:labels') - 1);
    expect(map.visibility.get('ais:positions')).toBe('none');
    expect(map.visibility.get('ais:vectors')).toBe('none');
    expect(view.features().map((f) => f.properties!['mmsi'])).toEqual([257000001, 257000002]);
    // Below the label zoom the GeoJSON source is given nothing.
    expect(map.sent.get('ais:vessels') ?? []).toEqual([]);
  });

  it('answers queryRenderedFeatures for the icon layer from the picking grid', () => {
    const map = fakeMap(10);
    const { view, store } = viewOn(map);
    store.upsert([vessel(257000001, 5, 60)]);
    view.flush();
    const hits = map.queryRenderedFeatures(
      [
        [4.9999, 59.9999],
        [5.0001, 60.0001],
      ],
      { layers: ['ais:positions'] },
    ) as { layer: { id: string }; properties: Record<string, unknown> }[];
    expect(hits.map((h) => [h.layer.id, h.properties['mmsi']])).toEqual([
      ['ais:positions', 257000001],
    ]);
    expect(map.queryRenderedFeatures([6.5, 60], { layers: ['ais:positions'] })).toEqual([]);
  });

  it('sends the labels source only the vessels in view from the label zoom', () => {
    const map = fakeMap(15, { west: 4.9, south: 59.9, east: 5.1, north: 60.1 });
    const { view, store } = viewOn(map);
    store.upsert([vessel(257000001, 5, 60), vessel(257000002, 7, 62)]);
    view.flush();
    expect(map.sent.get('ais:vessels')!.map((f) => f.properties!['mmsi'])).toEqual([257000001]);
  });

  it('a restarted view replaces the layer of the one before it, and a stopped one takes it off', () => {
    const map = fakeMap(9);
    const first = viewOn(map);
    first.store.upsert([vessel(257000001, 5, 60)]);
    first.view.flush();
    const before = map.getLayer('ais:gl-positions')!.implementation;
    const second = viewOn(map);
    second.store.upsert([vessel(257000002, 5, 60)]);
    second.view.flush();
    const after = map.getLayer('ais:gl-positions')!.implementation;
    expect(after).not.toBe(before);
    expect(map.order.filter((id) => id === 'ais:gl-positions')).toHaveLength(1);
    first.view.stop();
    expect(map.getLayer('ais:gl-positions')!.implementation).toBe(after);
    second.view.stop();
    expect(map.getLayer('ais:gl-positions')).toBeUndefined();
  });

  it('takes new icons (another theme) into its atlas as soon as the map holds them', () => {
    const map = fakeMap(9);
    const frames: (() => void)[] = [];
    const { view, store } = viewOn(map, new LiveStore<VesselRecord>(), frames);
    store.upsert([vessel(257000001, 5, 60)]);
    view.schedule();
    while (frames.length > 0) frames.shift()!();
    const layer = map.getLayer('ais:gl-positions')!.implementation as {
      setAtlas: (atlas: unknown) => void;
    };
    const atlases: unknown[] = [];
    const setAtlas = layer.setAtlas.bind(layer);
    layer.setAtlas = (atlas) => {
      atlases.push(atlas);
      setAtlas(atlas);
    };
    // Style changes without new icons ask for nothing.
    map.fire('styledata');
    expect(frames).toHaveLength(0);
    map.images.current = { data: { width: 2, height: 2, data: new Uint8Array(16).fill(9) } };
    map.fire('styledata');
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(atlases).toHaveLength(1);
  });
});

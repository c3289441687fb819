// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/api-client.js';
import { MapComposer, type ComposableMap } from '../../map/composer.js';
import { useSettings } from '../../settings/settings.store.js';
import { startUserDataSync, stopUserDataSync } from '../../user-data/user-data.js';
import { themes } from '@havkart/theme';
import { connectFavourites } from './index.js';
import { FAVOURITES_LAYER_ID } from './favourites.layers.js';
import {
  FAVOURITES_SECTION,
  POSITION_SAVE_INTERVAL_MS,
  updateFavouriteVesselPositions,
  useFavourites,
} from './favourites.store.js';

const stored = () => JSON.parse(localStorage.getItem(`havkart.${FAVOURITES_SECTION}`) ?? 'null');

function server(saved: Record<string, unknown>) {
  const bodies: Record<string, unknown>[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>((_url, init) => {
    if (init?.method === 'POST') {
      bodies.push(JSON.parse(String(init.body ?? '{}')));
      return Promise.resolve(Response.json(bodies.at(-1)));
    }
    return Promise.resolve(Response.json(saved));
  });
  return { api: createApiClient({ fetch, log: () => undefined }), bodies };
}

/** A map that keeps what the composer puts on it. */
function fakeMap() {
  const sources = new Map<string, unknown>();
  const layers = new Map<string, unknown>();
  const map: ComposableMap = {
    addSource: (id, source) => sources.set(id, source),
    removeSource: (id) => sources.delete(id),
    addLayer: (layer) => layers.set(layer.id, layer),
    removeLayer: (id) => layers.delete(id),
    setPaintProperty: () => undefined,
    setLayoutProperty: () => undefined,
  };
  return { map, sources, layers };
}

beforeEach(() => {
  localStorage.clear();
  stopUserDataSync();
  useSettings.setState({ values: {} });
  useFavourites.setState({ favourites: [] });
});
afterEach(() => vi.useRealTimers());

describe('favourites store (spec 01 §4)', () => {
  it('adds, updates, visits, removes and clears, saving each change locally', () => {
    const store = useFavourites.getState();
    const added = store.add({ name: 'Havbris', value: '/ais/257000001' });
    expect(added).toMatchObject({ category: 'vessel', visits: 0, geometries: [] });
    expect(stored()).toHaveLength(1);
    store.update(added.id, { name: 'Havbris II' });
    expect(stored()[0].name).toBe('Havbris II');
    store.visit(added.id);
    expect(stored()[0].visits).toBe(1);
    store.add({ name: 'Home', value: '/point/5_60' });
    store.remove(added.id);
    expect(stored().map((item: { name: string }) => item.name)).toEqual(['Home']);
    store.clear();
    expect(stored()).toEqual([]);
  });

  it('sends each change to the server for a signed-in user, and applies the saved list at sign-in', async () => {
    const { api, bodies } = server({
      favourites: [{ id: 'f1', name: 'Saved', value: '/ais/258000002', visits: 'x' }],
    });
    const stop = connectFavourites(new MapComposer(themes.day));
    await startUserDataSync(
      api,
      'havkart',
      () => undefined,
      () => undefined,
    );
    expect(useFavourites.getState().favourites).toEqual([
      expect.objectContaining({ id: 'f1', visits: 0, category: 'vessel' }),
    ]);
    useFavourites.getState().add({ name: 'New', value: '/ais/257000001' });
    await vi.waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    const sent = bodies.at(-1)![FAVOURITES_SECTION] as { name: string }[];
    expect(sent.map((item) => item.name)).toEqual(['Saved', 'New']);
    stop();
  });

  it('moves vessel favourites to newer positions; the server hears of it at most once a minute', async () => {
    vi.useFakeTimers();
    const { api, bodies } = server({});
    await startUserDataSync(
      api,
      'havkart',
      () => undefined,
      () => undefined,
    );
    useFavourites.getState().add({ name: 'Havbris', value: '/ais/257000001' });
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    updateFavouriteVesselPositions([
      { mmsi: 257000001, msgtime: '2025-03-01T11:00:00Z', latitude: 61, longitude: 6 },
    ]);
    updateFavouriteVesselPositions([
      { mmsi: 257000001, msgtime: '2025-03-01T11:00:05Z', latitude: 61.1, longitude: 6 },
    ]);
    expect(stored()[0].geometries).toEqual([{ type: 'Point', coordinates: [6, 61.1] }]);
    expect(bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(POSITION_SAVE_INTERVAL_MS);
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect((bodies[1]![FAVOURITES_SECTION] as { geometries: unknown }[])[0]!.geometries).toEqual([
      { type: 'Point', coordinates: [6, 61.1] },
    ]);
  });
});

describe('favourites on the map (spec 01 §4, §9)', () => {
  it('are drawn in #00a5e0 while "Show favorites in map" is on and redrawn after changes', () => {
    const composer = new MapComposer(themes.day);
    const { map, sources, layers } = fakeMap();
    composer.attach(map);
    const stop = connectFavourites(composer);
    useFavourites.getState().add({
      name: 'Havbris',
      value: '/ais/257000001',
      geometries: [{ type: 'Point', coordinates: [6, 61] }],
    });
    expect(layers.has(`${FAVOURITES_LAYER_ID}:points`)).toBe(true);
    const source = sources.get(`${FAVOURITES_LAYER_ID}:shapes`) as {
      data: { features: unknown[] };
    };
    expect(source.data.features).toHaveLength(1);
    const ring = layers.get(`${FAVOURITES_LAYER_ID}:points`) as { paint: Record<string, unknown> };
    expect(ring.paint['circle-stroke-color']).toBe('#00a5e0');

    useSettings.getState().set('favourites', false);
    expect(layers.has(`${FAVOURITES_LAYER_ID}:points`)).toBe(false);
    useSettings.getState().set('favourites', true);
    expect(layers.has(`${FAVOURITES_LAYER_ID}:points`)).toBe(true);
    stop();
  });
});

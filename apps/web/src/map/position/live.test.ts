// @vitest-environment happy-dom
import type { Geometry } from 'geojson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  focusRoute,
  registerFeatureLocator,
  setAddressView,
  setLiveMap,
  showMapState,
  showView,
  type LiveMap,
} from './live.js';

function fakeMap() {
  const listeners = new Set<(event: { originalEvent?: unknown }) => void>();
  const map = {
    jumpTo: vi.fn(),
    fitBounds: vi.fn(),
    panTo: vi.fn(),
    getCenter: () => ({ lng: 0, lat: 0 }),
    getZoom: () => 4,
    on: (_type: 'movestart', listener: (event: { originalEvent?: unknown }) => void) =>
      listeners.add(listener),
    off: (_type: 'movestart', listener: (event: { originalEvent?: unknown }) => void) =>
      listeners.delete(listener),
    userDrags: () => listeners.forEach((listener) => listener({ originalEvent: {} })),
  } satisfies LiveMap & { userDrags(): void };
  return map;
}

/** A locator whose answer the test gives. */
function heldLocator() {
  let answer: (geometry: Geometry | null) => void = () => undefined;
  const locate = vi.fn(() => new Promise<Geometry | null>((resolve) => (answer = resolve)));
  return { locate, answer: (geometry: Geometry | null) => answer(geometry) };
}

afterEach(() => {
  setLiveMap(null);
  setAddressView(false);
});

describe('the live map moved for the address', () => {
  it('makes a move asked for before the map existed once it does', () => {
    showView({ center: [18.95508, 69.6489], zoom: 11 });
    const map = fakeMap();
    setLiveMap(map);
    expect(map.jumpTo).toHaveBeenCalledWith({ center: [18.95508, 69.6489], zoom: 11 });
  });

  it('fits bounds with padding, no closer than asked', () => {
    const map = fakeMap();
    setLiveMap(map);
    showView({ bounds: [4, 60, 6, 61], maxZoom: 13 });
    expect(map.fitBounds).toHaveBeenCalledWith([4, 60, 6, 61], {
      padding: 48,
      animate: false,
      maxZoom: 13,
    });
  });

  it('centres a feature link on the feature once its locator finds it', async () => {
    const map = fakeMap();
    setLiveMap(map);
    const { locate, answer } = heldLocator();
    const stop = registerFeatureLocator('ais', locate);
    focusRoute({ kind: 'feature', datasetId: 'ais', featureId: '257000001' });
    expect(locate).toHaveBeenCalledWith('257000001', expect.any(AbortSignal));
    expect(map.jumpTo).not.toHaveBeenCalled();
    answer({ type: 'Point', coordinates: [5, 60] });
    await vi.waitFor(() => expect(map.jumpTo).toHaveBeenCalledWith({ center: [5, 60], zoom: 13 }));
    stop();
  });

  it('leaves the map where the user moved it while the feature was still on its way', async () => {
    const map = fakeMap();
    setLiveMap(map);
    const { locate, answer } = heldLocator();
    const stop = registerFeatureLocator('ais', locate);
    focusRoute({ kind: 'feature', datasetId: 'ais', featureId: '257000001' });
    map.userDrags();
    answer({ type: 'Point', coordinates: [5, 60] });
    await Promise.resolve();
    await Promise.resolve();
    expect(map.jumpTo).not.toHaveBeenCalled();
    stop();
  });

  it('keeps a saved view without showing it when the address asked for its own', () => {
    const map = fakeMap();
    setLiveMap(map);
    setAddressView(true);
    showMapState({ center: [10, 63], zoom: 7 });
    expect(map.jumpTo).not.toHaveBeenCalled();
    expect(localStorage.getItem('havkart.mapState')).toBe('{"center":[10,63],"zoom":7}');
    setAddressView(false);
    showMapState({ center: [10, 63], zoom: 7 });
    expect(map.jumpTo).toHaveBeenCalledWith({ center: [10, 63], zoom: 7 });
  });
});

import { toPolar } from '@havkart/domain';
import { describe, expect, it, vi } from 'vitest';
import type { LiveMap } from './live.js';
import { keepPolarHash, polarBounds, polarCamera, polarLiveMap, realView } from './polar-map.js';

/** A stand-in for MapLibre's map: a centre and zoom of its own (polar map numbers). */
function fakeMap(center: [number, number], zoom = 6) {
  const state = { center, zoom };
  const listeners = new Map<string, Set<() => void>>();
  const map = {
    state,
    jumpTo: vi.fn((options: { center: [number, number]; zoom?: number }) => {
      state.center = options.center;
      if (options.zoom !== undefined) state.zoom = options.zoom;
    }),
    fitBounds: vi.fn(),
    panTo: vi.fn(),
    getCenter: () => ({ lng: state.center[0], lat: state.center[1] }),
    getZoom: () => state.zoom,
    on: (type: string, listener: () => void) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    off: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
  };
  return map;
}

describe('the map-position module in polar view (R27.20)', () => {
  it('moves the polar map to the polar point of a real centre, zoom kept', () => {
    expect(polarCamera({ center: [15, 78], zoom: 7 })).toEqual({
      center: toPolar(15, 78),
      zoom: 7,
    });
  });

  it('fits a real box by the polar box round its edges', () => {
    const box = polarBounds([0, 70, 30, 80])!;
    for (const [lon, lat] of [
      [0, 70],
      [30, 70],
      [15, 80],
      [15, 70],
    ] as const) {
      const [x, y] = toPolar(lon, lat)!;
      expect(x).toBeGreaterThanOrEqual(box[0] - 1e-9);
      expect(x).toBeLessThanOrEqual(box[2] + 1e-9);
      expect(y).toBeGreaterThanOrEqual(box[1] - 1e-9);
      expect(y).toBeLessThanOrEqual(box[3] + 1e-9);
    }
    // Wholly beyond the polar square: nothing to fit.
    expect(polarBounds([0, -60, 10, -50])).toBeNull();
  });

  it('answers and takes real positions on the live map', () => {
    const map = fakeMap(toPolar(20, 75)!);
    const live = polarLiveMap(map as unknown as LiveMap);
    const { lng, lat } = live.getCenter();
    expect(lng).toBeCloseTo(20, 6);
    expect(lat).toBeCloseTo(75, 6);
    live.jumpTo({ center: [10, 80], zoom: 5 });
    expect(map.jumpTo).toHaveBeenCalledWith({ center: toPolar(10, 80), zoom: 5 });
    live.panTo([12, 71]);
    expect(map.panTo).toHaveBeenCalledWith(toPolar(12, 71));
  });

  it('writes real positions to #map= and follows the address when it changes', () => {
    const map = fakeMap(toPolar(20, 75)!, 6);
    let hash = '#map=3/10/10&layers=x';
    const page = {
      location: {
        get hash() {
          return hash;
        },
        pathname: '/',
        search: '',
      },
      history: {
        state: null,
        replaceState: (_: unknown, __: string, url: string) => {
          hash = url.slice(url.indexOf('#'));
        },
      },
      listeners: new Set<() => void>(),
      addEventListener(_: string, listener: () => void) {
        this.listeners.add(listener);
      },
      removeEventListener(_: string, listener: () => void) {
        this.listeners.delete(listener);
      },
    };
    const move = vi.fn();
    const stop = keepPolarHash(map, move, page as unknown as Window);
    // Written at once and after each move, the rest of the hash kept.
    expect(hash).toBe('#map=6/75/20&layers=x');
    map.state.center = toPolar(21, 76)!;
    map.fire('moveend');
    expect(hash).toBe('#map=6/76/21&layers=x');
    // A hash the user or a link wrote moves the map; our own write does not.
    page.listeners.forEach((listener) => listener());
    expect(move).not.toHaveBeenCalled();
    hash = '#map=8/70.5/15';
    page.listeners.forEach((listener) => listener());
    expect(move).toHaveBeenCalledWith({ center: [15, 70.5], zoom: 8 });
    stop();
    expect(page.listeners.size).toBe(0);
    expect(realView(map).zoom).toBe(6);
  });
});

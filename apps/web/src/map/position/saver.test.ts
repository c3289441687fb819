// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '../../app/storage.js';
import { keepMapState, mapStateSaver, mapStateToSave } from './saver.js';
import type { SavedMapState } from './start.js';

/** A stand-in for the live map whose camera the test moves. */
function fakeMap(lng: number, lat: number, zoom: number) {
  const camera = { lng, lat, zoom };
  return {
    camera,
    getCenter: () => ({ lng: camera.lng, lat: camera.lat }),
    getZoom: () => camera.zoom,
    // Present on a real map too; none of it may reach the saved state.
    getBearing: () => 30,
  };
}

describe('saved map state (spec 01 §3)', () => {
  it('is centre and zoom only, zoom within 0–22', () => {
    const saved = mapStateToSave(fakeMap(14.9, 68.2, 6.5));
    expect(saved).toEqual({ center: [14.9, 68.2], zoom: 6.5 });
    expect(Object.keys(saved).sort()).toEqual(['center', 'zoom']);
    expect(mapStateToSave(fakeMap(0, 0, 25)).zoom).toBe(22);
  });

  it('is kept locally under the app name, also when nobody is signed in', () => {
    window.localStorage.clear();
    keepMapState({ center: [10.75, 59.91], zoom: 9 });
    expect(JSON.parse(window.localStorage.getItem(storageKey('mapState')) ?? 'null')).toEqual({
      center: [10.75, 59.91],
      zoom: 9,
    });
    expect(storageKey('mapState')).toBe('havkart.mapState');
  });
});

describe('map-state saving is debounced 250 ms (spec 01 §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a burst of moves gives one save, of where the burst ended', () => {
    const map = fakeMap(10, 60, 5);
    const saves: SavedMapState[] = [];
    const saver = mapStateSaver(map, (state) => saves.push(state));
    for (let step = 0; step < 20; step += 1) {
      map.camera.lng = 10 + step * 0.1;
      saver.moved();
      vi.advanceTimersByTime(100);
    }
    expect(saves).toEqual([]);
    vi.advanceTimersByTime(149);
    expect(saves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.center[0]).toBeCloseTo(11.9);
  });

  it('moves 250 ms apart are saved each, and a cancelled save never lands', () => {
    const map = fakeMap(10, 60, 5);
    const saves: SavedMapState[] = [];
    const saver = mapStateSaver(map, (state) => saves.push(state));
    saver.moved();
    vi.advanceTimersByTime(250);
    saver.moved();
    vi.advanceTimersByTime(250);
    expect(saves).toHaveLength(2);
    saver.moved();
    saver.cancel();
    vi.advanceTimersByTime(1_000);
    expect(saves).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { hidesAisTrack } from './share-link.js';
import { visibleTracks } from './tracks.layers.js';
import type { TracksState } from './tracks.store.js';

describe('hideAisTrack in an old-style share link', () => {
  it('hides the track when the link says so and every key is known', () => {
    expect(hidesAisTrack('?hideAisTrack=true')).toBe(true);
    expect(hidesAisTrack('?selectedFeature=ais%2F257000001&hideAisTrack=true')).toBe(true);
    expect(hidesAisTrack('?hideAisTrack=false')).toBe(false);
  });

  it('ignores a link with an unknown key, a new-style link and no link', () => {
    expect(hidesAisTrack('?hideAisTrack=true&utm_source=x')).toBe(false);
    expect(hidesAisTrack(`?${encodeURIComponent('{"options":{}}')}`)).toBe(false);
    expect(hidesAisTrack('')).toBe(false);
  });
});

describe('the asked-for track under a hiding link', () => {
  it('is not drawn, while recent tracks still are', () => {
    const point = { latitude: 60, longitude: 5, msgtime: '2026-11-26T12:00:00Z' };
    const state = {
      shown: { mmsi: 1, status: 'shown', points: 2 },
      points: [point, point],
      recent: [{ mmsi: 2, points: [point, point] }],
    } as unknown as TracksState;
    const values = {};
    expect(visibleTracks(state, values, false).map((t) => t.kind)).toEqual(['recent', 'selected']);
    expect(visibleTracks(state, values, true).map((t) => t.kind)).toEqual(['recent']);
  });
});

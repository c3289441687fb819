import { INITIAL_BOUNDS } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { cameraFromHash } from './camera.js';
import { initialCamera, parseSavedMapState } from './start.js';

const saved = { center: [5.32, 60.39] as const, zoom: 9 };
const share = { center: [10, 63] as const, zoom: 7 };

describe('initial map view (spec 01 §4, §9)', () => {
  it('takes a share link first, then the address, then saved state, then the spec bounds', () => {
    expect(initialCamera({ shareLink: share, hash: '#map=5/60/5', saved }).source).toBe(
      'shareLink',
    );
    expect(initialCamera({ shareLink: null, hash: '#map=5/60/5', saved })).toEqual({
      source: 'url',
      camera: { center: [5, 60], zoom: 5 },
    });
    expect(initialCamera({ shareLink: null, hash: '', saved })).toEqual({
      source: 'saved',
      camera: { center: [5.32, 60.39], zoom: 9 },
    });
    expect(initialCamera({ shareLink: null, hash: '', saved: null })).toEqual({
      source: 'initial',
      camera: { bounds: INITIAL_BOUNDS },
    });
  });

  it('reads MapLibre hashes with bearing and beside other parameters', () => {
    expect(cameraFromHash('#map=7.5/63.4/10.4/45/0')).toEqual({
      center: [10.4, 63.4],
      zoom: 7.5,
      bearing: 45,
    });
    expect(cameraFromHash('#x=1&map=3/60/5')).toMatchObject({ center: [5, 60], zoom: 3 });
    expect(cameraFromHash('#map=30/60/5')).toMatchObject({ zoom: 22 });
    expect(cameraFromHash('#map=5/95/5')).toBeNull();
    expect(cameraFromHash('#map=a/b/c')).toBeNull();
  });

  it('ignores a malformed saved state', () => {
    expect(parseSavedMapState({ center: [5, 60], zoom: 4 })).toEqual({ center: [5, 60], zoom: 4 });
    expect(parseSavedMapState({ center: [500, 60], zoom: 4 })).toBeNull();
    expect(parseSavedMapState({ center: 'x', zoom: 4 })).toBeNull();
    expect(parseSavedMapState(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { WAVE_BANDS, waveArrowBearing, waveBandIndex } from './waves.js';

describe('wave-height bands', () => {
  it('cut 0–8 m into half-metre bands with one open band above', () => {
    expect(WAVE_BANDS).toHaveLength(17);
    expect(WAVE_BANDS[0]).toEqual({ min: 0, max: 0.5 });
    expect(WAVE_BANDS[15]).toEqual({ min: 7.5, max: 8 });
    expect(WAVE_BANDS[16]).toEqual({ min: 8, max: null });
  });

  it.each([
    [0, 0],
    [0.49, 0],
    [0.5, 1],
    [7.99, 15],
    [8, 16],
    [14, 16],
  ])('puts %s m in band %s, lower bounds inclusive', (height, band) => {
    expect(waveBandIndex(height)).toBe(band);
  });

  it.each([-0.1, Number.NaN])('gives %s m no band', (height) => {
    expect(waveBandIndex(height)).toBeNull();
  });
});

describe('wave arrows', () => {
  it.each([
    [270, 90],
    [90, 270],
    [0, 180],
    [200, 20],
    [-90, 90],
  ])('waves from %s° point to %s°', (from, bearing) => {
    expect(waveArrowBearing(from)).toBe(bearing);
  });
});

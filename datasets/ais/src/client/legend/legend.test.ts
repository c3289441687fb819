import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { SPEED_BAND_COLOURS } from '../tracks/track-rules.js';
import { speedBandColours } from '../tracks/track-layers.js';
import { speedBandLabels } from './VesselLegend.js';

describe('vessel legend: track speed bands (A44)', () => {
  it('labels the six bands from 0–2 kn to 20 kn and more', () => {
    expect(speedBandLabels((speed) => `${speed} kn and more`)).toEqual([
      '0–2 kn',
      '2–5 kn',
      '5–10 kn',
      '10–15 kn',
      '15–20 kn',
      '20 kn and more',
    ]);
  });

  it('shows the colours the map draws in each theme', () => {
    expect(speedBandColours(themes.day)).toEqual(SPEED_BAND_COLOURS.day);
    expect(speedBandColours(themes.night)).toEqual(SPEED_BAND_COLOURS.night);
  });
});

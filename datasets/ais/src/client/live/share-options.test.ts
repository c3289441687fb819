import { describe, expect, it } from 'vitest';
import {
  onVesselShareOptions,
  setVesselShareOptions,
  vesselShareOptions,
} from './share-options.js';

describe('share-link options for vessels', () => {
  it('hides nothing until the app hands over a link, then tells the drawing', () => {
    expect(vesselShareOptions()).toEqual({ hideDistanceCircles: false, hideBearingVectors: false });
    let told = 0;
    const stop = onVesselShareOptions(() => (told += 1));
    setVesselShareOptions({ hideDistanceCircles: true, hideBearingVectors: false });
    expect(vesselShareOptions()).toEqual({ hideDistanceCircles: true, hideBearingVectors: false });
    expect(told).toBe(1);
    stop();
  });
});

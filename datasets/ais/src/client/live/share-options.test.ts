import { describe, expect, it } from 'vitest';
import { vesselShareOptions } from './share-options.js';

const link = (config: unknown) => `?${encodeURIComponent(JSON.stringify(config))}`;

describe('share-link options for vessels', () => {
  it('reads hideDistanceCircles and hideBearingVectors of a new-style link', () => {
    expect(vesselShareOptions(link({ options: { hideDistanceCircles: true }, state: {} }))).toEqual(
      { hideDistanceCircles: true, hideBearingVectors: false },
    );
    expect(
      vesselShareOptions(`?${JSON.stringify({ options: { hideBearingVectors: true } })}`),
    ).toEqual({ hideDistanceCircles: false, hideBearingVectors: true });
  });

  it('hides nothing for an old-style query, no query or a link that does not parse', () => {
    const none = { hideDistanceCircles: false, hideBearingVectors: false };
    expect(vesselShareOptions('?hideAisTrack=true')).toEqual(none);
    expect(vesselShareOptions('')).toEqual(none);
    expect(vesselShareOptions('?%7Bnot json')).toEqual(none);
    expect(vesselShareOptions(link({ options: { hideDistanceCircles: 'yes' } }))).toEqual(none);
  });
});

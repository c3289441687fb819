import { describe, expect, it } from 'vitest';
import { isIOS, recommendFullScreen, type FullScreenContext } from './recommendation.js';

const base: FullScreenContext = {
  viewportClass: 'mobileLandscape',
  embedded: false,
  fullScreen: false,
  iOS: false,
  recommendationOn: true,
};

describe('full-screen recommendation on mobile landscape (spec 01 §2)', () => {
  it.each<[string, Partial<FullScreenContext>, boolean]>([
    ['mobile landscape, not embedded, not full screen, not iOS', {}, true],
    ['embedded', { embedded: true }, false],
    ['already full screen', { fullScreen: true }, false],
    ['on iOS', { iOS: true }, false],
    ['the recommendation turned off', { recommendationOn: false }, false],
    ['mobile portrait', { viewportClass: 'mobile' }, false],
    ['tablet', { viewportClass: 'tablet' }, false],
    ['desktop', { viewportClass: 'desktop' }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(recommendFullScreen({ ...base, ...change })).toBe(expected);
  });
});

describe('iOS detection', () => {
  it.each<[string, string, number, boolean]>([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iPhone', 5, true],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 'iPad', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0, false],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'Linux armv8l', 5, false],
  ])('%s on %s with %i touch points → %s', (agent, platform, touch, expected) => {
    expect(isIOS(agent, platform, touch)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { embedBasename } from './embed.js';

describe('embed prefix (A15)', () => {
  it.each([
    ['/embed', '/embed'],
    ['/embed/ais/257123456', '/embed'],
    ['/embedded', undefined],
    ['/', undefined],
    ['/ais/embed', undefined],
  ])('%s → %s', (pathname, basename) => {
    expect(embedBasename(pathname)).toBe(basename);
  });
});

import { ARROW_ICON_ID, hatchPatternId, markerIconId } from '@havkart/datasets-core/client';
import { describe, expect, it } from 'vitest';
import { drawMissingPatterns, type PatternMap } from './pattern-images.js';

function fakeMap() {
  const images = new Map<string, { width: number }>();
  const sdf = new Set<string>();
  let resolver: ((id: string) => void) | null = null;
  const map: PatternMap = {
    setMissingStyleImageResolver: (r) => (resolver = r),
    hasImage: (id) => images.has(id),
    addImage: (id, image, options) => {
      if (options?.sdf) sdf.add(id);
      images.set(id, image);
    },
  };
  return { map, images, sdf, missing: (id: string) => resolver?.(id) };
}

describe('pattern images', () => {
  it('draw a hatch pattern the map is missing, once, and leave other ids alone', () => {
    const { map, images, missing } = fakeMap();
    drawMissingPatterns(map);
    missing(hatchPatternId('#e03131'));
    missing(hatchPatternId('#e03131'));
    missing('vessel-icon');
    missing(markerIconId('platform', '#343a40'));
    expect([...images.keys()]).toEqual(['havkart-hatch-e03131', 'havkart-icon-platform-343a40']);
  });

  it('draw the direction arrow as a distance field, so layers tint and halo it', () => {
    const { map, images, sdf, missing } = fakeMap();
    drawMissingPatterns(map);
    missing(ARROW_ICON_ID);
    expect([...images.keys()]).toEqual([ARROW_ICON_ID]);
    expect([...sdf]).toEqual([ARROW_ICON_ID]);
  });
});
